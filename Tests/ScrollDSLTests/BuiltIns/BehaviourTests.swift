import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A screen with list `feed` (3000 high, bottom 2148) and header `hero` (200 high).
private func headerWorld(_ parameters: String, contentHeight: Int = 3000) throws -> World {
    try startedWorld("""
        scrollspec: 1
        name: Header
        screens:
          - id: home
            scrollViews: [{id: feed, contentHeight: \(contentHeight)}]
            views: [{id: hero, height: 200}]
            behaviours: [{headerCollapse: {scrollView: feed, header: hero\(parameters)}}]
        """)
}

extension World {
    /// A whole drag step: touch down, move `by` over 300 ms, lift.
    func drag(_ id: String, by distance: Double, release: Double = 0) throws {
        try beginDrag(id, by: distance, duration: .milliseconds(300), at: .start)
        try advance(to: now + .milliseconds(300))
        try endDrag(id, velocity: release)
    }
}

@Suite("headerCollapse")
struct HeaderCollapseTests {
    @Test("enterAlways: down, further down, back up")
    func enterAlways() throws {
        let world = try headerWorld("")
        let hero = world.stage.view("hero")
        try world.drag("feed", by: 150)
        #expect((hero.translation, hero.fraction, hero.visibleHeight) == (-150, 0.75, 50))
        try world.drag("feed", by: 100)
        #expect((hero.translation, hero.fraction, hero.visibleHeight) == (-200, 1, 0))
        try world.drag("feed", by: -30)
        #expect((hero.translation, hero.fraction, hero.visibleHeight) == (-170, 0.85, 30))
    }

    @Test("exitUntilCollapsed: follows the distance from the top, down to minHeight")
    func exitUntilCollapsed() throws {
        let world = try headerWorld(", mode: exitUntilCollapsed, minHeight: 60")
        let hero = world.stage.view("hero")
        try world.drag("feed", by: 100)
        #expect(hero.translation == -100)
        try world.drag("feed", by: 100)
        #expect((hero.translation, hero.fraction, hero.visibleHeight) == (-140, 1, 60))
        try world.drag("feed", by: -150)
        #expect(hero.translation == -50)
    }

    @Test("pinned never moves")
    func pinned() throws {
        let world = try headerWorld(", mode: pinned")
        try world.drag("feed", by: 300)
        #expect(world.stage.view("hero").translation == 0 && world.stage.view("hero").visibleHeight == 200)
    }

    @Test("ignoreBounce keeps the header still while the content bounces at either end", arguments: [(true, -200.0), (false, -148.33517089305394)])
    func bounceAtBottom(ignoreBounce: Bool, translation: Double) throws {
        let world = try headerWorld(", ignoreBounce: \(ignoreBounce)")
        try world.scroll("feed", to: .bottom, animated: false, duration: .zero)
        #expect(world.stage.view("hero").translation == -200)
        try world.drag("feed", by: 100)
        try world.settle()
        #expect(world.stage.scrollView("feed").offset == 2148)
        #expect(abs(world.stage.view("hero").translation - translation) < 1e-9)
    }

    @Test("pulling past the top leaves an expanded header expanded")
    func bounceAtTop() throws {
        let world = try headerWorld("")
        try world.drag("feed", by: -120)
        #expect(world.stage.scrollView("feed").offset < -50)
        try world.settle()
        #expect(world.stage.view("hero").translation == 0)
    }

    @Test("content that fits moves nothing, even without ignoreBounce")
    func contentFits() throws {
        let world = try headerWorld(", ignoreBounce: false", contentHeight: 400)
        try world.drag("feed", by: 150)
        #expect(world.stage.scrollView("feed").offset > 0)
        try world.settle()
        #expect(world.stage.view("hero").translation == 0 && world.stage.view("hero").fraction == 0)
    }

