import ScrollDSL
import ScrollDSLBuiltIns

/// Benchmark 2: how fast virtual time passes. A one-hour scripted session at
/// 120 Hz, a million-second wait after a fling, and one moving scroll view
/// beside a thousand still ones against the same one alone.
enum SimulationBenchmark {
    static func run(seconds: Int, runs: Int) -> [ResultRow] {
        let session = passing(SessionSpec.yaml(seconds: seconds), endTime: .seconds(Int64(seconds)))
        let sessionTime = Measurement("session", runs: runs) { keep(Interpreter.run(session)) }.median
        let speed = Double(seconds) / sessionTime

        let longWait = passing(CrowdSpec.longWait, endTime: .seconds(1_000_000), timeLimit: .seconds(1_000_001))
        let waitTime = Measurement("long wait", runs: runs) { keep(Interpreter.run(longWait, options: RunOptions(timeLimit: .seconds(1_000_001)))) }.median

        let crowds = [false, true].map { heard -> (ratio: Double, crowd: Double, alone: Double) in
            let alone = passing(CrowdSpec.yaml(stillScrollViews: 0, heard: heard), endTime: CrowdSpec.endTime)
            let crowd = passing(CrowdSpec.yaml(stillScrollViews: 1000, heard: heard), endTime: CrowdSpec.endTime)
            let aloneTime = Measurement("alone", runs: runs) { keep(Interpreter.run(alone)) }.median
            let crowdTime = Measurement("crowd", runs: runs) { keep(Interpreter.run(crowd)) }.median
            return (crowdTime / aloneTime, crowdTime, aloneTime)
        }
        func described(_ crowd: (ratio: Double, crowd: Double, alone: Double)) -> String {
            "≤ 2× (\(ResultTable.rounded(crowd.crowd * 1000)) ms against \(ResultTable.rounded(crowd.alone * 1000)) ms)"
        }
        // One hour over 100,000 self-sizing items, and loading it against the same spec without items.
        let itemsYAML = SelfSizingSpec.yaml(withItems: true), plainYAML = SelfSizingSpec.yaml(withItems: false)
        let hour = VirtualTime.seconds(Int64(SelfSizingSpec.seconds))
        let selfSizing = passing(itemsYAML, endTime: hour)
        let selfSizingTime = Measurement("self-sizing hour", runs: runs) { keep(Interpreter.run(selfSizing)) }.median
        let selfSizingSpeed = Double(SelfSizingSpec.seconds) / selfSizingTime
        let loading = PairedMeasurement("load items", "load plain", runs: runs,
                                        { keep(try! SpecLoader.load(yaml: itemsYAML, file: "bench.scroll.yaml", plugins: .builtIn)) },
                                        { keep(try! SpecLoader.load(yaml: plainYAML, file: "bench.scroll.yaml", plugins: .builtIn)) })
        return [
            ResultRow(benchmark: "simulation", name: "one hour over 100,000 self-sizing items", value: selfSizingSpeed, unit: "sim s/s",
                      target: "≥ 150,000 (\(ResultTable.rounded(selfSizingTime * 1000)) ms for the hour)", met: selfSizingSpeed >= 150_000),
            ResultRow(benchmark: "simulation", name: "loading those 100,000 items", value: loading.ratio, unit: "× no items",
                      target: "≤ 2× (\(ResultTable.rounded(loading.first.median * 1000)) ms against \(ResultTable.rounded(loading.second.median * 1000)) ms)", met: loading.ratio <= 2),
            ResultRow(benchmark: "simulation", name: "\(seconds) s session, 4 behaviours, 120 Hz", value: speed, unit: "sim s/s",
                      target: "≥ 150,000 (\(ResultTable.rounded(sessionTime * 1000)) ms for the session; ≤ 24 ms)", met: speed >= 150_000),
            ResultRow(benchmark: "simulation", name: "fling, then wait: 1000000s", value: waitTime * 1000, unit: "ms",
                      target: "< 10 ms", met: waitTime < 0.010),
            ResultRow(benchmark: "simulation", name: "1 scroll view moving, 1,000 still beside it", value: crowds[0].ratio, unit: "× alone",
                      target: described(crowds[0]), met: crowds[0].ratio <= 2),
            ResultRow(benchmark: "simulation", name: "the same, a behaviour hearing the moving one", value: crowds[1].ratio, unit: "× alone",
                      target: described(crowds[1]), met: crowds[1].ratio <= 2),
        ]
    }

    /// Loads `yaml` and checks that it passes and ends at `endTime`, so a
    /// benchmark never measures a run that stopped early.
    private static func passing(_ yaml: String, endTime: VirtualTime, timeLimit: VirtualTime = RunOptions.defaultTimeLimit) -> Spec {
        let spec = try! SpecLoader.load(yaml: yaml, file: "bench.scroll.yaml", timeLimit: timeLimit, plugins: .builtIn)
        let check = Interpreter.run(spec, options: RunOptions(timeLimit: timeLimit))
        guard check.passed, check.endTime == endTime else {
            fatalError("scrollbench: \(spec.name) does not pass: \(check.diagnostics.prefix(3))")
        }
        return spec
    }
}
