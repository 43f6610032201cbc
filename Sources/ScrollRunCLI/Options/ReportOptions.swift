import ArgumentParser
import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// The report formats of `run` and `validate`.
extension ReportFormat: ExpressibleByArgument {}

/// Where the report goes and in which format.
struct ReportOptions: ParsableArguments {
    @Option(help: "text, json, junit, tap, github (workflow annotations) or html (one self-contained page).")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file (atomically for a regular file) and only the summary to standard output.", valueName: "file"))
    var output: String?

    /// Whether failed expectations need the trace lines around them.
    var needsTraceExcerpts: Bool { format == .junit || format == .html }

    /// Whether text lines are printed as each spec finishes.
    var streamsText: Bool { format == .text && output == nil }

    /// Renders the finished report and writes it where asked: to standard
    /// output, or to `target` with the summary on standard output. With
    /// `GITHUB_ACTIONS=true`, text reports are followed by annotations.
    func emit(_ report: Report, ran: Bool, to target: OutputTarget?, console: Console, environment: Environment = .current) throws {
        let summary = report.summary(ran: ran)
        let rendered = streamsText ? summary + "\n" : report.rendered(as: format, ran: ran)
        if let target {
            try write(rendered, to: target, console: console)
            console.line(summary)
        } else {
            console.write(rendered)
            if let signal = Signals.received {
                console.error("interrupted by \(Signals.name(of: signal)) while writing the report to standard output")
                throw ExitStatus.interrupted(by: signal)
            }
        }
        if format == .text, environment["GITHUB_ACTIONS"] == "true" {
            GitHubReport.annotations(report).forEach(console.line)
        }
    }

    /// Writes the report file (or, named `what`, another file the command
    /// writes); an interrupt before it is in place leaves the old file.
    func write(_ text: String, to target: OutputTarget, as what: String = "the report", console: Console) throws {
        let file: OutputFile
        do {
            file = try OutputFile(target)
            try file.write(text)
        } catch {
            throw ExitStatus.outputFailed(what, error, console: console)
        }
        if let signal = Signals.received {
            file.abandon()
            console.error("interrupted by \(Signals.name(of: signal)) while writing \(what); \(target.path.visiblyEscaped), and any trace or plot, were left as they were")
            throw ExitStatus.interrupted(by: signal)
        }
        do {
            try file.commit()
        } catch {
            throw ExitStatus.outputFailed(what, error, console: console)
        }
    }
}
