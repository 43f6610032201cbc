import ScrollText

/// The machine-readable report: one JSON document with a `version`, every spec
/// with its status, diagnostics and expectations, and the counts. Keys come in
/// a fixed order and times are virtual, so two runs give the same bytes.
package enum JSONReport {
    /// The format's version; it changes only when a field changes meaning.
    package static let version = 1

    package static func render(_ report: Report) -> String {
        let counts = report.counts
        let specs = report.entries.map(entry)
        return JSON.object([
            ("version", String(version)),
            ("specs", "[" + specs.joined(separator: ",") + "]"),
            ("summary", JSON.object([
                ("specs", String(counts.specs)), ("passed", String(counts.passed)), ("failed", String(counts.failed)),
                ("invalid", String(counts.invalid)), ("expectations", String(counts.expectations)),
                ("failedExpectations", String(counts.failedExpectations)),
            ])),
        ]) + "\n"
    }

    private static func entry(_ entry: Report.Entry) -> String {
        var members = [("file", JSON.string(entry.file)), ("name", entry.name.map(JSON.string) ?? "null")]
        if !entry.warnings.isEmpty { members.append(("warnings", array(entry.warnings.map { diagnostic($0) }))) }
        switch entry.outcome {
        case .invalid(let diagnostics):
            members += [("status", JSON.string("invalid")), ("diagnostics", array(diagnostics.map { diagnostic($0) }))]
        case .valid:
            members += [("status", JSON.string("valid"))]
        case .ran(let result):
            members += [
                ("status", JSON.string(entry.status)),
                ("endTime", JSON.string(result.endTime.description)),
                ("expectations", array(result.expectations.map(expectation))),
                ("stoppedBy", result.stopDiagnostic.map { diagnostic($0, in: result.stoppedBy?.file) } ?? "null"),
            ]
            if let explored = result.exploration {
                members.append(("explored", JSON.object([
                    ("runs", String(explored.runs)), ("steps", String(explored.steps)),
                    ("virtualTime", JSON.string(explored.virtualTime.description)), ("virtualSeconds", explored.virtualTime.seconds.formatted),
                ] + (explored.counterexample.map { [("counterexample", counterexample($0))] } ?? []))))
            }
        }
        return JSON.object(members)
    }

    /// An expectation; an invariant no explored run tested has `untested`, why.
    private static func expectation(_ result: ExpectationResult) -> String {
        JSON.object([
            ("line", String(result.mark.line)), ("column", String(result.mark.column)),
            ("checks", JSON.string(result.summary)), ("passed", String(result.passed)),
            ("start", JSON.string(result.start.description)), ("time", JSON.string(result.time.description)),
            ("failures", array(result.failures.map { failure in
                JSON.object([("line", String(failure.mark.line)), ("column", String(failure.mark.column)), ("message", JSON.string(failure.message))])
            })),
        ] + (result.untested.map { [("untested", JSON.string($0))] } ?? []))
    }

    /// The first broken invariant's shortest script: the run it came from
    /// (and the device, of a list), how many steps it had, its steps as a
    /// spec writes them, and the spec file it was written as.
    private static func counterexample(_ counterexample: Counterexample) -> String {
        JSON.object([
            ("line", String(counterexample.mark.line)), ("column", String(counterexample.mark.column)),
            ("run", String(counterexample.run)), ("device", counterexample.device.map { String($0 + 1) } ?? "null"),
            ("originalSteps", String(counterexample.originalSteps)),
            ("script", array(counterexample.stepTexts.map(JSON.string))),
            ("file", counterexample.writtenTo.map(JSON.string) ?? "null"),
        ])
    }

    /// A problem at a line and column of the spec, or of `file` (a plugin file).
    private static func diagnostic(_ diagnostic: Diagnostic, in file: String? = nil) -> String {
        JSON.object((file.map { [("file", JSON.string($0))] } ?? []) + [
            ("line", String(diagnostic.mark.line)), ("column", String(diagnostic.mark.column)),
            ("message", JSON.string(diagnostic.message)),
        ])
    }

    private static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
