/// Runs a plugin's examples as tests, SwiftLint's way: an example that passes
/// must validate and every expectation in it hold; a rejected one must be
/// refused with a message containing its text.
public enum PluginExamples {
    /// What one example did.
    public struct Outcome: Sendable {
        /// The example's title.
        public let title: String
        /// Whether it did what it says.
        public let passed: Bool
        /// Why not: the spec's problems or failed expectations.
        public let problems: [Diagnostic]
    }

    /// Runs every example of `plugin`, with the plugins of `plugins`.
    public static func run(_ plugin: any BehaviourPlugin, in plugins: PluginSet) -> [Outcome] {
        plugin.runExamples(in: plugins)
    }

    /// Runs the examples of a declaration, each loaded from its YAML text.
    static func run(_ declaration: PluginDeclaration, in plugins: PluginSet) -> [Outcome] {
        declaration.examples.map { example in
            let file = "\(declaration.name) example"
            return outcome(example.title, rejection: example.rejection, at: Diagnostic(file: file, mark: .start, message: "")) { () throws(InvalidSpec) in
                try SpecLoader.load(yaml: example.yaml, file: file, plugins: plugins)
            }
        }
    }

    /// What one example did, loaded by `load`; `place` is where a valid
    /// example that should have been rejected is reported.
    static func outcome(_ title: String, rejection: String?, at place: Diagnostic, load: () throws(InvalidSpec) -> Spec) -> Outcome {
        let spec: Spec
        do {
            spec = try load()
        } catch {
            let rejected = rejection.map { text in error.diagnostics.contains { $0.message.contains(text) } } ?? false
            return Outcome(title: title, passed: rejected, problems: rejected ? [] : error.diagnostics)
        }
        if let rejection {
            let message = "the example should be rejected with “\(rejection)”, but it is valid"
            return Outcome(title: title, passed: false, problems: [Diagnostic(file: place.file, mark: place.mark, message: message)])
        }
        let results = spec.runs.map { Interpreter.run($0) }
        let problems = results.flatMap(\.diagnostics)
        return Outcome(title: title, passed: results.allSatisfy(\.passed), problems: problems)
    }
}
