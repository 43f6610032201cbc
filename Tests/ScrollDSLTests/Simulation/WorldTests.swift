import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Two tabs; `home`'s root `timeline` undoes scroll-to-top on status-bar taps and
/// reselects; `detail` can be pushed. The script runs from line 15.
private func tabsSpec(hitTests: Int = 3, script: [String]) -> String {
    """
    scrollspec: 1
    name: Tabs
    device: {hitTestsPerTap: \(hitTests)}
    tabs: [home, profile]
    screens:
      - id: timeline
        tab: home
        scrollViews: [{id: feed, contentHeight: 5000}]
        behaviours: [{undoScrollToTop: {scrollView: feed, triggers: [statusBarTap, tabReselect], animated: false}}]
      - id: me
        tab: profile
      - id: detail
        scrollViews: [{id: comments, contentHeight: 3000}]
    script:\(script.isEmpty ? " []" : "")
    \(script.map { "  - " + $0 }.joined(separator: "\n"))
    """
}

@Suite("World: lifecycle, visibility and triggers")
struct WorldTests {
    @Test("time 0: the first tab's root appears; the others are not visible")
    func initialAppearance() throws {
        let world = try startedWorld(tabsSpec(script: []))
        #expect(world.stage.screen("timeline").isVisible && !world.stage.screen("me").isVisible && !world.stage.screen("detail").isVisible)
        #expect(world.stage.selectedTab == "home")
    }

    @Test("lifecycle calls come in UIKit's order, all at once for a tab switch")
    func tabSwitchOrder() throws {
        let world = Program(spec: try validSpec(tabsSpec(script: []))).world
        let calls = LifecycleCalls()
        try world.start(observedBy: [calls])
        calls.list.removeAll()
        try world.selectTab("profile")
        #expect(calls.list == ["timeline.willDisappear@0s", "me.willAppear@0s", "timeline.didDisappear@0s", "me.didAppear@0s"])
        #expect(!world.stage.screen("timeline").isVisible && world.stage.screen("me").isVisible && world.stage.selectedTab == "profile")
    }

    @Test("push and pop animate 350 ms: visible only from didAppear to willDisappear")
    func pushPopVisibility() throws {
        let world = try startedWorld(tabsSpec(script: []))
        try world.push("detail", animated: true, at: .start)
        #expect(!world.stage.screen("timeline").isVisible && !world.stage.screen("detail").isVisible)
        try world.advance(to: .milliseconds(349))
        #expect(!world.stage.screen("detail").isVisible)
        try world.advance(to: .milliseconds(351))
        #expect(world.stage.screen("detail").isVisible)
        try world.pop(at: .start)
        #expect(!world.stage.screen("detail").isVisible && !world.stage.screen("timeline").isVisible)
        try world.settle()
        #expect(world.stage.screen("timeline").isVisible && world.now == .milliseconds(701))
    }

    @Test("status-bar taps reach only the visible screen, across tabs and transitions")
    func visibilityGating() throws {
        let result = try runSpec(tabsSpec(script: [
            "drag: {scrollView: feed, by: 1000}",
            "selectTab: profile", "tapStatusBar", "selectTab: home",
            "expect: {feed.offset: 1000}",
            "push: detail", "tapStatusBar", "wait: 400ms", "tapStatusBar", "pop", "tapStatusBar", "wait: 400ms",
            "expect: {feed.offset: 1000, timeline.visible: true, detail.visible: false}",
            "tapStatusBar",
            "expect: {feed.offset: 0}",
        ]))
        #expect(result.passed, "\(result.diagnostics)")
        #expect(result.expectations.count == 3)
    }

    @Test("reselecting the tab fires tabReselect; with screens pushed it pops to the root and fires nothing")
    func tabReselect() throws {
        let result = try runSpec(tabsSpec(script: [
            "drag: {scrollView: feed, by: 800}",
            "push: detail", "waitForIdle",
            "selectTab: home",
            "expect: {detail.visible: false, timeline.visible: false, feed.offset: 800}",
            "waitForIdle",
            "expect: {timeline.visible: true, feed.offset: 800}",
            "selectTab: home",
            "expect: {feed.offset: 0}",
            "selectTab: home",
            "expect: {feed.offset: 800}",
        ]))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("one tap hit-tested several times toggles once", arguments: [1, 2, 3, 4, 7])
    func hitTestsToggleOnce(hitTests: Int) throws {
        let result = try runSpec(tabsSpec(hitTests: hitTests, script: [
            "drag: {scrollView: feed, by: 600}", "tapStatusBar", "expect: {feed.offset: 0}",
            "tapStatusBar", "expect: {feed.offset: 600}",
        ]))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("the status bar reaches 20 pt below its frame, not further", arguments: [(0.0, true), (53.9, true), (73.9, true), (74.0, false), (300.0, false)])
    func slop(y: Double, fires: Bool) throws {
        let result = try runSpec(tabsSpec(script: [
            "drag: {scrollView: feed, by: 600}", "tap: {y: \(y)}", "expect: {feed.offset: \(fires ? 0 : 600)}",
        ]))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("the appear trigger fires at didAppear, after the screen is visible")
    func appearTrigger() throws {
        let result = try runSpec("""
            scrollspec: 1
            name: Appear
            screens:
              - id: list
                scrollViews: [{id: feed, contentHeight: 5000, initialOffset: 700}]
                behaviours: [{undoScrollToTop: {scrollView: feed, triggers: [appear], animated: false}}]
              - id: detail
            script:
              - expect: {feed.offset: 0}
              - push: {screen: detail, animated: false}
              - pop
              - waitForIdle
              - expect: {feed.offset: 700}
            """)
        #expect(result.passed, "\(result.diagnostics)")
    }
}

/// The lifecycle turns of a run, as `SCREEN.call@TIME`.
private final class LifecycleCalls: RunObserver {
    var list: [String] = []

    func turnEnded(_ kind: TurnKind, in world: World) {
        if case .lifecycle = kind { list.append("\(kind)@\(world.now)") }
    }
}
