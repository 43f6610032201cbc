import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Scroll physics")
struct PhysicsTests {
    @Test("a fling rests exactly at x0 + v/(1000·ln(1/r)), at both rates and both frame rates", arguments: [
        ("normal", 998.9996663329647), ("fast", 198.99832494684304),
    ])
    func flingRestPoint(rate: String, travel: Double) throws {
        var rests: [Double] = []
        for frameRate in [60, 120] {
            let world = try startedWorld(listSpec(", decelerationRate: \(rate)", frameRate: frameRate))
            try world.fling("list", velocity: 2000, at: .start)
            #expect(world.stage.scrollView("list").phase == .decelerating)
            try world.settle()
            #expect(world.stage.scrollView("list").phase == .idle)
            rests.append(world.stage.scrollView("list").offset)
        }
        #expect(abs(rests[0] - travel) < 1e-9)
        #expect(rests[0] == rests[1], "the rest point does not depend on the frame rate")
    }

    @Test("a glide decays by the rate every millisecond")
    func decelerationCurve() throws {
        let world = try startedWorld(listSpec())
        try world.fling("list", velocity: 2000, at: .start)
        try world.advance(to: .milliseconds(101))
        let list = world.stage.scrollView("list")
        #expect(abs(list.offset - 998.9996663329647 * (1 - pow(0.998, 100))) < 1e-9)
        #expect(abs(list.velocity - 2000 * pow(0.998, 100)) < 1e-9)
    }

    @Test("a drag past the top rubber-bands by (1 - 1/(x·0.55/V + 1))·V", arguments: [(100.0, 51.664829106946044), (300.0, 138.23008849557527)])
    func rubberBand(overshoot: Double, shown: Double) throws {
        let world = try startedWorld(listSpec())
        try world.beginDrag("list", by: -overshoot, duration: .milliseconds(200), at: .start)
        try world.advance(to: .milliseconds(200))
        try world.endDrag("list", velocity: 0)
        #expect(abs(world.stage.scrollView("list").offset + shown) < 1e-9)
    }

    @Test("inside the bounds the content follows the finger one to one")
    func oneToOne() throws {
        let world = try startedWorld(listSpec())
        try world.beginDrag("list", by: 400, duration: .milliseconds(400), at: .start)
        try world.advance(to: .milliseconds(101))
        #expect(world.stage.scrollView("list").offset == 100)
        #expect(world.stage.scrollView("list").phase == .tracking)
        try world.advance(to: .milliseconds(400))
        try world.endDrag("list", velocity: 0)
        #expect(world.stage.scrollView("list").offset == 400)
        #expect(world.stage.scrollView("list").phase == .idle)
    }

    @Test("without bounces a drag clamps and a glide stops at the bound")
    func noBounces() throws {
        let world = try startedWorld(listSpec(", bounces: false", contentHeight: 1852))
        try world.beginDrag("list", by: -100, duration: .milliseconds(100), at: .start)
        try world.advance(to: .milliseconds(100))
        try world.endDrag("list", velocity: 0)
        #expect(world.stage.scrollView("list").offset == 0)
        try world.fling("list", velocity: 5000, at: .start)
        #expect(try world.peakOffset(of: "list") == 1000)
        #expect(world.stage.scrollView("list").offset == 1000)
    }

    @Test("a glide past the bottom overshoots and springs back exactly onto it")
    func bounceBack() throws {
        let world = try startedWorld(listSpec(contentHeight: 1852))
        try world.fling("list", velocity: 5000, at: .start)
        let peak = try world.peakOffset(of: "list")
        #expect(peak > 1000)
        #expect(world.stage.scrollView("list").offset == 1000)
        #expect(world.stage.scrollView("list").phase == .idle)
    }

    @Test("a glide whose rest point lies less than 0.5 pt past a bound rests on the bound, never past it")
    func restPointJustPastTheBound() throws {
        // 2002.4 pt/s travels 1000.198 pt: the glide is within 0.5 pt of that
        // rest point before it reaches the bottom at 1000.
        let world = try startedWorld(listSpec(contentHeight: 1852))
        try world.fling("list", velocity: 2002.4, at: .start)
        #expect(try world.peakOffset(of: "list") == 1000)
        #expect(world.stage.scrollView("list").offset == 1000)
        #expect(world.stage.scrollView("list").phase == .idle)
    }

