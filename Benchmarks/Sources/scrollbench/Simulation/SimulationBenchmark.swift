import ScrollDSL

/// Benchmark 2: a one-hour scripted session at 120 Hz, as simulated seconds
/// per wall second.
enum SimulationBenchmark {
    static func run(seconds: Int, runs: Int) -> [ResultRow] {
        let spec = try! SpecLoader.load(yaml: SessionSpec.yaml(seconds: seconds), file: "session.scroll.yaml")
        let check = Interpreter.run(spec)
        guard check.passed, check.endTime == .seconds(Int64(seconds)) else {
            fatalError("scrollbench: the generated session does not pass: \(check.diagnostics.prefix(3))")
        }
        let median = Measurement("simulation", runs: runs) { keep(Interpreter.run(spec)) }.median
        let speed = Double(seconds) / median
        return [
            ResultRow(benchmark: "simulation", name: "\(seconds) s session, 4 behaviours, 120 Hz", value: speed, unit: "sim s/s",
                      target: "≥ 10,000 (\(ResultTable.rounded(median * 1000)) ms for the session; ≤ 360 ms)", met: speed >= 10_000),
        ]
    }
}
