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
    try specLoaded(yaml, withPlugins: ["refreshHaptic.scrollplugin.yaml": hapticPlugin])
}

private func loadProblems(_ yaml: String) throws -> [String] {
    do {
        _ = try load(yaml)
        return []
    } catch let error as InvalidSpec {
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

    @Test("plugin files read each other's properties whatever order they load in")
    func pluginFilesReadEachOther() throws {
        let counter = """
            scrollplugin: 1
            name: dragCounter
            summary: Counts the drags that end.
            parameters:
              scrollView: {type: scrollView}
            state:
              drags: 0
            properties: [drags]
            pipelines:
              - from: {event: dragEnd, of: scrollView}
                to: {set: {state: drags}}
            """.replacingOccurrences(of: "to: {set: {state: drags}}", with: "pipe:\n      - map: \"drags + 1\"\n    to: {set: {state: drags}}")
        let badge = """
            scrollplugin: 1
            name: dragBadge
            summary: Shows the drags the counter called `counter` counted.
            parameters:
              scrollView: {type: scrollView}
              badge: {type: view}
            pipelines:
              - from: {offset: scrollView}
                pipe:
                  - map: "counter.drags"
                to: {set: badge.drags}
            """
        // `a-badge` loads before `b-counter`, which declares what it reads.
        let plugins = try PluginLoader.load([pluginFolder(["a-badge.scrollplugin.yaml": badge, "b-counter.scrollplugin.yaml": counter])], into: .builtIn)
        let spec = """
            scrollspec: 1
            name: Drags
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                views: [{id: badge}]
                behaviours: [{dragBadge: {scrollView: feed, badge: badge}}, {dragCounter: {id: counter, scrollView: feed}}]
            script:
              - drag: {scrollView: feed, by: 100}
              - expect: {counter.drags: 1, badge.drags: 1}
              - drag: {scrollView: feed, by: 100}
              - expect: {counter.drags: 2, badge.drags: 2}
            """
        let result = Interpreter.run(try SpecLoader.load(yaml: spec, file: "spec.scroll.yaml", plugins: plugins))
        #expect(result.diagnostics.map(\.message) == [])
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
