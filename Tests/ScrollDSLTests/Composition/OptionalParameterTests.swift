import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `marker` writing `seen` on an optional view `badge` at each offset.
private let marker = """
    scrollplugin: 1
    name: marker
    summary: Marks a view.
    parameters:
      scrollView: {type: scrollView}
      badge: {type: view, optional: true}
    pipelines:
      - from: {offset: scrollView}
        to: {set: badge.seen}
      - from: {tap: badge}
        pipe:
          - map: "scrollView.top"
        to: {scrollTo: scrollView}
    """

/// Optional parameters of plugin files that name objects: a view left out
/// takes writes and is never tapped; a scroll view cannot be optional.
@Suite("Optional object parameters")
struct OptionalParameterTests {
    @Test("an optional view left out: the pipelines that write or hear it run and change nothing")
    func viewLeftOut() throws {
        let plugins = try PluginLoader.load([pluginFolder(["marker.scrollplugin.yaml": marker])], into: .builtIn)
        let result = Interpreter.run(try SpecLoader.load(yaml: """
            scrollspec: 1
            name: Left out
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                views: [{id: badge}]
                behaviours: [{marker: {scrollView: feed}}]
            script:
              - drag: {scrollView: feed, by: 300}
              - tap: {view: badge}
              - expect: {feed.offset: 300}
            """, file: "spec.scroll.yaml", plugins: plugins))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("an optional scroll view is refused at its `optional`, saying why")
    func scrollViewRefused() throws {
        let text = marker.replacingOccurrences(of: "  badge: {type: view, optional: true}", with: "  badge: {type: view, optional: true}\n  other: {type: scrollView, optional: true}")
        #expect(try pluginProblems(text) == ["7:39: a `scrollView` parameter cannot be `optional`: the pipelines that hear or read it need one; leave `optional` out"])
    }
}
