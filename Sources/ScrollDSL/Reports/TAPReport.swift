import ScrollText

/// TAP version 14: one test point per spec file, with a subtest of its
/// expectations, YAML diagnostics for each failure (with an explored
/// counterexample's script), an invariant no explored run tested as a
/// `# SKIP`, and the spec's warnings as comments before it.
package enum TAPReport {
    package static func render(_ report: Report) -> String {
        var lines = ["TAP version 14", "1..\(report.entries.count)"]
        for (index, entry) in report.entries.enumerated() {
            let title = entry.name.map { "\(entry.file) (\($0))" } ?? entry.file
            lines += entry.warnings.map { "# " + oneLine($0.description) }
            switch entry.outcome {
            case .invalid(let diagnostics):
                lines.append("not ok \(index + 1) - \(escape(title))")
                lines += details(diagnostics, severity: "invalid", indent: "  ")
            case .valid:
                lines.append("ok \(index + 1) - \(escape(title))")
            case .ran(let result):
                lines.append("# Subtest: \(escape(title))")
                lines.append("    1..\(result.expectations.count + (result.stoppedBy == nil ? 0 : 1))")
                for (number, expectation) in result.expectations.enumerated() {
                    let point = "\(number + 1) - \(expectation.mark.line):\(expectation.mark.column) expect \(escape(expectation.summary))"
                        + (expectation.untested.map { " # SKIP " + escape($0) } ?? "")
                    lines.append("    " + (expectation.passed ? "ok " : "not ok ") + point)
                    let failures = expectation.failures.map { Diagnostic(file: result.file, mark: $0.mark, message: $0.message) }
                    lines += details(failures, severity: "fail", indent: "      ", counterexample: result.counterexample(brokenAt: expectation.mark)?.reportLines ?? [])
                }
                if let stop = result.stopDiagnostic {
                    lines.append("    not ok \(result.expectations.count + 1) - \(stop.mark.line):\(stop.mark.column) script")
                    lines += details([stop], severity: "stopped", indent: "      ", counterexample: result.counterexample(brokenAt: stop.mark)?.reportLines ?? [])
                }
                lines.append((result.passed ? "ok " : "not ok ") + "\(index + 1) - \(escape(title))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML block for the diagnostics, or nothing when there are none; an
    /// explored counterexample's heading and script, one string a line.
    private static func details(_ diagnostics: [Diagnostic], severity: String, indent: String, counterexample: [String] = []) -> [String] {
        guard let first = diagnostics.first else { return [] }
        var lines = ["\(indent)---", "\(indent)message: \(JSON.string(first.message))", "\(indent)severity: \(severity)"]
        lines += ["\(indent)at:", "\(indent)  file: \(JSON.string(first.file))", "\(indent)  line: \(first.mark.line)", "\(indent)  column: \(first.mark.column)"]
        if diagnostics.count > 1 {
            lines.append("\(indent)problems:")
            lines += diagnostics.map { "\(indent)  - \(JSON.string($0.description))" }
        }
        if !counterexample.isEmpty {
            lines.append("\(indent)counterexample:")
            lines += counterexample.map { "\(indent)  - \(JSON.string($0))" }
        }
        lines.append("\(indent)...")
        return lines
    }

    /// TAP descriptions cannot hold `#` unescaped, nor line breaks.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in oneLine(text) {
            switch character {
            case "#": escaped += "\\#"
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A comment or description on one line: line breaks become spaces, and
    /// other controls (U+0085, U+2028, escapes) visible escapes.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }).visiblyEscaped
    }
}
