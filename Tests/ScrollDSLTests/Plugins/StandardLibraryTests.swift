import Testing
@testable import ScrollDSL
@testable import ScrollDSLBuiltIns

@Suite("Standard library")
struct StandardLibraryTests {
    /// The built-in Swift behaviours and triggers, which the library's files are read against.
    static let swiftPlugins = PluginSet(
        behaviours: PluginSet.builtIn.behaviours.filter { !($0 is StandardLibraryPlugin) }, triggers: PluginSet.builtIn.triggers
    )

    @Test("each file declares the name and commands stated beside it, and warns of nothing")
    func statedBesideEachFile() throws {
        #expect(StandardLibrary.sources.count == 11)
        for source in StandardLibrary.sources {
            let loaded = try PluginLoader.load(bytes: Array(source.text.utf8), file: source.file, into: Self.swiftPlugins)
            #expect(loaded.behaviours.count == Self.swiftPlugins.behaviours.count + 1)
            let declaration = try #require(loaded.behaviour(named: source.name)?.declaration, "\(source.file) declares `\(source.name)`")
            #expect(declaration.commands == source.commands, "\(source.file)")
            #expect(loaded.warnings.isEmpty, "\(source.file): \(loaded.warnings.map(\.message))")
        }
    }

    @Test("the built-in set names every file, after the Swift behaviours, in documentation order")
    func namesInOrder() {
        let names = PluginSet.builtIn.behaviourNames
        #expect(names == Self.swiftPlugins.behaviourNames + StandardLibrary.sources.map(\.name))
        #expect(PluginSet.builtIn.behaviourCommands.first { $0.behaviour == "pullToRefresh" }?.commands == ["endRefreshing"])
    }

    @Test("a load reads only the files its spec uses, and runs them as declared")
    func readOnUse() throws {
        let plugins = StandardLibrary.add(to: Self.swiftPlugins)
        let standard = plugins.behaviours.compactMap { $0 as? StandardLibraryPlugin }
        #expect(standard.map(\.declaredName) == StandardLibrary.sources.map(\.name))
        _ = try SpecLoader.load(yaml: Self.list("{undoScrollToTop: {scrollView: rows}}", script: [
            "drag: {scrollView: rows, by: 500}", "expect: {rows.offset: 500}",
        ]), file: "none.scroll.yaml", plugins: plugins)
        #expect(standard.filter(\.isRead).isEmpty)
        let spec = try SpecLoader.load(yaml: Self.list("{pullToRefresh: {id: refresh, scrollView: rows}}", script: [
            "drag: {scrollView: rows, by: -200, duration: 300ms}", "expect: {refresh.refreshing: true, refresh.refreshCount: 1}",
            "endRefreshing: refresh", "expect: {refresh.refreshing: false}",
        ]), file: "refresh.scroll.yaml", plugins: plugins)
        #expect(standard.filter(\.isRead).map(\.declaredName) == ["pullToRefresh"])
        let result = Interpreter.run(spec)
        #expect(result.passed, "\(result.expectations.flatMap(\.failures).map(\.message)) \(result.stoppedBy?.message ?? "")")
    }

    /// A spec with one scroll view `rows` and `behaviour` on it.
    private static func list(_ behaviour: String, script: [String]) -> String {
        PluginExample.oneScreenSpec("A list", screen: "list", body: [
            "scrollViews: [{id: rows, contentHeight: 3000}]", "behaviours: [\(behaviour)]",
        ], script: script)
    }
}
