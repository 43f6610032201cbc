import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A one-screen spec with one scroll view `list` declared by `scrollView`'s keys, and a script if given.
private func spec(_ scrollView: String, _ script: String) -> String {
    """
    scrollspec: 1
    name: Axes
    screens:
      - id: home
        scrollViews:
          - {id: list, \(scrollView)}

    """ + (script.isEmpty ? "" : "script:\n" + script)
}

/// A feed 5000 high holding a horizontal carousel `cards` 200 high at y 300,
/// `contentWidth` wide, with `behaviours`, and a script.
private func feedWithCarousel(contentWidth: Int = 1500, behaviours: String = "[]", _ script: String) -> String {
    """
    scrollspec: 1
    name: Axes
    screens:
      - id: home
        scrollViews:
          - {id: feed, contentHeight: 5000}
          - {id: cards, axis: horizontal, contentWidth: \(contentWidth), viewportHeight: 200, in: feed, at: {x: 0, y: 300}}
        behaviours: \(behaviours)
    script:

    """ + script
}

/// The trace of a spec as lines.
private func trace(_ yaml: String) throws -> [String] {
    let lines = TraceLines()
    _ = try runSpec(yaml, trace: lines)
    return lines.lines
}

@Suite("Two axes")
struct TwoAxesTests {
    static let gestures = """
          - drag: {scrollView: list, by: 700, duration: 250ms, release: finger}
          - waitForIdle
          - drag: {scrollView: list, by: -1500, duration: 300ms}
          - touchDown: {scrollView: list}
          - moveBy: {by: 400, duration: 100ms}
          - lift: {release: -3000}
          - waitForIdle
          - scrollTo: {scrollView: list, offset: 900, animated: true}
          - waitForIdle
          - fling: {scrollView: list, velocity: 9000}
          - waitForIdle
        """

    @Test("a horizontal scroll view moves along x exactly as a vertical one along y: drag, rubber band, glide, spring, animation")
    func horizontalMirrorsVertical() throws {
        let vertical = try trace(spec("contentHeight: 3000, viewportHeight: 600", Self.gestures))
        let horizontal = try trace(spec("axis: horizontal, contentWidth: 3000, viewportWidth: 600", Self.gestures))
        #expect(vertical.count > 100)
        #expect(horizontal == vertical, "the same offsets, velocities and phases at the same instants")
    }

    @Test("nestedScroll along x shares one gesture exactly as along y: a horizontal card and its list")
    func nestedScrollAlongX() throws {
        let script = """
              - drag: {scrollView: transactions, by: 300}
              - fling: {scrollView: transactions, velocity: 4000}
              - waitForIdle
              - drag: {scrollView: transactions, by: -900, duration: 500ms, release: finger}
              - waitForIdle
            """
        func nested(_ axis: String, _ length: String, _ viewport: String) -> String {
            """
            scrollspec: 1
            name: Card
            screens:
              - id: account
                scrollViews:
                  - {id: card, axis: \(axis), \(length): 1052, \(viewport): 852}
                  - {id: transactions, axis: \(axis), \(length): 2000, \(viewport): 600}
                behaviours: [{nestedScroll: {outer: card, inner: transactions}}]
            script:
            \(script)
            """
        }
        let vertical = try trace(nested("vertical", "contentHeight", "viewportHeight"))
        let horizontal = try trace(nested("horizontal", "contentWidth", "viewportWidth"))
        #expect(vertical.count > 100)
        #expect(horizontal == vertical)
    }

    @Test("each axis of a two-way scroll view follows the whole drag, then glides to x0 + v/(1000·ln(1/r)) on its own")
    func bothAxesGlideIndependently() throws {
        let world = try startedWorld(spec("axis: both, contentWidth: 3000, contentHeight: 4000", ""))
        try world.touchDown("list", at: .start)
        try world.startMove("list", by: Vector(x: 240, y: 500), duration: .milliseconds(250))
        try world.advance(to: world.now + .milliseconds(250))
        try world.lift("list", velocity: Vector(x: 600, y: 2000))
        let list = world.stage.scrollView("list")
        #expect(list.phase == .decelerating)
        try world.settle()
        let rate = DecelerationRate.normal
        #expect(abs(list.offsetX - (240 + ScrollPhysics.travel(velocity: 600, rate: rate))) < 1e-9)
        #expect(abs(list.offsetY - (500 + ScrollPhysics.travel(velocity: 2000, rate: rate))) < 1e-9)
        #expect(list.phase == .idle)
    }

