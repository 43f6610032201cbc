import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// `focus` and `key`, the 1.3 steps of a hardware keyboard: which scroll view
/// takes a press, how far each key scrolls it, and when a press cannot reach it.
@Suite("Hardware keys")
struct HardwareKeyTests {
    /// A screen `home` with `feed` (5000 pt of content, insets 98 and 83 on an
    /// 852 pt viewport: 671 pt visible), `side` and a horizontal `pager`; `detail` can be pushed.
    private func spec(_ script: String, feed: String = "") -> String {
        """
        scrollspec: 1
        name: Keys
        screens:
          - id: home
            scrollViews:
              - {id: feed, contentHeight: 5000, contentInset: {top: 98, bottom: 83}\(feed)}
              - {id: side, contentHeight: 3000}
              - {id: pager, axis: horizontal, contentWidth: 3930}
          - id: detail
            scrollViews: [{id: notes, contentHeight: 2000}]
        script:
        \(script)
        """
    }

    @Test("arrows scroll 40 pt, page keys the visible length less 40 pt, home and end to the bounds, each animated for 300 ms")
    func distances() throws {
        let result = try runSpec(spec("""
              - drag: {scrollView: feed, by: 300}
              - key: {press: pageDown}
              - expect: {feed.offset: 202, feed.phase: animating}
              - expect: {feed.phase: animating, during: 280ms}
              - expect: {feed.offset: 833, feed.phase: idle, within: 30ms}
              - key: {press: space}
              - waitForIdle
              - expect: {feed.offset: 1464}
              - key: {press: upArrow}
              - waitForIdle
              - expect: {feed.offset: 1424}
              - key: {press: downArrow}
              - waitForIdle
              - expect: {feed.offset: 1464}
              - key: {press: pageUp}
              - waitForIdle
              - expect: {feed.offset: 833}
              - key: {press: end}
              - waitForIdle
              - expect: {feed.offset: bottom}
              - key: {press: downArrow}
              - waitForIdle
              - expect: {feed.offset: bottom}
              - key: {press: home}
              - waitForIdle
              - expect: {feed.offset: top}
              - key: {press: pageUp}
              - waitForIdle
              - expect: {feed.offset: top}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("the scroll view a finger touched last takes the keys, until `focus` names another")
    func focusFollowsTouches() throws {
        let result = try runSpec(spec("""
              - drag: {scrollView: feed, by: 100}
              - fling: {scrollView: side, velocity: 0}
              - key: {press: end}
              - waitForIdle
              - expect: {side.offset: bottom, feed.offset: 2}
              - focus: feed
              - key: {press: end}
              - waitForIdle
              - expect: {feed.offset: bottom, side.offset: bottom}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("on a horizontal scroll view the page keys act along x, and up and down arrows do nothing")
    func horizontal() throws {
        let result = try runSpec(spec("""
              - focus: pager
              - key: {press: pageDown}
              - waitForIdle
              - expect: {pager.offset: 353}
              - key: {press: rightArrow}
              - waitForIdle
              - expect: {pager.offset: 393}
              - key: {press: downArrow}
              - expect: {pager.phase: idle}
              - key: {press: end}
              - waitForIdle
              - expect: {pager.offset: 3537}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("validate refuses a press the keyboard surely takes, a focus on a screen not shown and an unknown key, each at its place")
    func refusedAtLoad() {
        #expect(problems(spec("""
              - showKeyboard
              - key: {press: pageDown}
            """)) == ["13:10: the keyboard shown by `showKeyboard` on line 12 still shows here, so its text field takes this key, not a scroll view; hide it first with `- hideKeyboard`"])
        #expect(problems(spec("  - showKeyboard\n  - hideKeyboard\n  - focus: feed\n  - key: {press: end}")).isEmpty)
        #expect(problems(spec("  - focus: notes")).first?.hasPrefix("12:12: cannot focus `notes`: its screen `detail` is not shown at this step") == true)
        #expect(problems(spec("  - focus: feed\n  - key: {press: pagedown}")).first?.hasPrefix("13:18: `press` cannot be `pagedown`; did you mean `pageDown`?") == true)
    }

    @Test("the run stops at a press no scroll view takes: none focused, or the keyboard up where validate could not know")
    func stoppedAtRun() throws {
        let unfocused = try runSpec(spec("  - key: {press: end}"))
        #expect(unfocused.failureLines == ["12: no scroll view has focus at t=0s: a finger touches one first, or `- focus: SCROLLVIEW` gives it"])
        let dismissing = try runSpec(spec("""
              - showKeyboard
              - focus: feed
              - key: {press: end}
            """, feed: ", keyboardDismissMode: onDrag"))
        #expect(dismissing.failureLines == ["14: the keyboard shows at t=0s: a key press goes to its text field, not to a scroll view; hide it first with `- hideKeyboard`"])
    }

    @Test("focus and key are written back as the decoder reads them")
    func writtenBack() throws {
        let spec = try validSpec(spec("  - focus: pager\n  - key: {press: leftArrow}"))
        let writer = StepWriter(screens: spec.screens)
        #expect(spec.script!.map { writer.line($0.action) } == ["focus: pager", "key: {press: leftArrow}"])
    }
}
