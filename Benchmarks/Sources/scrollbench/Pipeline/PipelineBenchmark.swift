/// Benchmark 1: the seed-000 undo pipeline, four ways, on one event stream.
enum PipelineBenchmark {
    static func run(events count: Int, runs: Int) -> [ResultRow] {
        let events = PipelineEvent.stream(count: count)
        let outputs = [
            ScrollDSLPipeline.run(events), ScrollDSLPipeline.runComposed(events), OpenCombinePipeline.run(events), StateMachinePipeline.run(events),
        ]
        guard outputs.allSatisfy({ $0 == outputs[0] }), outputs[0].taps > 0 else {
            fatalError("scrollbench: the four pipelines disagree: \(outputs)")
        }
        let perEvent = { (seconds: Double) in seconds / Double(count) * 1e9 }
        let scrollDSLRuns = Measurement("ScrollDSL", runs: runs) { keep(ScrollDSLPipeline.run(events)) }
        let scrollDSL = perEvent(scrollDSLRuns.median)
        let composed = perEvent(Measurement("ScrollDSL composed", runs: runs) { keep(ScrollDSLPipeline.runComposed(events)) }.median)
        let overBuiltIn = composed / scrollDSL
        let openCombineRuns = Measurement("OpenCombine", runs: runs) { keep(OpenCombinePipeline.run(events)) }
        let openCombine = perEvent(openCombineRuns.median)
        let stateMachine = perEvent(Measurement("state machine", runs: runs) { keep(StateMachinePipeline.run(events)) }.median)
        let overFloor = scrollDSL / stateMachine
        // Every run: OpenCombine's fastest against ScrollDSL's slowest.
        let worstSpeedup = openCombineRuns.fastest / scrollDSLRuns.slowest
        let speedup = openCombine / scrollDSL
        return [
            ResultRow(benchmark: "pipeline", name: "ScrollDSL, compiled from YAML", value: scrollDSL, unit: "ns/event",
                      target: "≤ 5× state machine: \(ResultTable.rounded(overFloor))×", met: overFloor <= 5),
            ResultRow(benchmark: "pipeline", name: "ScrollDSL, composed plugin file", value: composed, unit: "ns/event",
                      target: "≤ 3× the built-in: \(ResultTable.rounded(overBuiltIn))×", met: overBuiltIn <= 3),
            ResultRow(benchmark: "pipeline", name: "OpenCombine 0.14, hand-written", value: openCombine, unit: "ns/event",
                      target: "ScrollDSL ≥ 10× faster on every run: worst \(ResultTable.rounded(worstSpeedup))×, median \(ResultTable.rounded(speedup))×",
                      met: worstSpeedup >= 10),
            ResultRow(benchmark: "pipeline", name: "hand-written state machine", value: stateMachine, unit: "ns/event",
                      target: "the floor (\(count) events, \(outputs[0].taps) taps, identical outputs)", met: nil),
        ]
    }
}
