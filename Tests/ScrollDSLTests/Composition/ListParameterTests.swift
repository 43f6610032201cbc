import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `marks` with list parameters `stops` (numbers) and `labels`
/// (strings): on each offset it writes on `badge` how many stops there are,
/// the `at`-th stop, whether `labels` holds `'b'` and where `'c'` is.
private let marksPlugin = """
    scrollplugin: 1
    name: marks
    summary: Reads lists.
    parameters:
      scrollView: {type: scrollView}
      badge: {type: view}
      stops: {type: [number]}
      labels: {type: [string]}
      at: {type: number, default: 1}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "count(stops)"
        to: {set: badge.count}
      - from: {offset: scrollView}
        pipe:
          - map: "stops[at]"
        to: {set: badge.stop}
      - from: {offset: scrollView}
        pipe:
          - map: "contains(labels, 'b')"
        to: {set: badge.hasB}
      - from: {offset: scrollView}
        pipe:
          - map: "indexOf(labels, 'c')"
        to: {set: badge.whereC}
    """

/// A spec using `marks` with `arguments` beside its scroll view and view.
private func marksSpec(_ arguments: String, script: String = "  - drag: {scrollView: feed, by: 10}\n  - expect: {badge.count: 3}") -> String {
    """
    scrollspec: 1
    name: Lists
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 5000}]
        views: [{id: badge}]
        behaviours: [{marks: {scrollView: feed, badge: badge, \(arguments)}}]
    script:
    \(script)
    """
}

private func run(_ yaml: String) throws -> [String] {
    let plugins = try PluginLoader.load([pluginFolder(["marks.scrollplugin.yaml": marksPlugin])], into: .builtIn)
    return Interpreter.run(try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins)).diagnostics.map(\.message)
}

@Suite("List parameters in plugin files")
struct ListParameterTests {
    @Test("count, an element, contains and indexOf read a list parameter")
    func readsLists() throws {
        #expect(try run(marksSpec("stops: [120, 480, 900], labels: [a, b, d]",
                                  script: "  - drag: {scrollView: feed, by: 10}\n  - expect: {badge.count: 3, badge.stop: 480, badge.hasB: true, badge.whereC: -1}")) == [])
    }

    @Test("an index out of range stops the run at the expression, saying the list's length")
    func outOfRange() throws {
        let found = try run(marksSpec("stops: [120, 480, 900], labels: [a], at: 3"))
        #expect(found.contains { $0.contains("`stops[3]` is out of range: `stops` has 3 elements (0 to 2)") }, "\(found)")
    }

    @Test("an element of the wrong type is refused at its place")
    func wrongElementType() throws {
        let plugins = try PluginLoader.load([pluginFolder(["marks.scrollplugin.yaml": marksPlugin])], into: .builtIn)
        do {
            _ = try SpecLoader.load(yaml: marksSpec("stops: [120, top, 900], labels: [a, [b]]"), file: "spec.scroll.yaml", plugins: plugins)
            Issue.record("loaded")
        } catch {
            let messages = error.diagnostics.map { "\($0.mark): \($0.message)" }
            #expect(messages.count == 2, "\(messages)")
            #expect(messages.first?.contains("an element of `stops` (a list of numbers)") == true, "\(messages)")
            #expect(messages.last?.contains("an element of `labels` (a list of strings) is a string, not") == true, "\(messages)")
        }
    }
}