    @Test("snap: under 0.5 expands, at and over 0.5 collapses", arguments: [(99.0, 0.0), (100.0, -200.0), (101.0, -200.0)])
    func snap(distance: Double, settled: Double) throws {
        let world = try headerWorld(", snap: true, snapDuration: 200ms")
        try world.drag("feed", by: distance)
        #expect(world.stage.view("hero").isAnimating)
        try world.advance(to: world.now + .milliseconds(101))
        #expect(world.stage.view("hero").translation != settled)
        try world.settle()
        #expect(world.stage.view("hero").translation == settled)
        #expect(world.now == .milliseconds(500))
    }

    @Test("exitUntilCollapsed snaps by scrolling", arguments: [(69.0, 0.0, 0.0), (70.0, 140.0, -140.0)])
    func snapByScrolling(distance: Double, offset: Double, translation: Double) throws {
        let world = try headerWorld(", mode: exitUntilCollapsed, minHeight: 60, snap: true")
        try world.drag("feed", by: distance)
        #expect(world.stage.scrollView("feed").phase == .animating)
        try world.settle()
        #expect(world.stage.scrollView("feed").offset == offset && world.stage.view("hero").translation == translation)
    }
}

@Suite("thresholdBar")
struct ThresholdBarTests {
    private func barWorld(_ parameters: String) throws -> World {
        try startedWorld("""
            scrollspec: 1
            name: Bar
            screens:
              - id: reader
                scrollViews: [{id: text, contentHeight: 4000, contentInset: {top: 20}}]
                views: [{id: bar}]
                behaviours: [{thresholdBar: {scrollView: text, bar: bar\(parameters)}}]
            """)
    }

    @Test("switches just past the threshold and back at it, measured from the top")
    func threshold() throws {
        let world = try barWorld("")
        var positions: [String] = []
        for step in [9.5, 0.5, 0.5, -0.5] {
            try world.drag("text", by: step)
            positions.append(world.stage.view("bar").position ?? "")
        }
        #expect(positions == ["top", "top", "bottom", "top"])
        #expect(world.stage.scrollView("text").distanceFromTop == 10)
    }

    @Test("with hysteresis it returns only at threshold - hysteresis")
    func hysteresis() throws {
        let world = try barWorld(", threshold: 10, hysteresis: 4, above: shown, below: hidden")
        var positions: [String] = []
        for step in [11.0, -4, -0.5, -0.5] {
            try world.drag("text", by: step)
            positions.append(world.stage.view("bar").position ?? "")
        }
        #expect(positions == ["hidden", "hidden", "hidden", "shown"])
        #expect(world.stage.scrollView("text").distanceFromTop == 6)
    }
}

@Suite("nestedScroll")
struct NestedScrollTests {
    /// `card` (bottom 200) holds `list` (bottom 1400, viewport 600).
    private static let card = """
        scrollspec: 1
        name: Card
        screens:
          - id: account
            scrollViews:
              - {id: card, contentHeight: 1052}
              - {id: list, contentHeight: 2000, viewportHeight: 600}
            behaviours: [{nestedScroll: {outer: card, inner: list}}]
        """

    private func cardWorld() throws -> World {
        try startedWorld(Self.card)
    }

