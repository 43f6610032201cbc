import Foundation
import ScrollDSL
import ScrollDSLBuiltIns

/// `scrollbench`: every benchmark side by side in one run, medians of several
/// runs each, with targets; `--json` for machines, `--only NAME` for one
/// benchmark, `--profile NAME` to run one pipeline (or `loading`, or `session`) alone under a profiler.
@main
struct ScrollBench {
    static func main() {
        if let seconds = option("--memory-child").flatMap(Int.init), let trace = CommandLine.arguments.last {
            MemoryBenchmark.child(seconds: seconds, tracePath: trace)
            return
        }
        if let executable = option("--measure-peak") {
            let arguments = Array(CommandLine.arguments.drop { $0 != executable }.dropFirst())
            let child = ChildProcess.spawnMeasured(executable, arguments)
            print(child.status, child.peakBytes)
            return
        }
        let eventCount = option("--events").flatMap { Int($0) } ?? 1_000_000
        if let name = option("--profile") {
            if name == "loading" {
                let bytes = Array(LargeSpec.yaml().utf8)
                for _ in 0..<5 { keep(try? SpecLoader.load(bytes: bytes, file: "large.scroll.yaml", timeLimit: LoadingBenchmark.timeLimit, plugins: .builtIn)) }
            } else if name == "session" {
                let session = try! SpecLoader.load(yaml: SessionSpec.yaml(seconds: 3600), file: "session.scroll.yaml", plugins: .builtIn)
                for _ in 0..<30 { keep(Interpreter.run(session)) }
            } else {
                profile(name, PipelineEvent.stream(count: eventCount))
            }
            return
        }
        let runs = option("--runs").flatMap { Int($0) } ?? 7
        let scrollrun = option("--scrollrun") ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../../.build/release/scrollrun").standardized.path
        let benchmarks: [(String, () -> [ResultRow])] = [
            ("pipeline", { PipelineBenchmark.run(events: eventCount, runs: runs) }),
            ("simulation", { SimulationBenchmark.run(seconds: 3600, runs: runs) + SessionProcessBenchmark.run(scrollrun: scrollrun, runs: runs) }),
            ("exploration", { ExplorationBenchmark.run(runs: runs) }),
            ("loading", { LoadingBenchmark.run(runs: runs) }),
            ("memory", { MemoryBenchmark.run(scrollrun: scrollrun) }),
            ("start-up", { StartupBenchmark.run(scrollrun: scrollrun, runs: runs) }),
            ("linear", { LinearBenchmark.run(scrollrun: scrollrun, runs: runs) }),
            ("report formats", { ReportFormatBenchmark.run(scrollrun: scrollrun, runs: runs) }),
            ("compare", { CompareBenchmark.run(runs: runs) }),
            ("language server", { LanguageServerBenchmark.run(scrollrun: scrollrun, runs: runs) }),
        ]
        let only = option("--only")
        let gauge = MachineGauge()
        let before = gauge.read()
        let rows = benchmarks.filter { only == nil || $0.0 == only }.flatMap { $0.1() }
        let machine = MachineGauge.describe(before: before, after: gauge.read())
        ResultTable.print(rows, json: CommandLine.arguments.contains("--json"), header: "medians of \(runs) runs, release build; \(machine)")
        if rows.contains(where: { $0.met == false }) { exit(1) }
    }

    /// Runs one pipeline implementation ten times and nothing else, under a profiler.
    static func profile(_ name: String, _ events: [PipelineEvent]) {
        let pipelines = [
            "scrolldsl": ScrollDSLPipeline.run, "composed": ScrollDSLPipeline.runComposed,
            "opencombine": OpenCombinePipeline.run, "statemachine": StateMachinePipeline.run,
        ]
        guard let run = pipelines[name] else {
            print("scrollbench: --profile takes one of \(pipelines.keys.sorted().joined(separator: ", "))")
            exit(64)
        }
        for _ in 0..<10 { keep(run(events)) }
    }

    /// The value after `name` on the command line.
    static func option(_ name: String) -> String? {
        guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count else { return nil }
        return CommandLine.arguments[index + 1]
    }
}
