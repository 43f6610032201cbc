/// GitHub Actions workflow commands: one `::error` annotation per problem, so
/// failures show on the pull request's lines.
package enum GitHubReport {
    /// The annotations of a report, one line each.
    package static func annotations(_ report: Report) -> [String] {
        report.entries.flatMap { entry -> [String] in
            entry.warnings.map { annotation($0, title: "spec warning") } + problems(entry)
        }
    }

    private static func problems(_ entry: Report.Entry) -> [String] {
        switch entry.outcome {
        case .invalid(let diagnostics):
            return diagnostics.map { annotation($0, title: "invalid spec") }
        case .valid:
            return []
        case .ran(let result):
            let stop = result.stopDiagnostic.map { stop in
                annotation(stop, title: result.stoppedBy?.isLimit == true ? "run broke a limit" : "script stopped")
            }
            return result.expectationFailures.map { annotation($0, title: "scroll expectation failed") } + (stop.map { [$0] } ?? [])
        }
    }

    /// `::error file=…,line=…,col=…,title=…::message` (or `::warning`):
    /// control characters from the spec as visible escapes, then GitHub's own escaping.
    package static func annotation(_ diagnostic: Diagnostic, title: String) -> String {
        let properties = [
            ("file", diagnostic.file.visiblyEscaped), ("line", String(diagnostic.mark.line)),
            ("col", String(diagnostic.mark.column)), ("title", "scrollrun: \(title)"),
        ].map { "\($0.0)=\(escapeProperty($0.1))" }
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message.visiblyEscaped))"
    }

    /// Message text: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.escaped { ["%": "%25", "\r": "%0D", "\n": "%0A"][$0] }
    }

    /// Property values: as message text, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).escaped { [":": "%3A", ",": "%2C"][$0] }
    }
}
