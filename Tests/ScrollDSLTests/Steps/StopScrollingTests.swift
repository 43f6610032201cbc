import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// `stopScrolling` (`stopScrollingAndZooming()`): what it ends, what it leaves to a spring or a snap, and what it cannot touch.
@Suite("stopScrolling")
struct StopScrollingTests {
    private func spec(_ script: String) -> String {
        """
        scrollspec: 1
        name: Stop
        screens:
          - id: home
            scrollViews:
              - {id: feed, contentHeight: 5000}
              - {id: pager, axis: horizontal, contentWidth: 3930}
            behaviours: [{snap: {scrollView: pager, mode: page}}]
          - id: detail
            scrollViews: [{id: notes, contentHeight: 2000}]
        script:
        \(script)
        """
    }

    @Test("a glide and an animation end where they are in the step's own turn")
    func endsGlidesAndAnimations() throws {
        let result = try runSpec(spec("""
              - fling: {scrollView: feed, velocity: 3000}
              - wait: 100ms
              - remember: {stoppedAt: feed.offset}
              - stopScrolling: feed
              - expect: {feed.phase: idle, feed.velocity: 0, feed.offset: $stoppedAt}
              - wait: 500ms
              - expect: {feed.offset: $stoppedAt}
              - scrollTo: {scrollView: feed, offset: 2000, animated: true}
              - wait: 100ms
              - stopScrolling: feed
              - expect: {feed.phase: idle, feed.offset: {min: 300, max: 1900}}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("content past a bound springs back, and a page snap glides to the nearest page")
    func springsAndSnaps() throws {
        let result = try runSpec(spec("""
              - drag: {scrollView: feed, by: -200, duration: 200ms}
              - wait: 50ms
              - stopScrolling: feed
              - expect: {feed.phase: decelerating, feed.offset: {max: -1}}
              - waitForIdle
              - expect: {feed.offset: top}
              - drag: {scrollView: pager, by: 250, duration: 300ms, release: finger}
              - wait: 50ms
              - stopScrolling: pager
              - expect: {pager.phase: decelerating}
              - waitForIdle
              - expect: {pager.offset.x: 393}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a finger holding the scroll view keeps it")
    func heldFingerUnaffected() throws {
        let result = try runSpec(spec("""
              - touchDown: {scrollView: feed}
              - moveBy: {by: 100}
              - stopScrolling: feed
              - expect: {feed.phase: tracking, feed.scrollPhase: interacting}
              - moveBy: {by: 50}
              - expect: {feed.offset: 150}
              - lift: {release: 0}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a scroll view whose screen is not shown is refused at the step")
    func hiddenScreen() throws {
        let found = problems(spec("  - stopScrolling: notes"))
        #expect(found.contains { $0.contains("notes") && $0.contains("detail") }, "\(found)")
    }
}
