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
        let options = RunOptions(trace: traceFile, collectsTraceExcerpts: reporting.format == .junit)
        let report = SpecBatch(selection: selection, reporting: reporting, console: console).process(files, run: options)
        traceFile?.close()
        try reporting.emit(report, ran: true, console: console)
        let status = report.counts.exitStatus
        if status != 0 { throw ExitCode(status) }
    }
}
