import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// The iOS 26 tab bar: minimising and expanding as the selected tab's content
/// scrolls, its accessory, and the specs that cannot have one.
@Suite("The tab bar that minimises")
struct TabBarMinimizeTests {
    /// Tabs `home` (a large-title list `list`, 8000 pt) and `search` (`results`), with `tabBar`.
    private func spec(_ script: String, tabBar: String = "{minimizeBehavior: onScrollDown, bottomAccessory: {height: 48}}") -> String {
        """
        scrollspec: 1
        name: Tab bar
        tabs: [home, search]
        tabBar: \(tabBar)
        screens:
          - id: feed
            tab: home
            navigationBar: large
            scrollViews: [{id: list, contentHeight: 8000}]
          - id: find
            tab: search
            scrollViews: [{id: results, contentHeight: 3000}]
        script:
        \(script)
        """
    }

    @Test("onScrollDown minimises in the turn a finger has scrolled down more than 10 pt past the top; the insets and height stay; the accessory goes inline")
    func minimisesPastTenPoints() throws {
        let result = try runSpec(spec("""
              - expect: {tabBar.isMinimized: false, tabBar.height: 49, tabBar.accessory.placement: expanded, tabBar.accessory.height: 48, list.adjustedContentInset.bottom: 131}
              - touchDown: {scrollView: list}
              - moveBy: {by: 10, duration: 50ms}
              - expect: {tabBar.isMinimized: false}
              - moveBy: {by: 1, duration: 0ms}
              - expect: {tabBar.isMinimized: true, tabBar.accessory.placement: inline, tabBar.height: 49, list.adjustedContentInset.bottom: 131}
              - lift: {release: 0}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("it stays minimised scrolling back, across tab switches, and expands at the top, on a tap on the bar, and after a status-bar scroll to the top")
    func expands() throws {
        let result = try runSpec(spec("""
              - drag: {scrollView: list, by: 300}
              - expect: {tabBar.isMinimized: true}
              - drag: {scrollView: list, by: -100}
              - expect: {tabBar.isMinimized: true}
              - selectTab: search
              - expect: {tabBar.isMinimized: true}
              - selectTab: home
              - tap: {view: tabBar}
              - expect: {tabBar.isMinimized: false, tabBar.accessory.placement: expanded, tabBar.selected: home}
              - drag: {scrollView: list, by: 100}
              - expect: {tabBar.isMinimized: true}
              - tapStatusBar
              - waitForIdle
              - expect: {tabBar.isMinimized: false, list.offset: top}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a glide counts, a programmatic scroll does not, and expandsOnScrollBack expands after 10 pt back")
    func glidesAndScrollBack() throws {
        let result = try runSpec(spec("""
              - fling: {scrollView: list, velocity: 2000}
              - wait: 50ms
              - expect: {tabBar.isMinimized: true}
              - waitForIdle
              - tap: {view: tabBar}
              - scrollTo: {scrollView: list, offset: 3000, animated: true}
              - waitForIdle
              - expect: {tabBar.isMinimized: false}
              - drag: {scrollView: list, by: 200}
              - expect: {tabBar.isMinimized: true}
              - touchDown: {scrollView: list}
              - moveBy: {by: -10, duration: 50ms}
              - expect: {tabBar.isMinimized: true}
              - moveBy: {by: -1, duration: 0ms}
              - expect: {tabBar.isMinimized: false}
              - lift: {release: 0}
            """, tabBar: "{minimizeBehavior: onScrollDown, expandsOnScrollBack: true}"))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("onScrollUp mirrors it from the bottom; automatic and never never minimise; no accessory reads none")
    func otherBehaviours() throws {
        let up = try runSpec(spec("""
              - scrollTo: {scrollView: list, offset: bottom}
              - drag: {scrollView: list, by: -300}
              - expect: {tabBar.isMinimized: true, tabBar.accessory.placement: none, tabBar.accessory.height: 0}
              - scrollTo: {scrollView: list, offset: bottom, animated: true}
              - waitForIdle
              - expect: {tabBar.isMinimized: false}
            """, tabBar: "{minimizeBehavior: onScrollUp}"))
        #expect(up.passed, "\(up.failureLines)")
        for behaviour in ["automatic", "never"] {
            let still = try runSpec(spec("""
                  - drag: {scrollView: list, by: 600}
                  - expect: {tabBar.isMinimized: false}
                """, tabBar: "{minimizeBehavior: \(behaviour)}"))
            #expect(still.passed, "\(behaviour): \(still.failureLines)")
        }
    }

    @Test("tabBar without tabs is refused, as are its paths and a tap on it")
    func needsTabs() throws {
        let found = problems("""
            scrollspec: 1
            name: No tabs
            tabBar: {minimizeBehavior: onScrollDown}
            screens:
              - id: feed
                scrollViews: [{id: list, contentHeight: 8000}]
            script:
              - tap: {view: tabBar}
              - expect: {tabBar.isMinimized: false}
            """)
        #expect(found == [
            "3:9: `minimizeBehavior` describes the tab bar, which shows only in a spec with `tabs`; declare the tabs (`tabs: [home, search]`) or remove `tabBar`",
            "8:17: `tabBar` is the tab bar, which shows only in a spec with `tabs`; declare the tabs at the top level",
            "9:14: `tabBar.isMinimized` reads the tab bar, which shows only in a spec with `tabs`; declare the tabs at the top level",
        ], "\(found)")
        #expect(problems(spec("  - wait: 10ms", tabBar: "{minimizeBehavior: onScrollSideways}")).first?.contains("onScrollDown") == true)
    }
}
