import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `barSwitch` that hides the screen's bars while `feed` is past 500 pt, not animated.
private let barSwitch = """
    scrollplugin: 1
    name: barSwitch
    summary: Hides the bars past 500 pt.
    parameters:
      scrollView: {type: scrollView}
      bar: {type: view, optional: true}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "scrollView.offset > 500"
          - distinctUntilChanged
        to: {setNavigationBarHidden: value, animated: false}
      - from: {offset: scrollView}
        pipe:
          - map: "scrollView.offset > 500"
          - distinctUntilChanged
        to: {setToolbarHidden: value}
      - from: {offset: scrollView}
        to: {set: bar.seen}
      - from: {contentChange: scrollView}
        pipe:
          - map: "scrollView.top"
        to: {log: value}
    """

/// Bars that hide: `hidesBarsOnSwipe`, the sinks that hide the navigation bar
/// and the toolbar, and the insets and heights that follow.
@Suite("Bars that hide")
struct HidingBarsTests {
    /// A page `web` (12000 pt) under a standard navigation bar with `bar` and a toolbar written `toolbar`.
    private func page(_ script: String, bar: String = "{style: standard, hidesBarsOnSwipe: true}", toolbar: String = "{items: true}") -> String {
        """
        scrollspec: 1
        name: Bars
        screens:
          - id: page
            navigationBar: \(bar)
            toolbar: \(toolbar)
            scrollViews: [{id: web, contentHeight: 12000}]
        script:
        \(script)
        """
    }

    @Test("a finger moving the content up by more than 10 pt hides the bars in that turn, the insets at once and the height over 330 ms on the smoothstep curve")
    func swipeHides() throws {
        let result = try runSpec(page("""
              - expect: {web.adjustedContentInset.top: 103, web.adjustedContentInset.bottom: 78, page.navigationBar.height: 44}
              - touchDown: {scrollView: web}
              - moveBy: {by: 10, duration: 50ms}
              - expect: {web.adjustedContentInset.top: 103, page.navigationBar.height: 44}
              - moveBy: {by: 1, duration: 0ms}
              - expect: {web.adjustedContentInset.top: 59, web.adjustedContentInset.bottom: 34, page.navigationBar.height: 44}
              - wait: 165ms
              - expect: {page.navigationBar.height: 22}
              - wait: 165ms
              - expect: {page.navigationBar.height: 0}
              - moveBy: {by: -21, duration: 0ms}
              - expect: {web.adjustedContentInset.top: 59}
              - moveBy: {by: -1, duration: 0ms}
              - expect: {web.adjustedContentInset.top: 103, web.adjustedContentInset.bottom: 78}
              - lift: {release: 0}
              - waitForIdle
              - expect: {page.navigationBar.height: 44}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a toolbar without items stays while the navigation bar hides")
    func toolbarWithoutItemsStays() throws {
        let result = try runSpec(page("""
              - drag: {scrollView: web, by: 300}
              - expect: {web.adjustedContentInset.top: 59, web.adjustedContentInset.bottom: 78}
            """, toolbar: "true"))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("without hidesBarsOnSwipe a swipe hides nothing")
    func noSwipeWithoutTheKey() throws {
        let result = try runSpec(page("""
              - drag: {scrollView: web, by: 300}
              - expect: {web.adjustedContentInset.top: 103, page.navigationBar.height: 44}
            """, bar: "standard"))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("the sinks hide and show the bars from a plugin file, at once when not animated, and behaviours hear the insets change")
    func sinks() throws {
        let yaml = page("""
              - drag: {scrollView: web, by: 700}
              - expect: {web.adjustedContentInset.top: 59, web.adjustedContentInset.bottom: 34, page.navigationBar.height: 0}
              - scrollTo: {scrollView: web, offset: 100}
              - expect: {web.adjustedContentInset.top: 103, web.adjustedContentInset.bottom: 78, page.navigationBar.height: 44}
            """, bar: "standard").replacingOccurrences(of: "    scrollViews: [{id: web, contentHeight: 12000}]\n",
                                                       with: "    scrollViews: [{id: web, contentHeight: 12000}]\n    behaviours: [{barSwitch: {scrollView: web}}]\n")
        let plugins = try PluginLoader.load([pluginFolder(["barSwitch.scrollplugin.yaml": barSwitch])], into: .builtIn)
        let trace = TraceLines()
        let result = Interpreter.run(try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins), options: RunOptions(trace: trace))
        #expect(result.passed, "\(result.failureLines)")
        #expect(trace.lines.filter { $0.contains("\"log\"") }.map { $0.components(separatedBy: "\"log\":").last! } == ["\"-59\"}", "\"-59\"}", "\"-103\"}", "\"-103\"}"], "one change for the navigation bar, one for the toolbar, each way")
    }

    @Test("hidesBarsOnSwipe on a hidden bar is a warning")
    func hiddenBarWarns() throws {
        let spec = try validSpec(page("  - wait: 10ms", bar: "{style: hidden, hidesBarsOnSwipe: true}"))
        #expect(spec.warnings.map(\.message).contains { $0.contains("`hidesBarsOnSwipe` on a hidden navigation bar") }, "\(spec.warnings)")
    }
}
