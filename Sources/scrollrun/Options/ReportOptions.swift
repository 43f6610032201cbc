import ArgumentParser
import Foundation
import ScrollDSL

/// The report formats of `run` and `validate`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, tap, github
}

/// Where the report goes and in which format.
struct ReportOptions: ParsableArguments {
    @Option(help: "text, json, junit, tap or github (workflow annotations).")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file, atomically, instead of standard output.", valueName: "file"))
    var output: String?

    /// Whether text lines are printed as each spec finishes.
    var streamsText: Bool { format == .text && output == nil }

    /// Renders the finished report and writes it where asked; with
    /// `GITHUB_ACTIONS=true`, text reports are followed by annotations.
    func emit(_ report: Report, ran: Bool, console: Console, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let summary = ran ? TextReport.runSummary(report.counts) : TextReport.validationSummary(report.counts)
        let rendered: String
        switch format {
        case .text: rendered = streamsText ? summary + "\n" : TextReport.render(report, ran: ran)
        case .json: rendered = JSONReport.render(report)
        case .junit: rendered = JUnitReport.render(report)
        case .tap: rendered = TAPReport.render(report)
        case .github: rendered = (GitHubReport.annotations(report) + [summary]).joined(separator: "\n") + "\n"
        }
        if let output {
            do {
                try AtomicFile.write(rendered, to: output)
            } catch {
                console.error("cannot write the report to \(output): \(error.localizedDescription)")
                throw ExitStatus.usage
            }
        } else {
            console.write(rendered)
        }
        if format == .text, environment["GITHUB_ACTIONS"] == "true" {
            GitHubReport.annotations(report).forEach(console.line)
        }
    }
}
