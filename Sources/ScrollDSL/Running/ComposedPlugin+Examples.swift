extension ComposedPlugin {
    /// The examples as the plugin file's own nodes, so a problem points at its line.
    public func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome] {
        exampleSpecs.map { example in
            PluginExamples.outcome(example.title, rejection: example.rejection, at: Diagnostic(file: file, mark: example.spec.mark, message: "")) {
                () throws(InvalidSpec) in
                try SpecLoader.load(root: example.spec, file: file, limits: .standard, timeLimit: RunOptions.defaultTimeLimit, plugins: plugins)
            }
        }
    }
}
