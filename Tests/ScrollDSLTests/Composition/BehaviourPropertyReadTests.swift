import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `refreshHaptic` that ticks each time the pull-to-refresh the spec
/// calls `refresh` starts refreshing, reading `refresh.refreshing`.
private let hapticPlugin = """
    scrollplugin: 1
    name: refreshHaptic
    summary: A tick each time the refresh control starts refreshing.
    parameters:
      scrollView: {type: scrollView}
      haptics: {type: view}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "refresh.refreshing"
          - distinctUntilChanged
          - filter: "value"
          - scan: {seed: "0", next: "acc + 1"}
        to: {set: haptics.ticks}
    """

/// A feed with `behaviours`, pulled twice past the threshold.
private func refreshSpec(_ behaviours: String) -> String {
    """
    scrollspec: 1
    name: Refresh haptic
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 3000}]
        views: [{id: haptics}]
        behaviours: \(behaviours)
    script:
      - drag: {scrollView: feed, by: -200, duration: 300ms}
      - waitForIdle
      - endRefreshing: refresh
      - waitForIdle
      - drag: {scrollView: feed, by: -200, duration: 300ms}
      - waitForIdle
      - expect: {refresh.refreshCount: 2, haptics.ticks: {equals: {path: refresh.refreshCount}}}
    """
}

private func load(_ yaml: String) throws -> Spec {
    let plugins = try PluginLoader.load([pluginFolder(["refreshHaptic.scrollplugin.yaml": hapticPlugin])], into: .builtIn)
    return try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins)
}

private func loadProblems(_ yaml: String) throws -> [String] {
    let plugins = try PluginLoader.load([pluginFolder(["refreshHaptic.scrollplugin.yaml": hapticPlugin])], into: .builtIn)
    do {
        _ = try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins)
        return []
    } catch {
        return error.diagnostics.map { "\($0.mark.line):\($0.mark.column): \($0.message)" }
    }
}

@Suite("Plugin files read other behaviours' properties")
struct BehaviourPropertyReadTests {
    @Test("`refresh.refreshing` reads the pull-to-refresh the spec calls `refresh`, installed before or after the reader")
    func readsAnotherBehavioursProperty() throws {
        for behaviours in [
            "[{refreshHaptic: {scrollView: feed, haptics: haptics}}, {pullToRefresh: {id: refresh, scrollView: feed}}]",
            "[{pullToRefresh: {id: refresh, scrollView: feed}}, {refreshHaptic: {scrollView: feed, haptics: haptics}}]",
        ] {
            let result = Interpreter.run(try load(refreshSpec(behaviours)))
            #expect(result.diagnostics.map(\.message) == [], "\(behaviours)")
        }
    }

    @Test("a spec without the behaviour read, or whose behaviour of that id declares no such property, is refused at the reader")
    func theBehaviourReadMustExist() throws {
        let missing = try loadProblems(refreshSpec("[{refreshHaptic: {scrollView: feed, haptics: haptics}}, {pullToRefresh: {id: refresher, scrollView: feed}}]"))
        #expect(missing.contains("7:19: `refreshHaptic` reads `refresh.refreshing`, and no behaviour of this spec has the id `refresh`; did you mean `refresher`?"), "\(missing)")
        let wrongKind = try loadProblems(refreshSpec("[{refreshHaptic: {scrollView: feed, haptics: haptics}}, {headerCollapse: {id: refresh, scrollView: feed, header: haptics}}]"))
        #expect(wrongKind.contains { $0.hasPrefix("7:19: `refreshHaptic` reads `refresh.refreshing`, and `refresh` (a `headerCollapse`) has no property `refreshing`") }, "\(wrongKind)")
    }

    @Test("a misspelt property of another behaviour is refused in the plugin file, with the nearest property a behaviour declares")
    func unknownNames() throws {
        let folder = try pluginFolder(["refreshHaptic.scrollplugin.yaml": hapticPlugin.replacingOccurrences(of: "refresh.refreshing", with: "refresh.refreshin")])
        do {
            _ = try PluginLoader.load([folder], into: .builtIn)
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.first?.message == "no behaviour declares a property `refreshin` for `refresh.refreshin` to read; did you mean `refreshing`?")
        }
    }
}
