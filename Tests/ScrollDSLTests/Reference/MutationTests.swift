import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A spec users read and copy: an Example, a plugin's example, or a spec in the docs.
struct ShownSpec: CustomTestStringConvertible, Sendable {
    let name: String
    let spec: Spec
    var testDescription: String { name }

    /// Every spec the repository shows that must pass.
    static let all: [ShownSpec] = examples + pluginExamples + docsExamples

    private static let root = LanguageReferenceTests.packageRoot

    private static var examples: [ShownSpec] {
        let files = (try? SpecFiles.expand([ExamplesFolderTests.folder]).files) ?? []
        return files.compactMap { file in (try? SpecLoader.load(contentsOf: file, plugins: .builtIn)).map { ShownSpec(name: file, spec: $0) } }
    }

    /// The passing examples of the built-in plugins and of the plugin files in `Examples/plugins`.
    private static var pluginExamples: [ShownSpec] {
        let pluginFiles = (try? PluginLoader.files(at: ExamplesFolderTests.folder + "/plugins").get()) ?? []
        let plugins = (try? PluginLoader.load(pluginFiles, into: .builtIn)) ?? .builtIn
        return plugins.behaviours.flatMap { plugin in
            plugin.declaration.examples.filter { $0.rejection == nil }.compactMap { example in
                (try? SpecLoader.load(yaml: example.yaml, plugins: plugins)).map {
                    ShownSpec(name: "\(plugin.declaration.name): \(example.title)", spec: $0)
                }
            }
        }
    }

    /// The complete specs (`scrollspec:` … `script:`) in the README, CONTRIBUTING.md and `docs/`
    /// that load on their own.
    private static var docsExamples: [ShownSpec] {
        ["README.md", "CONTRIBUTING.md", "docs/guide.md", "docs/cli.md", "docs/swift.md", "docs/reliability.md", "docs/language.md"].flatMap { document -> [ShownSpec] in
            let text = (try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)) ?? ""
            let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            return blocks.enumerated().compactMap { index, block in
                guard block.hasPrefix("scrollspec:"), block.contains("script:"), !block.contains("use:") else { return nil }
                return (try? SpecLoader.load(yaml: block, plugins: .builtIn)).map { ShownSpec(name: "\(document) block \(index + 1)", spec: $0) }
            }
        }
    }
}

/// Each numeric expectation a user is shown must be able to fail: moved by 2 %
/// of its property's scale (2 pt for points, 0.02 for unitless numbers), it fails.
@Suite("Shown specs: every numeric expectation can fail")
struct MutationTests {
    @Test("the shown specs are found")
    func found() {
        #expect(ShownSpec.all.count >= 45, "\(ShownSpec.all.map(\.name))")
        #expect(ShownSpec.all.contains { $0.name.hasPrefix("README.md") })
    }

    @Test("moved by 2 pt or 0.02, each numeric expectation fails", arguments: ShownSpec.all)
    func moved(_ shown: ShownSpec) throws {
        let original = Interpreter.run(shown.spec)
        try #require(original.passed, "\(original.diagnostics)")
        for (stepIndex, step) in (shown.spec.script ?? []).enumerated() {
            guard let expectation = (step.action as? Step.Expect)?.expectation else { continue }
            for (checkIndex, check) in expectation.checks.enumerated() {
                for direction in [1.0, -1.0] {
                    guard let moved = moved(check, in: shown.spec, by: direction) else { continue }
                    var spec = shown.spec
                    var changed = expectation
                    changed.checks[checkIndex].matcher = moved
                    spec.script![stepIndex].action = Step.Expect(expectation: changed)
                    let result = Interpreter.run(spec)
                    let failed = result.expectations.contains { $0.mark == step.mark && !$0.passed } || result.stoppedBy != nil
                    #expect(failed, "\(check.mark): \(check.path) \(moved) still holds")
                }
            }
        }
    }

    /// The check's number moved by 2 % of its scale in `direction`: 2 for
    /// points, 0.02 for unitless numbers; `nil` for a matcher that is no number.
    private func moved(_ check: Check, in spec: Spec, by direction: Double) -> Matcher? {
        switch check.matcher {
        case let .approximately(.value(value), tolerance):
            let step = tolerance == spec.unitTolerance ? 0.02 : 2
            return .approximately(.value(value + direction * step), tolerance: tolerance)
        case let .bound(target, tolerance):
            let declared = spec.screens.lazy.flatMap(\.scrollViews).first { $0.id == check.path.target }
            return declared.map { .approximately(.value($0.offset(of: target) + direction * 2), tolerance: tolerance) }
        default:
            return nil
        }
    }
}
