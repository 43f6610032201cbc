import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `shown` that writes on `badge` what `{visibleItems}` reports of a
/// scroll view: how many items show past `threshold`, the first, how many
/// lists held `d`, and how many lists came.
private let shownPlugin = """
    scrollplugin: 1
    name: shown
    summary: Reads the items that show.
    parameters:
      scrollView: {type: scrollView}
      badge: {type: view}
      threshold: {type: number, default: 0.5}
    pipelines:
      - from: {visibleItems: scrollView, threshold: threshold}
        pipe:
          - map: "count(value)"
        to: {set: badge.count}
      - from: {visibleItems: scrollView}
        pipe:
          - map: "count(value) > 0 ? value[0] : 'none'"
        to: {set: badge.first}
      - from: {visibleItems: scrollView}
        pipe:
          - filter: "contains(value, 'd')"
          - scan: {seed: "0", next: "acc + 1"}
        to: {set: badge.listsWithD}
      - from: {visibleItems: scrollView}
        pipe:
          - distinctUntilChanged
          - scan: {seed: "0", next: "acc + 1"}
        to: {set: badge.lists}
      - from: {visibleItems: scrollView}
        to: {stream: shownNow}
      - from: {stream: shownNow}
        pipe:
          - map: "indexOf(value, 'c')"
        to: {set: badge.whereC}
    """

/// Five items 10 pt apart (a 100, b 300, c 200, d 500, e 400) in an 800 pt
/// viewport, with `shown` on them.
private func shownSpec(_ script: String, arguments: String = "") -> String {
    """
    scrollspec: 1
    name: Visible items
    device: {width: 400, height: 800}
    screens:
      - id: home
        scrollViews:
          - id: feed
            spacing: 10
            items: [{id: a, size: 100}, {id: b, size: 300}, {id: c, size: 200}, {id: d, size: 500}, {id: e, size: 400}]
        views: [{id: badge}]
        behaviours: [{shown: {scrollView: feed, badge: badge\(arguments)}}]
    script:
    \(script)
    """
}

private func load(_ yaml: String, plugin: String = shownPlugin) throws -> Spec {
    try specLoaded(yaml, withPlugins: ["shown.scrollplugin.yaml": plugin])
}

/// The messages of the problems loading `shown` rewritten by `edit` reports.
private func loadProblems(_ edit: (String) -> String) throws -> [String] {
    try pluginDiagnostics(edit(shownPlugin)).map(\.message)
}

@Suite("{visibleItems}: the ids of the items that show, as a list")
struct VisibleItemsTests {
    @Test("the list comes at installation and at each change, in layout order; count, an element, contains and indexOf read it")
    func listsTheItemsThatShow() throws {
        let result = Interpreter.run(try load(shownSpec("""
              - expect: {badge.count: 3, badge.first: a, badge.lists: 1, badge.whereC: 2}
              - drag: {scrollView: feed, by: 300, duration: 1s}
              - expect: {feed.offset: 300, badge.count: 2, badge.first: c, badge.listsWithD: 2, badge.lists: 4, badge.whereC: 0}
            """)))
        #expect(result.diagnostics.map(\.message) == [])
    }

    @Test("the threshold decides what shows: at 0 an item that only begins to show is in the list")
    func threshold() throws {
        let result = Interpreter.run(try load(shownSpec("  - expect: {badge.count: 4}", arguments: ", threshold: 0")))
        #expect(result.diagnostics.map(\.message) == [])
    }

    @Test("a list is read only by the list functions: as a value, a view property or a previous element it is refused with the fix")
    func listsAreNotValues() throws {
        let asValue = try loadProblems { $0.replacingOccurrences(of: "count(value) > 0 ? value[0] : 'none'", with: "value") }
        #expect(asValue.contains { $0.contains("`value` is a list of ids here; read it with `value[i]`, `count(value)`") }, "\(asValue)")
        let asProperty = try loadProblems { $0.replacingOccurrences(of: "pipe:\n      - map: \"count(value)\"\n    to: {set: badge.count}", with: "to: {set: badge.count}") }
        #expect(asProperty.contains { $0.contains("not a list of strings (a list is never a view property") }, "\(asProperty)")
        let asPrevious = try loadProblems { $0.replacingOccurrences(of: "- distinctUntilChanged", with: "- combinePrevious") }
        #expect(asPrevious.contains { $0.contains("`combinePrevious` would keep a list of ids in `previous`") }, "\(asPrevious)")
    }
}
