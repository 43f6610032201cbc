/// Loading and running a plugin's examples, above the loader and the interpreter.
extension PluginExamples {
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
