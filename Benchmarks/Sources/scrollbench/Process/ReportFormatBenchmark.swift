import Foundation

/// Benchmark 7: the one-hour scripted session run by `scrollrun` with each
/// report format, timed as whole processes in turns with the text report,
/// so every format costs about what the text report does.
enum ReportFormatBenchmark {
    static func run(scrollrun: String, runs: Int) -> [ResultRow] {
        let (folder, spec) = SpecFolder.session("formats")
        defer { folder.remove() }
        func report(_ format: String) -> () -> Void {
            { keep(ChildProcess.spawnAndWait(scrollrun, ["run", spec, "--format", format, "--output", "/dev/null"])) }
        }
        for format in ["text", "junit", "html"] where ChildProcess.spawnAndWait(scrollrun, ["run", spec, "--format", format, "--output", "/dev/null"]) != 0 {
            fatalError("scrollbench: scrollrun run --format \(format) of the session failed")
        }
        return ["junit", "html"].map { format in
            let paired = PairedMeasurement(format, "text", runs: runs, report(format), report("text"))
            return ResultRow(
                benchmark: "report formats", name: "one-hour session, --format \(format) ÷ text (\(Self.milliseconds(paired.first)) vs \(Self.milliseconds(paired.second)))",
                value: paired.ratio, unit: "× text", target: "≤ 1.5×", met: paired.ratio <= 1.5)
        }
    }

    private static func milliseconds(_ measurement: Measurement) -> String {
        String(format: "%.0f ms", measurement.median * 1000)
    }
}
