import ArgumentParser
import ScrollDSL

/// Loads, filters and (for `run`) runs every selected spec, building the
/// report; text lines stream as each spec finishes when the format allows.
struct SpecBatch {
    let selection: SelectionOptions
    let reporting: ReportOptions
    let plugins: PluginSet
    let console: Console

    /// Processes every file; `run` is nil for `validate`. An interrupt stops the
    /// batch: no report is written, and the process exits 128 + the signal.
    func process(_ files: [String], run options: RunOptions?) throws -> Report {
        var report = Report()
        for (done, file) in files.enumerated() {
            try stopIfInterrupted(done: done, of: files.count)
            let spec: Spec
            do {
                spec = try SpecLoader.load(contentsOf: file, timeLimit: selection.maxTime, plugins: plugins)
            } catch {
                // Reading `-` cut short by an interrupt is the interrupt, not an invalid spec.
                try stopIfInterrupted(done: done, of: files.count)
                report.addInvalid(file: file, error.diagnostics)
                stream(report.entries.last)
                continue
            }
            guard selection.includes(spec) else { continue }
            guard let options else {
                report.addValid(spec)
                stream(report.entries.last)
                continue
            }
            for (index, variant) in spec.runs.enumerated() {
                let result = Interpreter.run(variant, options: options)
                try stopIfInterrupted(done: done, of: files.count)
                report.addRun(result, warnings: index == 0 ? spec.warnings : [])
                stream(report.entries.last)
            }
        }
        try stopIfInterrupted(done: files.count, of: files.count)
        try selection.checkSelection(report, console: console)
        return report
    }

    private func stopIfInterrupted(done: Int, of total: Int) throws {
        try ExitStatus.stopIfInterrupted(done: done, of: total, console: console)
    }

    private func stream(_ entry: Report.Entry?) {
        guard reporting.streamsText, let entry else { return }
        TextReport.lines(for: entry, format: console.format, verdictFormat: console.formatVerdict).forEach(console.line)
    }
}

extension Report.Counts {
    /// The exit status: 2 when any spec is invalid, 1 when any failed.
    var exitStatus: Int32 {
        invalid > 0 ? 2 : failed > 0 ? 1 : 0
    }
}
