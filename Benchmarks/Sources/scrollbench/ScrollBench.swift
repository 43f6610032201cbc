import Foundation

/// `scrollbench`: every benchmark side by side in one process, medians of
/// several runs, with ratios; `--json` for machines.
@main
struct ScrollBench {
    static func main() {
        let json = CommandLine.arguments.contains("--json")
        let runs = 7
        let events = PipelineEvent.stream(count: option("--events").flatMap { Int($0) } ?? 1_000_000)
        if let name = option("--profile") {
            profile(name, events)
            return
        }

        let outputs = [ScrollDSLPipeline.run(events), OpenCombinePipeline.run(events), StateMachinePipeline.run(events)]
        guard outputs.allSatisfy({ $0 == outputs[0] }), outputs[0].taps > 0 else {
            print("scrollbench: the three pipelines disagree: \(outputs)")
            exit(1)
        }
        let perEvent = { (measurement: Measurement) in measurement.median / Double(events.count) * 1e9 }
        let scrollDSL = perEvent(Measurement("ScrollDSL", runs: runs) { keep(ScrollDSLPipeline.run(events)) })
        let openCombine = perEvent(Measurement("OpenCombine", runs: runs) { keep(OpenCombinePipeline.run(events)) })
        let stateMachine = perEvent(Measurement("state machine", runs: runs) { keep(StateMachinePipeline.run(events)) })

        let rows = [
            ("pipeline: ScrollDSL (compiled from YAML)", scrollDSL, "ns/event", "≤ 10× state machine: \(ratio(scrollDSL, stateMachine))×"),
            ("pipeline: OpenCombine 0.14 (hand-written)", openCombine, "ns/event", "ScrollDSL ≥ 10× faster: \(ratio(openCombine, scrollDSL))×"),
            ("pipeline: hand-written state machine", stateMachine, "ns/event", "the floor"),
        ]
        if json {
            let members = rows.map { "{\"name\":\"\($0.0)\",\"median\":\(rounded($0.1)),\"unit\":\"\($0.2)\"}" }
            print("{\"events\":\(events.count),\"runs\":\(runs),\"results\":[\(members.joined(separator: ","))]}")
        } else {
            print("\(events.count) events, \(outputs[0].taps) taps, identical outputs; medians of \(runs) runs")
            for row in rows {
                print(row.0.padding(toLength: 44, withPad: " ", startingAt: 0), String(rounded(row.1)).padding(toLength: 10, withPad: " ", startingAt: 0), row.2, " ", row.3)
            }
        }
    }

    /// The value after `name` on the command line.
    static func option(_ name: String) -> String? {
        guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count else { return nil }
        return CommandLine.arguments[index + 1]
    }

    /// Runs one implementation ten times and nothing else, under a profiler.
    static func profile(_ name: String, _ events: [PipelineEvent]) {
        let pipelines = ["scrolldsl": ScrollDSLPipeline.run, "opencombine": OpenCombinePipeline.run, "statemachine": StateMachinePipeline.run]
        guard let run = pipelines[name] else {
            print("scrollbench: --profile takes one of \(pipelines.keys.sorted().joined(separator: ", "))")
            exit(64)
        }
        for _ in 0..<10 { keep(run(events)) }
    }

    /// Keeps a result alive, so the optimizer cannot drop the work that made it.
    @inline(never)
    static func keep(_ output: PipelineOutput) {
        if output.checksum == 42 { print("") }
    }

    static func ratio(_ a: Double, _ b: Double) -> String { String(rounded(a / b)) }
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
