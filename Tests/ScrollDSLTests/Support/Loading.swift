@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Parses YAML text into its root node, for loader tests.
func parseYAML(_ text: String, limits: YAMLLimits = .standard) throws(YAMLError) -> Node? {
    try Parser.parse(Array(text.utf8), limits: limits)
}

/// The diagnostics a spec gets, as `LINE:COLUMN: message` strings.
func problems(_ yaml: String) -> [String] {
    do {
        _ = try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: .builtIn)
        return []
    } catch {
        return error.diagnostics.map { "\($0.mark): \($0.message)" }
    }
}

/// Loads a spec that must be valid.
func validSpec(_ yaml: String) throws -> Spec {
    try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: .builtIn)
}

/// A spec header (`scrollspec`, `name`) and one screen `home` with a scroll view
/// `feed`, views `hero` (200 high) and `bar`; `rest` starts on line 7.
func specWithScreen(_ rest: String) -> String {
    """
    scrollspec: 1
    name: T
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 5000}]
        views: [{id: hero, height: 200}, {id: bar}]
    \(rest)
    """
}
