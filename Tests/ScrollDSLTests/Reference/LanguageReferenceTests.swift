import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// `docs/language.md`: current, and every example in it loads and runs.
@Suite("The language reference")
struct LanguageReferenceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("docs/language.md is what scrollrun language prints now")
    func current() throws {
        let committed = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        #expect(committed == LanguageReference.markdown(.builtIn), "run `scrollrun language > docs/language.md`")
    }

    @Test("the complete example at its top passes")
    func completeExample() throws {
        let result = try runSpec(LanguageReference.completeExample)
        #expect(result.passed, "\(result.diagnostics)")
        #expect(result.expectations.count == 3)
    }

    @Test("every step's example loads and runs, and every expectation in it holds", arguments: StepDeclaration.all.map(\.name))
    func stepExample(name: String) throws {
        let step = try #require(StepDeclaration.all.first { $0.name == name })
        #expect(step.example.contains("- \(name)"))
        let result = try runSpec(LanguageReference.exampleSpec(script: step.example))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("the decoders read exactly the declared keys")
    func keysMatchDecoders() {
        #expect(SpecDecoder.keys == LanguageKeys.topLevel.map(\.name))
        #expect(ScreenDecoder.keys == LanguageKeys.screen.map(\.name))
        #expect(ScrollViewDecoder.keys == LanguageKeys.scrollView.map(\.name))
        #expect(Step.names == StepDeclaration.all.map(\.name))
    }

    @Test("every key of every step is read: a spec using each one loads")
    func everyStepKeyIsRead() throws {
        let script = """
            - push: {screen: detail, animated: false}
            - pop
            - tap: {y: 40}
            - drag: {scrollView: feed, by: 100, duration: 100ms, release: 50}
            - fling: {scrollView: feed, velocity: 100}
            - scrollTo: {scrollView: feed, offset: 10, animated: true, duration: 100ms}
            - waitForIdle: {timeout: 2s}
            - touchDown: {scrollView: feed}
            - moveBy: {scrollView: feed, by: 10, duration: 10ms}
            - lift: {scrollView: feed, release: finger}
            """
        _ = try validSpec(LanguageReference.exampleSpec(script: script))
    }

    @Test("the plugin file example of the reference loads, and its example passes")
    func pluginFileExample() throws {
        let plugins = try PluginLoader.load(bytes: Array(PluginFileGuide.example.utf8), file: "fadeTitle.scrollplugin.yaml", into: .builtIn)
        let plugin = try #require(plugins.behaviour(named: "fadeTitle"))
        let outcomes = PluginExamples.run(plugin, in: plugins)
        #expect(outcomes.count == 1 && outcomes.allSatisfy(\.passed), "\(outcomes.flatMap(\.problems))")
    }
}
