import ScrollText

/// The plain report: positioned diagnostics, a line per spec, and a summary.
package enum TextReport {
    /// The lines for one entry, as soon as it is done: warnings, problems, and
    /// for a run its verdict, each on one line (spec content is escaped).
    package static func lines(
        for entry: Report.Entry, format: (Diagnostic) -> String = \.description, verdictFormat: (String) -> String = { $0 }
    ) -> [String] {
        let warnings = entry.warnings.map(format)
        switch entry.outcome {
        case .invalid(let diagnostics):
            return diagnostics.map(format)
        case .valid:
            return warnings
        case .ran(let result):
            return warnings + result.diagnostics.map(format) + [verdictFormat(verdict(for: result))]
        }
    }

    /// `PASS file (name): 4 expectations held, ended at t=12.5s` (`3
    /// expectations held, 1 untested, in 100 explored runs (…)` when exploring
    /// put an invariant to no test), `FAIL …`, or
    /// `INVALID …` for a run that broke a limit (counted as invalid in the summary too).
    package static func verdict(for result: RunResult) -> String {
        let count = result.expectations.count
        let noun = count == 1 ? "expectation" : "expectations"
        let head = "\(result.file.visiblyEscaped) (\(result.name.visiblyEscaped))"
        if let stop = result.stoppedBy, stop.isLimit {
            return "INVALID \(head): the run broke a limit after \(count) \(noun), at t=\(result.endTime)"
        }
        if result.passed {
            let untested = result.expectations.count { $0.untested != nil }
            let unreached = untested == 0 ? "" : ", \(untested) untested"
            return "PASS \(head): \(Plural.of(count - untested, "expectation")) held\(unreached), \(ending(of: result))"
        }
        let failed = result.failedCount
        let text: String
        switch (result.stoppedBy != nil, failed) {
        case (false, _): text = "\(failed) of \(count) \(noun) failed"
        case (true, 0): text = count == 0 ? "the script stopped early, before any expectation" : "the script stopped early; \(Plural.of(count, "expectation")) held before"
        case (true, _): text = "\(failed) of \(count) \(noun) failed and the script stopped early"
        }
        return "FAIL \(head): \(text), \(ending(of: result))"
    }

    /// `ended at t=12.5s` for a run; for exploring, which ended many runs,
    /// how many and the virtual time they covered together.
    private static func ending(of result: RunResult) -> String {
        guard let exploration = result.exploration else { return "ended at t=\(result.endTime)" }
        return "in \(Plural.of(exploration.runs, "explored run")) (\(exploration.virtualTime) of virtual time)"
    }

    /// `run`'s summary: `4 specs: 3 passed, 1 failed, 0 invalid (26 expectations, 1 failed)`.
    package static func runSummary(_ counts: Report.Counts) -> String {
        "\(Plural.of(counts.specs, "spec")): \(counts.passed) passed, \(counts.failed) failed, \(counts.invalid) invalid"
            + " (\(Plural.of(counts.expectations, "expectation")), \(counts.failedExpectations) failed)"
    }

    /// `validate`'s summary: `3 specs: 2 valid, 1 invalid (4 errors)`.
    package static func validationSummary(_ counts: Report.Counts) -> String {
        var text = "\(Plural.of(counts.specs, "spec")): \(counts.passed) valid, \(counts.invalid) invalid"
        if counts.errors > 0 { text += " (\(Plural.of(counts.errors, "error")))" }
        return text
    }

    /// The whole report, for `--output`.
    package static func render(_ report: Report, ran: Bool) -> String {
        let body = report.entries.flatMap { lines(for: $0) }
        let summary = ran ? runSummary(report.counts) : validationSummary(report.counts)
        return (body + [summary]).joined(separator: "\n") + "\n"
    }
}
