import Foundation

/// Benchmark: the one-hour session of the four seed behaviours as users run
/// it, `scrollrun run` as a whole process, less `scrollrun validate` of the
/// same file (start-up, loading and checking), timed in turns: the virtual
/// hour over the wall time the run itself adds.
enum SessionProcessBenchmark {
    static func run(scrollrun: String, runs: Int) -> [ResultRow] {
        let (folder, spec) = SpecFolder.session("session")
        defer { folder.remove() }
        let run = ["run", spec, "--output", "/dev/null"]
        let validate = ["validate", spec, "--output", "/dev/null"]
        guard ChildProcess.spawnAndWait(scrollrun, run) == 0, ChildProcess.spawnAndWait(scrollrun, validate) == 0 else {
            fatalError("scrollbench: scrollrun run or validate of the session failed")
        }
        var differences: [Double] = []
        var runTimes: [Double] = []
        var validateTimes: [Double] = []
        for _ in 0..<runs {
            runTimes.append(Measurement.seconds { keep(ChildProcess.spawnAndWait(scrollrun, run)) })
            validateTimes.append(Measurement.seconds { keep(ChildProcess.spawnAndWait(scrollrun, validate)) })
            differences.append(runTimes[runTimes.count - 1] - validateTimes[validateTimes.count - 1])
        }
        let running = Measurement.median(of: differences.sorted())
        let speed = 3600 / running
        let whole = Measurement("run", times: runTimes).median
        let checked = Measurement("validate", times: validateTimes).median
        return [
            ResultRow(
                benchmark: "simulation", name: "3600 s session as a process, run − validate", value: speed, unit: "sim s/s",
                target: "≥ 150,000 (\(ResultTable.rounded(running * 1000)) ms: run \(ResultTable.rounded(whole * 1000)) ms − validate \(ResultTable.rounded(checked * 1000)) ms, the median turn)",
                met: speed >= 150_000),
        ]
    }
}
