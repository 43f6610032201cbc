import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Springs released outside a bound (docs/language.md 1.1, "Fixes to the physics").
@Suite("Springs settle")
struct SpringTests {
    private static let frameRates = [30, 60, 120, 240]

    /// Pulls `list` 200 pt of finger past its top (or bottom) and releases it
    /// inward at `velocity`; returns the seconds until it is idle, and the world.
    private func release(atTop: Bool, velocity: Double, frameRate: Int, contentHeight: Int = 3000) throws -> (seconds: Double, world: World) {
        let world = try startedWorld(listSpec(frameRate: frameRate, contentHeight: contentHeight))
        if !atTop { try world.scroll("list", to: .bottom, animated: false, duration: .zero) }
        try world.beginDrag("list", by: atTop ? -200 : 200, duration: .milliseconds(200), at: .start)
        try world.advance(to: world.now + .milliseconds(200))
        try world.endDrag("list", velocity: atTop ? velocity : -velocity)
        let released = world.now
        try world.settle(within: .seconds(100))
        return ((world.now - released).seconds, world)
    }

    @Test("inward releases from 0 to 5,000 pt/s settle within 2 s, on the bound, within one frame of each other at 30–240 Hz",
          arguments: [true, false])
    func inwardReleases(atTop: Bool) throws {
        for velocity in stride(from: 0.0, through: 5000, by: 250) {
            var ends: [Double] = []
            for frameRate in Self.frameRates {
                let (seconds, world) = try release(atTop: atTop, velocity: velocity, frameRate: frameRate)
                let list = world.stage.scrollView("list")
                #expect(list.phase == .idle, "\(velocity) pt/s at \(frameRate) Hz")
                #expect(list.offset == (atTop ? list.top : list.bottom), "\(velocity) pt/s at \(frameRate) Hz")
                #expect(seconds <= 2, "\(velocity) pt/s at \(frameRate) Hz took \(seconds) s")
                ends.append(seconds)
            }
            for (frameRate, end) in zip(Self.frameRates, ends) {
                #expect(abs(end - ends.last!) <= 1 / Double(frameRate) + 1e-9, "\(velocity) pt/s: \(frameRate) Hz ends at \(end) s, 240 Hz at \(ends.last!) s")
            }
        }
    }

    @Test("the spring starts where and as fast as it was released, and its velocity is its displacement's rate of change")
    func springState() {
        for (displacement, velocity) in [(-120.0, 0.0), (-80, 2500), (60, -4000), (0, 1800)] {
            let start = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: 0)
            #expect(start.displacement == displacement && start.velocity == velocity)
            for seconds in stride(from: 0.01, through: 1.5, by: 0.07) {
                let step = 1e-6
                let before = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: seconds - step).displacement
                let after = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: seconds + step).displacement
                let now = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: seconds)
                #expect(abs(now.velocity - (after - before) / (2 * step)) < 1e-3, "\(displacement) pt at \(velocity) pt/s, \(seconds) s")
            }
        }
        // 120 pt past the bound, let go still: (d + ωd·t)·e^(−ωt) = −240/e after 0.1 s (ω = 10).
        #expect(abs(ScrollPhysics.spring(displacement: -120, velocity: 0, after: 0.1).displacement + 88.291_065_881) < 1e-6)
    }

    @Test("a spring is never frozen while it moves: it ends below 10 pt/s", arguments: frameRates)
    func neverFrozen(frameRate: Int) throws {
        let world = try startedWorld(listSpec(frameRate: frameRate, contentHeight: 3000))
        try world.beginDrag("list", by: -200, duration: .milliseconds(200), at: .start)
        try world.advance(to: .milliseconds(200))
        try world.endDrag("list", velocity: 3000)
        let list = world.stage.scrollView("list")
        var lastSpeed = 0.0
        while list.phase != .idle {
            lastSpeed = abs(list.velocity)
            try world.runNextEvent()
        }
        #expect(lastSpeed < 50, "the frame before it ended it moved at \(lastSpeed) pt/s")
    }

    @Test("the bottom spring of content that fits settles like any other", arguments: frameRates)
    func contentThatFits(frameRate: Int) throws {
        let world = try startedWorld(listSpec(frameRate: frameRate, contentHeight: 500))
        let list = world.stage.scrollView("list")
        #expect(list.top == list.bottom)
        try world.beginDrag("list", by: 300, duration: .milliseconds(300), at: .start)
        try world.advance(to: .milliseconds(300))
        try world.endDrag("list", velocity: 0)
        try world.settle(within: .seconds(100))
        #expect(list.phase == .idle && list.offset == list.bottom)
        #expect(world.now <= .seconds(3))
    }
}
