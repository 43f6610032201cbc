/// Loads and runs specs from Swift, in-process: a team's tests run their specs
/// with their own Swift behaviours (a view model behind a thin adapter to the
/// host) beside the built-in ones, and check what each expectation found.
///
/// ```swift
/// let runner = try SpecRunner(plugins: .builtIn).adding([HeaderBehaviour()])
/// let result = try runner.run(file: "Specs/header.scroll.yaml")
/// #expect(result.passed, "\(result.report(as: .text))")
/// ```
public struct SpecRunner {
    /// The behaviours and triggers specs may use (their `use:` adds plugin files).
    public private(set) var plugins: PluginSet
    /// How each spec runs: its time limit, a trace, a plot.
    public var options: RunOptions

    /// A runner of specs that may use `plugins`. Each expectation keeps its
    /// checks, and failed ones the trace lines around them, so every report
    /// format is complete.
    public init(plugins: PluginSet, options: RunOptions = .forSwiftTests) {
        self.plugins = plugins
        self.options = options
    }

    /// The runner with `behaviours` and `triggers` added; a name already taken
    /// is refused.
    public func adding(_ behaviours: [any BehaviourPlugin], triggers: [any TriggerPlugin] = []) throws(PluginClash) -> SpecRunner {
        var runner = self
        for behaviour in behaviours { try runner.plugins.add(behaviour) }
        for trigger in triggers { try runner.plugins.add(trigger) }
        return runner
    }

    /// Loads the spec file at `path` (its `use:` relative to it) and runs it.
    public func run(file path: String) throws(InvalidSpec) -> RunResult {
        let spec = try SpecLoader.load(contentsOf: path, timeLimit: options.timeLimit, plugins: plugins)
        return Interpreter.run(spec, options: options)
    }

    /// Loads a spec from YAML text, named `file` in diagnostics, and runs it.
    public func run(yaml: String, file: String = "<spec>") throws(InvalidSpec) -> RunResult {
        let spec = try SpecLoader.load(yaml: yaml, file: file, timeLimit: options.timeLimit, plugins: plugins)
        return Interpreter.run(spec, options: options)
    }
}

extension RunOptions {
    /// What Swift tests read: every expectation's checks, and trace lines around failures.
    public static var forSwiftTests: RunOptions {
        var options = RunOptions(collectsTraceExcerpts: true)
        options.recordsChecks = true
        return options
    }
}

extension RunResult {
    /// This run's report in `format`, as `scrollrun run --format` writes it for one spec.
    public func report(as format: ReportFormat) -> String {
        var report = Report()
        report.addRun(self)
        return report.rendered(as: format, ran: true)
    }
}

extension InvalidSpec: CustomStringConvertible {
    /// Every problem, one `FILE:LINE:COLUMN: error: …` line each.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension PluginClash: CustomStringConvertible {
    /// Which name is taken, and where the first plugin of that name was declared.
    public var description: String {
        let place = existing.map { " (declared in \($0.file) at line \($0.mark.line))" } ?? ""
        return "a behaviour or trigger called `\(name)` is already in the set\(place)"
    }
}
