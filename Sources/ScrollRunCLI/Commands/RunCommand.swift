import ArgumentParser
import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// `scrollrun run` (the default): run each spec's script and check its expectations.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run specs' scripts and check their expectations (the default)."
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var reporting: ReportOptions
    @OptionGroup var pluginOptions: PluginOptions
    @OptionGroup var watching: WatchOptions

    @Option(help: ArgumentHelp("Stream a JSON-lines trace of every run to this file.", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Draw the properties of one spec over virtual time as SVG.", valueName: "file.svg"))
    var plot: String?

    @Option(help: ArgumentHelp("A property to plot, such as feed.offset (repeatable; default: offsets and what behaviours write).", valueName: "path"))
    var plotProperty: [String] = []

    func run() throws {
        guard watching.watch else { return try runOnce() }
        try Watcher(specPaths: selection.paths, pluginPaths: pluginOptions.paths).watch(runOnce)
    }

    /// One run of the command, as without `--watch`.
    private func runOnce() throws {
        let console = Console()
        let files = try selection.specFiles(console: console)
        let plugins = try pluginOptions.pluginSet(console: console)
        let outputs = try OutputPlan(report: reporting.output, trace: trace, plot: plot, inputs: files, console: console)
        console.keepOut(of: outputs.report)
        let plotPaths = try outputs.plot.map { _ in try checkedPlotPaths(files, plugins: plugins, console: console) }
        let traceFile = try outputs.trace.map { target in
            do {
                return try FileTraceSink(target)
            } catch {
                throw ExitStatus.outputFailed("the trace", error, console: console)
            }
        }
        var options = RunOptions(
            timeLimit: selection.maxTime, trace: traceFile, collectsTraceExcerpts: reporting.needsTraceExcerpts, plotPaths: plotPaths
        )
        if reporting.format == .html {
            // A failure shows the screen at its moment and before it.
            options.recordsReplay = true
            if options.plotPaths == nil {
                options.plotPaths = []
                options.keepsPlotOnlyOnFailure = true
            }
        }
        options.shouldStop = { Signals.received != nil }
        let report: Report
        do {
            report = try SpecBatch(selection: selection, reporting: reporting, plugins: plugins, console: console).process(files, run: options)
        } catch {
            traceFile?.abandon()
            throw error
        }
        // The report first: an interrupt while it is written leaves the trace
        // and the plot as they were too.
        do {
            try reporting.emit(report, ran: true, to: outputs.report, console: console)
        } catch {
            traceFile?.abandon()
            throw error
        }
        try finishTrace(traceFile, console: console)
        try writePlot(report, to: outputs.plot, console: console)
        try console.finish()
        let status = report.counts.exitStatus
        if status != 0 { throw ExitCode(status) }
    }

    /// The plotted paths, checked against the one spec a plot draws.
    private func checkedPlotPaths(_ files: [String], plugins: PluginSet, console: Console) throws -> [PropertyPath] {
        guard files.count == 1 else {
            console.error("--plot draws one spec, but \(files.count) were given; name one file")
            throw ExitStatus.usage
        }
        guard let spec = try? SpecLoader.load(contentsOf: files[0], plugins: plugins) else { return [] }
        return try plotProperty.map { text in
            switch spec.propertyPath(text) {
            case .success(let path): return path
            case .failure(let error):
                console.error("--plot-property \(text.visiblyEscaped): \(error)")
                throw ExitStatus.usage
            }
        }
    }

    private func finishTrace(_ traceFile: FileTraceSink?, console: Console) throws {
        do {
            try traceFile?.finish()
        } catch {
            throw ExitStatus.outputFailed("the trace", error, console: console)
        }
    }

    private func writePlot(_ report: Report, to target: OutputTarget?, console: Console) throws {
        guard let target, case .ran(let result)? = report.entries.first?.outcome, let data = result.plot else { return }
        do {
            try OutputFile.write(SVGPlot.render(data), to: target)
        } catch {
            throw ExitStatus.outputFailed("the plot", error, console: console)
        }
    }
}