    @Test("a drag forward moves the card to its bottom, then the list; the sum follows the finger")
    func dragForward() throws {
        let world = try cardWorld()
        try world.beginDrag("list", by: 300, duration: .milliseconds(300), at: .start)
        try world.advance(to: .milliseconds(101))
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (100, 0))
        try world.advance(to: .milliseconds(251))
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (200, 50))
        try world.advance(to: .milliseconds(300))
        try world.endDrag("list", velocity: 0)
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (200, 100))
    }

    @Test("a drag back moves the list to its top, then the card")
    func dragBack() throws {
        let world = try cardWorld()
        try world.drag("list", by: 300)
        try world.drag("list", by: -150)
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (150, 0))
    }

    @Test("a card follows one finger: a second finger, on the card or on the list, moves nothing of what the first holds", arguments: [
        // A finger on the list holds the card too; a second one on the card does nothing to it.
        """
          - touchDown: {scrollView: list}
          - moveBy: {scrollView: list, by: 100, duration: 100ms}
          - drag: {scrollView: card, by: 80, duration: 100ms, release: 0}
          - expect: {card.offset: 100, card.phase: tracking}
          - moveBy: {scrollView: list, by: 50, duration: 100ms}
          - expect: {card.offset: 150, list.offset: 0}
          - lift: {scrollView: list, release: 0}
        """,
        // A finger on the card holds it; a second one on the list moves neither.
        """
          - touchDown: {scrollView: card}
          - moveBy: {scrollView: card, by: 100, duration: 100ms}
          - drag: {scrollView: list, by: 60, duration: 100ms, release: 0}
          - expect: {card.offset: 100, card.phase: tracking, list.offset: 0}
          - moveBy: {scrollView: card, by: 50, duration: 100ms}
          - lift: {scrollView: card, release: 0}
        """,
        // A fling on the list back to its top hands nothing on to a card a finger holds.
        """
          - drag: {scrollView: list, by: 400, duration: 300ms, release: 0}
          - touchDown: {scrollView: card}
          - fling: {scrollView: list, velocity: -8000}
          - wait: 1s
          - expect: {card.offset: 200, card.phase: tracking, list.offset: 0}
          - moveBy: {scrollView: card, by: -50, duration: 100ms}
          - lift: {scrollView: card, release: 0}
        """,
    ])
    func oneFingerAtATime(script: String) throws {
        let result = Interpreter.run(try validSpec(Self.card + """

            invariants:
              - {step: card.offset, atMost: 20}
            script:
            \(script)
              - expect: {card.offset: 150, card.phase: idle}
            """))
        #expect(result.passed, "\(result.diagnostics.map(\.message))")
    }

    @Test("a drag on the card moves only the card")
    func dragOuter() throws {
        let world = try cardWorld()
        try world.drag("card", by: 500)
        try world.settle()
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (200, 0))
    }

    @Test("a fling forward hands its velocity to the list: the same distance as one scroll view")
    func flingForward() throws {
        let world = try cardWorld()
        try world.fling("list", velocity: 2000, at: .start)
        try world.settle()
        let (card, list) = (world.stage.scrollView("card").offset, world.stage.scrollView("list").offset)
        #expect(card == 200)
        #expect(abs(card + list - 998.9996663329647) < 1e-6)
    }

    @Test("a fling back empties the list first, then carries the card")
    func flingBack() throws {
        let world = try cardWorld()
        try world.drag("list", by: 700)
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (200, 500))
        try world.fling("list", velocity: -1200, at: .start)
        try world.settle()
        #expect(world.stage.scrollView("list").offset == 0)
        #expect(abs(world.stage.scrollView("card").offset - 100.60020020022114) < 1e-6)
    }

    @Test("a pull on the card at rest bounces the card, and it springs back")
    func pullAtRest() throws {
        let world = try cardWorld()
        try world.drag("list", by: -100)
        #expect(abs(world.stage.scrollView("card").offset + 51.664829106946044) < 1e-9)
        #expect(world.stage.scrollView("list").offset == 0)
        try world.settle()
        #expect((world.stage.scrollView("card").offset, world.stage.scrollView("list").offset) == (0, 0))
    }

    @Test("overscroll at the far end bounces the list")
    func farEnd() throws {
        let world = try cardWorld()
        try world.drag("list", by: 1600)
        try world.drag("list", by: 100)
        #expect(world.stage.scrollView("card").offset == 200)
        #expect(abs(world.stage.scrollView("list").offset - 1450.3816793893131) < 1e-9)
        try world.settle()
        #expect(world.stage.scrollView("list").offset == 1400)
    }
}
