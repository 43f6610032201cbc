extension SpecRunner {
    /// Loads the spec file at `path` (its `use:` relative to it) and explores
    /// it with the runner's behaviours, as `scrollrun explore` does: scripts
    /// made from its own world, its invariants checked at every turn, the
    /// first broken one shrunk to a short script.
    ///
    /// ```swift
    /// var options = ExplorationOptions()
    /// options.runs = 300
    /// let explored = try runner.explore(file: "Specs/header.scroll.yaml", options: options)
    /// #expect(explored.counterexample == nil, "\(explored.report(as: .text))")
    /// ```
    public func explore(file path: String, options: ExplorationOptions = ExplorationOptions()) throws(InvalidSpec) -> ExplorationResult {
        try Explorer.explore(explorable(SpecLoader.load(contentsOf: path, timeLimit: options.timeLimit, plugins: plugins)), options: options)
    }

    /// Loads a spec from YAML text, named `file` in diagnostics, and explores it.
    public func explore(yaml: String, file: String = "<spec>", options: ExplorationOptions = ExplorationOptions()) throws(InvalidSpec) -> ExplorationResult {
        try Explorer.explore(explorable(SpecLoader.load(yaml: yaml, file: file, timeLimit: options.timeLimit, plugins: plugins)), options: options)
    }

    /// `spec`, refused as `scrollrun explore` refuses it when it declares no invariants.
    private func explorable(_ spec: Spec) throws(InvalidSpec) -> Spec {
        guard spec.invariants.isEmpty else { return spec }
        throw InvalidSpec(diagnostics: [Diagnostic(file: spec.file, mark: .start, message: Explorer.noInvariants)])
    }
}

extension ExplorationResult {
    /// This exploration's report in `format`, as `scrollrun explore --format`
    /// writes it for one spec, with a warning at each invariant no run tested.
    public func report(as format: ReportFormat) -> String {
        var report = Report()
        report.addRun(runResult, warnings: warnings)
        return report.rendered(as: format, ran: true)
    }
}