    @Test("content that grows under a finger holding it past the bottom stays under the finger, held directly or through nested scrolling", arguments: [
        // The finger pulls the list 200 pt past its bottom (1000), then the content grows.
        (
            "scrollViews: [{id: list, contentHeight: 1852}]",
            "  - touchDown: {scrollView: list}\n  - moveBy: {scrollView: list, by: 1200, duration: 300ms}",
            "list"
        ),
        // A finger on the list catches the card springing back from past its bottom.
        (
            "scrollViews: [{id: card, contentHeight: 1052}, {id: list, contentHeight: 2000, viewportHeight: 600}]\n    behaviours: [{nestedScroll: {outer: card, inner: list}}]",
            "  - drag: {scrollView: card, by: 1500, duration: 300ms, release: 0}\n  - touchDown: {scrollView: list}",
            "card"
        ),
    ])
    func contentGrowsUnderTheFinger(screen: String, hold: String, held: String) throws {
        let result = Interpreter.run(try validSpec("""
            scrollspec: 1
            name: Grows under the finger
            screens:
              - id: home
                \(screen)
            invariants:
              - {step: \(held).offset, atMost: 60}
            script:
            \(hold)
              - remember: {held: \(held).offset}
              - set: {\(held).contentHeight: 4000}
              - wait: 100ms
              - expect: {\(held).offset: $held, \(held).phase: tracking}
            """ + "\n  - lift: {scrollView: \(held == "card" ? "list" : held), release: 0}\n"))
        #expect(result.passed, "\(result.diagnostics.map(\.message))")
    }

    @Test("releasing past the top returns on the spring, exactly to the top")
    func releaseOutside() throws {
        let world = try startedWorld(listSpec())
        try world.beginDrag("list", by: -100, duration: .milliseconds(100), at: .start)
        try world.advance(to: .milliseconds(100))
        try world.endDrag("list", velocity: 0)
        #expect(world.stage.scrollView("list").phase == .decelerating)
        try world.advance(to: .milliseconds(300))
        let midway = world.stage.scrollView("list").offset
        #expect(midway > -51.664829106946044 && midway < 0)
        try world.settle()
        #expect(world.stage.scrollView("list").offset == 0)
        #expect(world.now > .milliseconds(600) && world.now < .seconds(1))
    }

    @Test("a touch-down stops a glide at once")
    func touchDownStops() throws {
        let world = try startedWorld(listSpec())
        try world.fling("list", velocity: 3000, at: .start)
        try world.advance(to: .milliseconds(51))
        let stopped = world.stage.scrollView("list").offset
        try world.beginDrag("list", by: 0, duration: .milliseconds(100), at: .start)
        #expect(world.stage.scrollView("list").phase == .tracking && world.stage.scrollView("list").velocity == 0)
        try world.advance(to: .milliseconds(151))
        #expect(world.stage.scrollView("list").offset == stopped)
    }

    @Test("an animated scroll follows smoothstep and ends exactly on target")
    func animatedScroll() throws {
        let world = try startedWorld(listSpec())
        try world.scroll("list", to: .value(1000), animated: true, duration: .milliseconds(300))
        #expect(world.stage.scrollView("list").phase == .animating && world.stage.scrollView("list").offset == 0)
        try world.advance(to: .milliseconds(151))
        #expect(world.stage.scrollView("list").offset == 500)
        try world.advance(to: .milliseconds(301))
        #expect(world.stage.scrollView("list").offset == 1000 && world.stage.scrollView("list").phase == .idle)
    }

    /// The remembered powers are the powers, bit for bit: for frame grids that
    /// collide in the table, for more times than it keeps, and asked twice.
    @Test("a glide curve remembers r^(1000·t) exactly, past its table's size")
    func glideCurveIsExact() {
        let curve = GlideCurve(rate: DecelerationRate.normal)
        let deceleration = Deceleration(rate: DecelerationRate.normal)
        let elapsed: [Int64] = (0..<1500).map { Int64($0) * 8_333_333 } + [91_666_667, 891_666_667, 1_691_666_667, 425_000_000, 525_000_000]
        for pass in 0..<2 {
            for nanoseconds in elapsed {
                let expected = deceleration.remaining(after: VirtualTime(nanoseconds: nanoseconds).seconds)
                #expect(curve.remaining(afterNanoseconds: nanoseconds).bitPattern == expected.bitPattern, "pass \(pass), \(nanoseconds) ns")
            }
        }
        #expect(curve.secondsToCover(100, velocity: 2000) == deceleration.secondsToCover(100, velocity: 2000))
        #expect(curve.secondsToCover(100, velocity: 2000) == deceleration.secondsToCover(100, velocity: 2000))
        #expect(curve.secondsToCover(5000, velocity: 2000) == nil)
    }

    @Test("a programmatic scroll while a finger holds the content moves it at once, and the finger drags on from there")
    func scrollWhileTracking() throws {
        let result = Interpreter.run(try validSpec("""
            scrollspec: 1
            name: Held
            screens:
              - id: timeline
                scrollViews: [{id: feed, contentHeight: 5000}]
                behaviours: [{undoScrollToTop: {scrollView: feed}}]
            script:
              - drag: {scrollView: feed, by: 1000}
              - touchDown: {scrollView: feed}
              - moveBy: {by: 200, duration: 200ms}
              - tapStatusBar
              - expect: {feed.offset: 0, feed.phase: tracking}
              - moveBy: {by: 100, duration: 100ms}
              - expect: {feed.offset: 100, feed.phase: tracking}
              - wait: 200ms
              - expect: {feed.offset: 100}
              - lift
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }
}
