import ScrollText

/// One self-contained HTML page for people (a CI artifact opened in a
/// browser): the summary, every spec with its status, each failure with what
/// was expected and what was found, the trace around it, and, for a failed
/// spec, its plot inline. No script, no network: styles and SVG are in the page.
package enum HTMLReport {
    /// The page for a report; `ran` chooses `run`'s or `validate`'s summary.
    package static func render(_ report: Report, ran: Bool) -> String {
        let counts = report.counts
        let summary = ran ? TextReport.runSummary(counts) : TextReport.validationSummary(counts)
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>scrollrun: \(escape(summary))</title>",
            "<style>\(style)</style>",
            "</head>",
            "<body>",
            "<h1>scrollrun report</h1>",
            "<p class=\"summary \(counts.exitStatusClass)\">\(escape(summary))</p>",
            "<table>",
            "<thead><tr><th>status</th><th>spec</th><th>file</th><th>expectations</th></tr></thead>",
            "<tbody>",
        ]
        html += report.entries.enumerated().map { row($1, index: $0) }
        html += ["</tbody>", "</table>"]
        html += report.entries.enumerated().flatMap { details($1, index: $0) }
        html += ["</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    private static func row(_ entry: Report.Entry, index: Int) -> String {
        let status = entry.status
        let name = entry.name.map(escape) ?? "—"
        let expectations: String
        if case .ran(let result) = entry.outcome {
            expectations = "\(result.expectations.count - result.failedCount) of \(result.expectations.count) held"
        } else {
            expectations = "—"
        }
        let link = entry.hasDetails ? "<a href=\"#spec\(index)\">\(name)</a>" : name
        return "<tr><td><span class=\"badge \(status)\">\(status.uppercased())</span></td><td>\(link)</td><td><code>\(escape(entry.file))</code></td><td>\(expectations)</td></tr>"
    }

    private static func details(_ entry: Report.Entry, index: Int) -> [String] {
        guard entry.hasDetails else { return [] }
        var html = [
            "<section id=\"spec\(index)\">",
            "<h2><span class=\"badge \(entry.status)\">\(entry.status.uppercased())</span> \(escape(entry.name ?? entry.file))</h2>",
            "<p><code>\(escape(entry.file))</code></p>",
        ]
        if !entry.warnings.isEmpty {
            html.append("<ul class=\"warnings\">")
            html += entry.warnings.map { "<li><code>\(escape($0.location))</code> \(escape($0.message))</li>" }
            html.append("</ul>")
        }
        switch entry.outcome {
        case .invalid(let diagnostics):
            html.append("<ul class=\"problems\">")
            html += diagnostics.map { "<li><code>\(escape($0.location))</code> \(escape($0.message))</li>" }
            html.append("</ul>")
        case .valid:
            break
        case .ran(let result):
            html += failures(of: result)
            if let plot = result.plot, !result.passed {
                html += ["<figure class=\"plot\">", inline(SVGPlot.render(plot)), "<figcaption>Properties over virtual time</figcaption>", "</figure>"]
            }
        }
        html.append("</section>")
        return html
    }

    /// The failed expectations of a spec shown in full; the rest are counted.
    static let failuresShown = 200
    /// The failed expectations of a spec drawn as screens before the failure.
    static let failuresDrawn = 10

    private static func failures(of result: RunResult) -> [String] {
        var html: [String] = []
        let failed = result.expectations.filter { !$0.passed }
        for (index, expectation) in failed.prefix(failuresShown).enumerated() {
            html.append("<div class=\"failure\">")
            html.append("<h3>line \(expectation.mark.line): expect \(escape(expectation.summary))</h3>")
            html += expectation.failures.map { "<p class=\"message\">\(escape($0.message))</p>" }
            html += counterexample(of: result, at: expectation.mark)
            html += excerpt(expectation.traceExcerpt, "trace around the failure")
            if index < failuresDrawn { html += frames(of: result, before: expectation.time) }
            html.append("</div>")
        }
        if failed.count > failuresShown {
            html.append("<p class=\"more\">\(failed.count - failuresShown) more failed expectations are left out of this page; "
                        + "the text, JSON and JUnit reports list every one.</p>")
        }
        if let stop = result.stopDiagnostic {
            html.append("<div class=\"failure\"><h3>line \(stop.mark.line): the script stopped</h3><p class=\"message\">\(escape(stop.message))</p>")
            html += counterexample(of: result, at: stop.mark)
            html += excerpt(result.stopExcerpt, "trace up to the stop")
            // An exploration's replay is its counterexample's run, which ended there.
            html += frames(of: result, before: result.replay?.recording.endTime ?? result.endTime)
            html.append("</div>")
        }
        return html
    }

    /// An explored counterexample's script, when it broke at `mark`.
    private static func counterexample(of result: RunResult, at mark: Mark) -> [String] {
        guard let counterexample = result.counterexample(brokenAt: mark) else { return [] }
        return ["<details open><summary>\(escape(counterexample.reportHeading))</summary><pre>\(escape(counterexample.scriptBlock.joined(separator: "\n")))</pre></details>"]
    }

    /// Trace lines under `summary`, when there are any.
    private static func excerpt(_ lines: [String], _ summary: String) -> [String] {
        lines.isEmpty ? [] : ["<details open><summary>\(summary)</summary><pre>\(escape(lines.joined(separator: "\n")))</pre></details>"]
    }

    /// The screen at a failure's moment and at the three tenths of a second
    /// before it, as the run's replay draws it.
    private static func frames(of result: RunResult, before time: VirtualTime) -> [String] {
        guard let replay = result.replay else { return [] }
        let tenth = VirtualTime.milliseconds(100)
        let times = [3, 2, 1, 0].compactMap { count -> VirtualTime? in
            let back = VirtualTime(nanoseconds: tenth.nanoseconds * Int64(count))
            return time >= back ? time - back : nil
        }
        let figures = times.map { "<figure>" + ScreenSnapshot.svg(replay, at: $0) + "<figcaption>t=\($0)</figcaption></figure>" }
        return ["<div class=\"frames\">"] + figures + ["</div>"]
    }

    /// An SVG document as an element of the page.
    private static func inline(_ svg: String) -> String {
        svg.hasSuffix("\n") ? String(svg.dropLast()) : svg
    }

    private static func escape(_ text: String) -> String {
        XML.escape(text)
    }

    private static let style = """
        body{font:14px/1.45 -apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#222}\
        h1{font-size:22px}h2{font-size:18px;margin-top:32px}h3{font-size:14px;margin:8px 0}\
        table{border-collapse:collapse}th,td{text-align:left;padding:4px 12px;border-bottom:1px solid #ddd}\
        .summary{font-weight:bold}.summary.passed{color:#1a7f37}.summary.failed,.summary.invalid{color:#c62828}\
        .badge{display:inline-block;padding:1px 6px;border-radius:4px;color:#fff;font-size:12px;font-weight:bold}\
        .badge.passed,.badge.valid{background:#1a7f37}.badge.failed{background:#c62828}.badge.invalid{background:#8e24aa}\
        .failure{border-left:4px solid #c62828;padding:4px 12px;margin:12px 0;background:#fff5f5}\
        .message{font-family:ui-monospace,Menlo,monospace}pre{background:#f6f8fa;padding:8px;overflow:auto;font-size:12px}\
        .problems li,.warnings li{font-family:ui-monospace,Menlo,monospace}.warnings{color:#8a6d00}\
        figure.plot svg{max-width:100%;height:auto;border:1px solid #ddd}\
        .frames{display:flex;gap:12px;flex-wrap:wrap}.frames figure{margin:8px 0;font-size:12px;color:#546e7a}
        """
}

extension Report.Entry {
    /// `passed`, `failed`, `invalid` (a limit broken counts as invalid) or `valid`.
    var status: String {
        switch outcome {
        case .invalid: return "invalid"
        case .valid: return "valid"
        case .ran(let result):
            if result.stoppedBy?.isLimit == true { return "invalid" }
            return result.passed ? "passed" : "failed"
        }
    }

    /// Whether the entry has more to show than its row.
    var hasDetails: Bool { status == "failed" || status == "invalid" || !warnings.isEmpty }
}

extension Report.Counts {
    /// The summary's class: `passed`, `failed` or `invalid`.
    var exitStatusClass: String {
        invalid > 0 ? "invalid" : failed > 0 ? "failed" : "passed"
    }
}