    @Test("a finger on a contained scroll view moves nothing for 10 pt, then the dominant direction picks the scroll view, which catches up")
    func directionLock() throws {
        let result = try runSpec(feedWithCarousel("""
              - touchDown: {scrollView: cards}
              - moveBy: {by: {x: 6, y: 6}, duration: 60ms}
              - expect: {cards.offset: left, feed.offset: top, cards.phase: idle, feed.phase: idle}
              - moveBy: {by: {x: 30, y: -10}, duration: 100ms}
              - expect: {cards.offset: 36, feed.offset: top, cards.phase: tracking}
              - moveBy: {by: {x: 0, y: 200}, duration: 100ms}
              - lift
              - expect: {cards.offset: 36, feed.offset: top}
              - drag: {scrollView: cards, by: {x: 11, y: 90}}
              - expect: {cards.offset: 36, feed.offset: 90}
              - drag: {scrollView: cards, by: {x: 4, y: 5}}
              - expect: {cards.offset: 36, feed.offset: 90}
              - fling: {scrollView: cards, velocity: {x: -100, y: 1500}}
              - expect: {feed.phase: decelerating, cards.phase: idle}
            """))
        #expect(result.passed, "\(result.diagnostics)")
        #expect(result.expectations.count == 6)
    }

    @Test("a flick before the slop glides from where the content was: the finger's 4 pt short of the slop move nothing")
    func flickBeforeSlop() throws {
        let result = try runSpec(feedWithCarousel("""
              - touchDown: {scrollView: cards}
              - moveBy: {by: {x: 4, y: 1}, duration: 40ms}
              - lift: {release: {x: 600, y: 0}}
              - expect: {cards.offset: {approx: 0, tolerance: 0}, cards.phase: decelerating, feed.phase: idle}
              - waitForIdle
              - expect: {cards.offset: {approx: 299.7, tolerance: 0.05}, feed.offset: top}
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("a paging carousel in a feed always settles on a page: caught mid-glide and lifted still, or when the finger's gesture goes to the feed")
    func caughtCarouselSettlesOnPage() throws {
        let result = try runSpec(feedWithCarousel(contentWidth: 1965, behaviours: "[{snap: {scrollView: cards, mode: page}}]", """
              - fling: {scrollView: cards, velocity: 2000}
              - wait: 100ms
              - touchDown: {scrollView: cards}
              - lift
              - waitForIdle
              - expect: {cards.offset: {approx: 0, tolerance: 0}}
              - fling: {scrollView: cards, velocity: 2000}
              - wait: 500ms
              - touchDown: {scrollView: cards}
              - moveBy: {by: {x: 0, y: 40}, duration: 100ms}
              - expect: {feed.offset: 40, cards.phase: decelerating}
              - lift
              - waitForIdle
              - expect: {cards.offset: {approx: 393, tolerance: 0}, feed.offset: 40}
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("a touch that does not yet know its direction catches a spring past a bound; lifted, the content springs back (explore found it left idle past the top)")
    func undecidedTouchCatchesSpring() throws {
        let result = try runSpec(spec("axis: both, contentWidth: 3000, contentHeight: 3000", """
              - drag: {scrollView: list, by: -500, duration: 480ms, release: finger}
              - touchDown: {scrollView: list}
              - expect: {list.phase: tracking, list.offset.y: {max: -100}}
              - wait: 1s
              - expect: {list.phase: tracking, list.offset.y: {max: -100}}
              - lift
              - expect: {list.phase: decelerating}
              - waitForIdle
              - expect: {list.offset.y: top, list.phase: idle}
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("a locked two-way scroll view moves only along the gesture's dominant direction; unlocked, along both")
    func directionalLock() throws {
        for locked in [true, false] {
            let world = try startedWorld(spec("axis: both, contentWidth: 3000, contentHeight: 3000, directionalLock: \(locked)", ""))
            try world.play(Step.Drag(scrollView: "list", by: Vector(x: 300, y: 100), duration: .milliseconds(300), release: .velocity(Vector(x: 500, y: 500))))
            let list = world.stage.scrollView("list")
            #expect(list.offsetX == 300)
            #expect(list.offsetY == (locked ? 0 : 100))
            try world.settle()
            #expect(list.offsetY == (locked ? 0 : 100 + ScrollPhysics.travel(velocity: 500, rate: DecelerationRate.normal)), "a locked glide keeps to x")
        }
    }

    @Test("a pinch keeps the content point under its centre, overshoots past the maximum as the rubber band does on a log scale, and returns within 300 ms")
    func pinch() throws {
        let world = try startedWorld(spec("axis: both, contentWidth: 400, contentHeight: 800, maximumZoomScale: 2", ""))
        let photo = world.stage.scrollView("list")
        let center = Vector(x: 100, y: 300)
        try world.play(Step.Pinch(zoom: Step.Zoom(scrollView: "list", scale: 1.5, center: center, animated: true, duration: .milliseconds(300))))
        #expect(photo.zoomScale == 1.5)
        #expect(abs(photo.offsetX - 50) < 1e-9, "(point + centre)·1.5 - centre")
        #expect(abs(photo.offsetY - 150) < 1e-9, "\(photo.offsetY)")
        try world.play(Step.Pinch(zoom: Step.Zoom(scrollView: "list", scale: 2, center: center, animated: true, duration: .milliseconds(300))))
        let shown = 2 * exp((1 - 1 / (log(1.5) * 0.55 / log(2) + 1)) * log(2))
        #expect(abs(photo.zoomScale - shown) < 1e-9, "asked 3, shown past the maximum of 2")
        #expect(photo.phase == .animating)
        try world.advance(to: world.now + .milliseconds(301))
        #expect(photo.zoomScale == 2)
        #expect(photo.phase == .idle)
        #expect(photo.offsetX >= 0 && photo.offsetX <= 400 && photo.offsetY <= 800 * 2 - 852)
    }

    @Test("a finger stops a zoom's return to its limit; it returns after the lift, the glide dropped, with no jump")
    func fingerStopsZoomReturn() throws {
        try expectRestInBounds(after: """
              - pinch: {scrollView: list, scale: 3, duration: 300ms}
              - pinch: {scrollView: list, scale: 3, duration: 300ms}
              - fling: {scrollView: list, velocity: {x: -4000, y: 4000}}
              - expect: {list.zoomScale: {min: 4.1}, list.phase: animating, list.velocity: 0}
            """, invariants: "  - {step: list.offset.x, atMost: 250}\n  - {step: list.offset.y, atMost: 250}")
    }

    @Test("a finger that caught a pinch's return to its limit and lifts past it returns about the pinch's point, not the viewport's middle")
    func caughtZoomReturnKeepsPinchPoint() throws {
        let world = try startedWorld(spec("axis: both, contentWidth: 400, contentHeight: 800, maximumZoomScale: 2", ""))
        let photo = world.stage.scrollView("list")
        try world.play(Step.Pinch(zoom: Step.Zoom(scrollView: "list", scale: 3, center: Vector(x: 100, y: 300), animated: true, duration: .milliseconds(300))))
        #expect(photo.zoomScale > 2 && photo.phase == .animating)
        try world.touchDown("list", at: .start)
        try world.startMove("list", by: Vector(x: 40, y: 60), duration: .milliseconds(100))
        try world.advance(to: world.now + .milliseconds(100))
        try world.lift("list", velocity: .zero)
        try world.advance(to: world.now + .milliseconds(301))
        #expect(photo.zoomScale == 2)
        #expect(photo.phase == .idle)
        // The content point under (100, 300) when the pinch began, (100, 300), is under it again at scale 2.
        #expect(abs(photo.offsetX - 100) < 1e-9, "\(photo.offsetX)")
        #expect(abs(photo.offsetY - 300) < 1e-9, "\(photo.offsetY)")
    }

    @Test("an animated zoom stops a glide; a programmatic scroll ends a zoom animation on its target")
    func zoomAnimationAndScroll() throws {
        try expectRestInBounds(after: """
              - fling: {scrollView: list, velocity: {x: 2000, y: 3000}}
              - wait: 100ms
              - zoomTo: {scrollView: list, scale: 3, animated: true}
              - expect: {list.phase: animating, list.velocity: 0, list.velocity.x: 0}
              - wait: 100ms
              - scrollTo: {scrollView: list, offset: {x: left, y: top}, animated: true}
              - expect: {list.zoomScale: 3, list.phase: animating}
            """, invariants: "  - {list.zoomScale: {min: 1, max: 4}}")
    }

    @Test("zoomTo the scale it has lets a spring back go on; while a zoom animates, it ends it with the offset in bounds")
    func zoomToTheSameScale() throws {
        try expectRestInBounds(after: """
              - drag: {scrollView: list, by: {x: -500, y: 1000}, duration: 300ms, release: 0}
              - zoomTo: {scrollView: list, scale: 1}
              - expect: {list.phase: decelerating, list.offset.y: {min: 100}}
            """, invariants: "  - {list.zoomScale: 1}")
        try expectRestInBounds(after: """
              - drag: {scrollView: list, by: 100, duration: 300ms, release: 0}
              - zoomTo: {scrollView: list, scale: 3.25, animated: true, center: {x: 167, y: 38}}
              - zoomTo: {scrollView: list, scale: 1}
              - expect: {list.offset.y: top, list.phase: idle}
            """, invariants: "  - {list.zoomScale: 1}")
    }

    @Test("scrollTo an end during a zoom animation goes to the end the finished zoom leaves")
    func scrollToEndDuringZoom() throws {
        try expectRestInBounds(after: """
              - pinch: {scrollView: list, scale: 5, duration: 300ms}
              - scrollTo: {scrollView: list, offset: {x: right, y: bottom}, animated: true}
              - waitForIdle
              - expect: {list.zoomScale: 4, list.offset.x: 1179, list.offset.y: 2556}
            """, invariants: "  - {list.zoomScale: {min: 1, max: 6}}")
    }

    /// Runs `script` on a photo that zooms up to 4 and expects it to come to
    /// rest in its bounds and limits, `invariants` holding all along.
    private func expectRestInBounds(after script: String, invariants: String) throws {
        let yaml = spec("axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 4", script + "\n" + """
              - waitForIdle
              - expect: {list.offset.x: {min: left, max: right}, list.offset.y: {min: top, max: bottom}, list.zoomScale: {min: 1, max: 4}}
            invariants:

            """ + invariants)
        let result = try runSpec(yaml)
        #expect(result.passed, "\(result.stoppedBy?.message ?? "") \(result.expectations.filter { !$0.passed })")
    }

    @Test("without bouncesZoom a pinch stops at the limit; zoomTo keeps its scale within the limits")
    func zoomLimits() throws {
        let world = try startedWorld(spec("axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 2, bouncesZoom: false", ""))
        let photo = world.stage.scrollView("list")
        try world.play(Step.Pinch(zoom: Step.Zoom(scrollView: "list", scale: 5, center: nil, animated: true, duration: .milliseconds(300))))
        #expect(photo.zoomScale == 2 && photo.phase == .idle)
        try world.play(Step.ZoomTo(zoom: Step.Zoom(scrollView: "list", scale: 0.2, center: Vector(x: 0, y: 0), animated: false, duration: .zero)))
        #expect(photo.zoomScale == 1 && photo.offsetX == 0 && photo.offsetY == 0)
    }

    @Test("{x, y} with nothing across means the number along a one-axis scroll view; a vertical scroll view zooms and pans along y")
    func oneAxisForms() throws {
        let result = try runSpec(spec("contentHeight: 3000, maximumZoomScale: 2", """
              - drag: {scrollView: list, by: {x: 0, y: 300}}
              - expect: {list.offset: 300, list.offset.x: 0}
              - scrollTo: {scrollView: list, offset: {x: left, y: 500}}
              - expect: {list.offset: 500}
              - zoomTo: {scrollView: list, scale: 2, center: {x: 0, y: 0}}
              - expect: {list.zoomScale: 2, list.offset: 1000, list.offset.x: 0}
              - drag: {scrollView: list, by: 200}
              - expect: {list.offset: 1200}
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("a diagonal finger on a lone pager moves it by the part along its axis; the part across moves nothing")
    func diagonalFingerOnOneAxis() throws {
        let result = try runSpec(spec("axis: horizontal, contentWidth: 3000", """
              - drag: {scrollView: list, by: {x: 300, y: -40}, duration: 200ms}
              - expect: {list.offset: 300, list.offset.y: 0}
              - touchDown: {scrollView: list}
              - moveBy: {by: {x: 100, y: 90}, duration: 100ms}
              - expect: {list.offset: 400, list.offset.y: 0}
              - lift: {release: {x: 0, y: 2000}}
              - expect: {list.offset: 400, list.phase: idle}
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("the system's scroll to the top leaves a horizontal scroll view alone, and counts it")
    func scrollToTopAlongY() throws {
        let world = try startedWorld(spec("axis: horizontal, contentWidth: 3000, initialOffset: right", ""))
        try world.tap(x: nil, y: 10)
        try world.settle()
        #expect(world.stage.scrollView("list").offset == 3000 - 393)
        let result = try runSpec("""
            scrollspec: 1
            name: Carousel in a feed
            screens:
              - id: home
                scrollViews:
                  - {id: feed, contentHeight: 5000, initialOffset: 1000}
                  - {id: cards, axis: horizontal, contentWidth: 1500, viewportHeight: 200, in: feed, at: {x: 0, y: 300}}
            script:
              - tapStatusBar
              - wait: 400ms
              - expect: {feed.offset: 1000}
            """)
        #expect(result.passed, "two scroll views scroll to the top: neither does, as on a device")
    }

    @Test("set changes widths and horizontal insets: the bounds move at once")
    func setAlongX() throws {
        let result = try runSpec(spec("axis: horizontal, contentWidth: 3000, initialOffset: right", """
              - set: {list.contentWidth: 1000, list.contentInset: {left: 20, right: 30}}
              - expect: {list.offset: right, list.offset.x: 637, list.distanceFromLeft: 657}
              - scrollTo: {scrollView: list, offset: left}
              - expect: {list.offset.x: -20, list.offset.y: 0}
            """))
        #expect(result.passed, "\(result.diagnostics)")
    }
}
