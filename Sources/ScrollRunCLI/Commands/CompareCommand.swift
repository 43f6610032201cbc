import ArgumentParser
import ScrollDSL
import ScrollText

/// `scrollrun compare`: holds a spec's run against a recording from a device.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run a spec and compare its scroll views with a recording from a device (exit 1 where they differ)."
    )

    @Argument(help: "The spec file to run.")
    var spec: String

    @Option(help: ArgumentHelp("The recording: JSON lines, {\"scrollrecording\": 1, \"device\": {…}} then a line per scroll view and frame or per touch.", valueName: "file.jsonl"))
    var recording: String

    @Option(help: ArgumentHelp("The scroll view the recording's touches land on (default: the spec's first).", valueName: "id"))
    var scrollView: String?

    @Option(help: ArgumentHelp("How far an offset may differ, in points (default: the spec's tolerance).", valueName: "points"))
    var tolerance: Double?

    @Option(help: ArgumentHelp("Draw the run's offsets and the recording's on one plot, with where they first differ, as SVG.", valueName: "file.svg"))
    var plot: String?

    @OptionGroup var timeLimit: TimeLimitOptions

    @OptionGroup var reporting: ReportOptions
    @OptionGroup var pluginOptions: PluginOptions

    func validate() throws {
        if let tolerance, !(tolerance >= 0 && tolerance.isFinite) {
            throw ValidationError("--tolerance is a number of points, at least 0")
        }
    }

    func run() throws {
        let console = Console()
        let files = try InputPaths.expand([spec], console: console)
        guard files.count == 1 else {
            console.error("compare runs one spec, but \(spec.visiblyEscaped) holds \(files.count); name one file")
            throw ExitStatus.usage
        }
        let plugins = try pluginOptions.pluginSet(console: console)
        let outputs = try OutputPlan(report: reporting.output, plot: plot, inputs: files + [recording], console: console)
        console.keepOut(of: outputs.report)
        let loaded = try invalidOnError(console) { () throws(InvalidSpec) in
            try SpecLoader.load(contentsOf: files[0], timeLimit: timeLimit.maxTime, plugins: plugins)
        }
        let recorded = try invalidOnError(console) { () throws(Diagnostic) in try Recording.read(contentsOf: recording) }
        // The run on the device the recording was made on, when the spec lists it.
        let run = loaded.runs.first { $0.device.width == recorded.deviceWidth && $0.device.height == recorded.deviceHeight } ?? loaded
        // The plot, and the HTML report's, draw both curves.
        let options = RunOptions(timeLimit: timeLimit.maxTime, plotPaths: plot != nil || reporting.format == .html ? [] : nil)
        let result = try invalidOnError(console) { () throws(Diagnostic) in
            try Comparison.run(run, against: recorded, scrollView: scrollView, tolerance: tolerance, options: options)
        }
        var report = Report()
        report.addRun(result, warnings: loaded.warnings)
        if reporting.streamsText, let entry = report.entries.last {
            TextReport.lines(for: entry, format: console.format, verdictFormat: console.formatVerdict).forEach(console.line)
        }
        try reporting.emit(report, ran: true, to: outputs.report, console: console)
        if let target = outputs.plot, let data = result.plot {
            do {
                try OutputFile.write(SVGPlot.render(data), to: target)
            } catch {
                throw ExitStatus.outputFailed("the plot", error, console: console)
            }
        }
        try console.finish()
        let status = report.counts.exitStatus
        if status != 0 { throw ExitCode(status) }
    }

    /// What `body` gives; its problems said as a spec's are, and exit status 2.
    private func invalidOnError<Value, Failure: ReportedProblem>(_ console: Console, _ body: () throws(Failure) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            console.report(error.diagnostics)
            try console.finish()
            throw ExitStatus.invalid
        }
    }
}

/// A problem with a spec or a file it reads, said as diagnostics.
protocol ReportedProblem: Error {
    var diagnostics: [Diagnostic] { get }
}

extension InvalidSpec: ReportedProblem {}

extension Diagnostic: ReportedProblem {
    var diagnostics: [Diagnostic] { [self] }
}
