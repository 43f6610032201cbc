extension BehaviourPlugin {
    /// Each of the declaration's examples, loaded from its YAML and run.
    public func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome] {
        PluginExamples.run(declaration, in: plugins)
    }
}
