/// The formats a report renders in, as `scrollrun run --format` names them.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Lines for a terminal, and the summary.
    case text
    /// One JSON document.
    case json
    /// JUnit XML, one test case per expectation.
    case junit
    /// The Test Anything Protocol.
    case tap
    /// GitHub workflow annotations, and the summary.
    case github
    /// One self-contained HTML page.
    case html
}

extension Report {
    /// The summary line: counts of specs and expectations; `ran` when the
    /// specs were run, not only validated.
    public func summary(ran: Bool) -> String {
        ran ? TextReport.runSummary(counts) : TextReport.validationSummary(counts)
    }

    /// The whole report in `format`; `ran` when the specs were run, not only validated.
    public func rendered(as format: ReportFormat, ran: Bool) -> String {
        switch format {
        case .text: return TextReport.render(self, ran: ran)
        case .json: return JSONReport.render(self)
        case .junit: return JUnitReport.render(self)
        case .tap: return TAPReport.render(self)
        case .github: return (GitHubReport.annotations(self) + [summary(ran: ran)]).joined(separator: "\n") + "\n"
        case .html: return HTMLReport.render(self, ran: ran)
        }
    }
}
