import ArgumentParser
import ScrollDSL

/// `scrollrun validate`: load and check specs; nothing runs.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Load and check specs without running them."
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var reporting: ReportOptions
    @OptionGroup var pluginOptions: PluginOptions
    @OptionGroup var watching: WatchOptions

    @Option(help: ArgumentHelp(
        "Once every spec is valid, write the summary to this file as a `//` comment line: an output for build systems (the SwiftPM build-tool plugin compiles it as an empty Swift file), so specs that did not change are not checked again.",
        valueName: "file"))
    var stamp: String?

    func run() throws {
        guard watching.watch else { return try runOnce() }
        try Watcher(specPaths: selection.paths, pluginPaths: pluginOptions.paths).watch(runOnce)
    }

    /// One run of the command, as without `--watch`.
    private func runOnce() throws {
        let console = Console()
        let files = try selection.specFiles(console: console)
        let plugins = try pluginOptions.pluginSet(console: console)
        let outputs = try OutputPlan(report: reporting.output, stamp: stamp, inputs: files, console: console)
        console.keepOut(of: outputs.report)
        let report = try SpecBatch(selection: selection, reporting: reporting, plugins: plugins, console: console).process(files, run: nil)
        try reporting.emit(report, ran: false, to: outputs.report, console: console)
        let status = report.counts.exitStatus
        if status == 0, let stamp = outputs.stamp {
            try reporting.write("// " + report.summary(ran: false) + "\n", to: stamp, as: "the stamp", console: console)
        }
        try console.finish()
        if status != 0 { throw ExitCode(status) }
    }
}
