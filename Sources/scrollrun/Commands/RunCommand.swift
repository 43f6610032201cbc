import ArgumentParser
import ScrollDSL

/// `scrollrun run` (the default): run each spec's script and check its expectations.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run specs' scripts and check their expectations (the default)."
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var reporting: ReportOptions

    @Option(help: ArgumentHelp("Stream a JSON-lines trace of every run to this file.", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Draw the properties of one spec over virtual time as SVG.", valueName: "file.svg"))
    var plot: String?

    @Option(help: ArgumentHelp("A property to plot, such as feed.offset (repeatable; default: offsets and what behaviours write).", valueName: "path"))
    var plotProperty: [String] = []

    func run() throws {
        let console = Console()
        let files = try selection.specFiles(console: console)
        let traceFile = try trace.map { path in
            do {
                return try FileTraceSink(path: path)
            } catch {
                console.error("cannot write the trace to \(path): \(error)")
                throw ExitStatus.usage
            }
        }
        let plotPaths = try plot.map { _ in try checkedPlotPaths(files, console: console) }
        var options = RunOptions(
            timeLimit: selection.maxTime, trace: traceFile, collectsTraceExcerpts: reporting.format == .junit, plotPaths: plotPaths
        )
        options.shouldStop = { Interruption.received != nil }
        Interruption.install()
        let report = try SpecBatch(selection: selection, reporting: reporting, console: console).process(files, run: options)
        traceFile?.close()
        try writePlot(report, console: console)
        try reporting.emit(report, ran: true, console: console)
        let status = report.counts.exitStatus
        if status != 0 { throw ExitCode(status) }
    }

    /// The plotted paths, checked against the one spec a plot draws.
    private func checkedPlotPaths(_ files: [String], console: Console) throws -> [PropertyPath] {
        guard files.count == 1 else {
            console.error("--plot draws one spec, but \(files.count) were given; name one file")
            throw ExitStatus.usage
        }
        guard let spec = try? SpecLoader.load(contentsOf: files[0]) else { return [] }
        return try plotProperty.map { text in
            switch spec.propertyPath(text) {
            case .success(let path): return path
            case .failure(let error):
                console.error("--plot-property \(text): \(error)")
                throw ExitStatus.usage
            }
        }
    }

    private func writePlot(_ report: Report, console: Console) throws {
        guard let plot, case .ran(let result)? = report.entries.first?.outcome, let data = result.plot else { return }
        do {
            try AtomicFile.write(SVGPlot.render(data), to: plot)
        } catch {
            console.error("cannot write the plot to \(plot): \(error.localizedDescription)")
            throw ExitStatus.usage
        }
    }
}
