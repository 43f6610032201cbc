import ScrollDSL

/// Loads, filters and (for `run`) runs every selected spec, building the
/// report; text lines stream as each spec finishes when the format allows.
struct SpecBatch {
    let selection: SelectionOptions
    let reporting: ReportOptions
    let console: Console

    /// Processes every file; `run` is nil for `validate`.
    func process(_ files: [String], run options: RunOptions?) -> Report {
        var report = Report()
        for file in files {
            let spec: Spec
            do {
                spec = try SpecLoader.load(contentsOf: file)
            } catch {
                report.addInvalid(file: file, error.diagnostics)
                stream(report.entries.last)
                continue
            }
            guard selection.includes(spec) else { continue }
            if let options {
                report.addRun(Interpreter.run(spec, options: options))
            } else {
                report.addValid(spec)
            }
            stream(report.entries.last)
        }
        return report
    }

    private func stream(_ entry: Report.Entry?) {
        guard reporting.streamsText, let entry else { return }
        TextReport.lines(for: entry, format: console.format).forEach(console.line)
    }
}

extension Report.Counts {
    /// The exit status: 2 when any spec is invalid, 1 when any failed.
    var exitStatus: Int32 {
        invalid > 0 ? 2 : failed > 0 ? 1 : 0
    }
}
