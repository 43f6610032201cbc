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
            // An explored counterexample's script follows the problem it
            // broke, so the pull request's line shows how.
            let stop = result.stopDiagnostic.map { stop in
                annotation(stop, title: result.stoppedBy?.isLimit == true ? "run broke a limit" : "script stopped",
                           followedBy: result.counterexample(brokenAt: stop.mark)?.reportLines ?? [])
            }
            return result.expectationFailures.map {
                annotation($0, title: "scroll expectation failed", followedBy: result.counterexample(brokenAt: $0.mark)?.reportLines ?? [])
            } + (stop.map { [$0] } ?? [])
        }
    }

    /// `::error file=…,line=…,col=…,title=…::message` (or `::warning`):
    /// control characters from the spec as visible escapes, then GitHub's own
    /// escaping; `lines` follow the message after a blank line.
    package static func annotation(_ diagnostic: Diagnostic, title: String, followedBy lines: [String] = []) -> String {
        let properties = [
            ("file", diagnostic.file.visiblyEscaped), ("line", String(diagnostic.mark.line)),
            ("col", String(diagnostic.mark.column)), ("title", "scrollrun: \(title)"),
        ].map { "\($0.0)=\(escapeProperty($0.1))" }
        let message = ([diagnostic.message] + (lines.isEmpty ? [] : [""] + lines)).map(\.visiblyEscaped).joined(separator: "\n")
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))"
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
