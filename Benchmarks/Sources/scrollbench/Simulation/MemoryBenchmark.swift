import Foundation
import ScrollDSL
import ScrollDSLBuiltIns

/// Benchmark 4: peak resident memory of a one-hour session with its trace
/// streamed to a file, against a one-minute one; and of `scrollrun validate`
/// on a 16 MB spec; each in a fresh process.
enum MemoryBenchmark {
    /// The child's side: runs a session with a trace to `tracePath`, prints its peak bytes.
    static func child(seconds: Int, tracePath: String) {
        let spec = try! SpecLoader.load(yaml: SessionSpec.yaml(seconds: seconds), file: "session.scroll.yaml", plugins: .builtIn)
        let trace = try! FileTraceSink(path: tracePath)
        let result = Interpreter.run(spec, options: RunOptions(trace: trace))
        try! trace.finish()
        guard result.passed else { exit(1) }
        print(ChildProcess.peakResidentBytes())
    }

    static func run(scrollrun: String) -> [ResultRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollbench-memory-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let peaks = [60, 3600].map { seconds -> Double in
            let trace = folder.appendingPathComponent("trace-\(seconds).jsonl").path
            let child = ChildProcess.run(CommandLine.arguments[0], ["--memory-child", String(seconds), trace])
            guard child.status == 0, let bytes = Double(child.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                fatalError("scrollbench: the memory child for \(seconds) s failed")
            }
            return bytes / 1_048_576
        }
        let ratio = peaks[1] / peaks[0]
        let large = folder.appendingPathComponent("large.scroll.yaml")
        try! LargeSpec.yaml(targetBytes: 16_000_000, screenShare: 0.8).write(to: large, atomically: true, encoding: .utf8)
        let size = Double((try? FileManager.default.attributesOfItem(atPath: large.path)[.size] as? Int) ?? 1) / 1_048_576
        let loading = ChildProcess.peakOfFreshProcess(scrollrun, ["validate", "--max-time", "1000000s", large.path])
        guard loading.status == 0 else { fatalError("scrollbench: scrollrun validate of the 16 MB spec failed") }
        let loadingPeak = Double(loading.peakBytes) / 1_048_576
        return [
            ResultRow(benchmark: "memory", name: "scrollrun validate, \(ResultTable.rounded(size)) MiB spec", value: loadingPeak, unit: "MiB peak",
                      target: "≤ 4× the file: \(ResultTable.rounded(loadingPeak / size))×", met: loadingPeak <= 4 * size),
            ResultRow(benchmark: "memory", name: "one-hour session, trace to a file", value: peaks[1], unit: "MiB peak",
                      target: "≤ 30 MiB, ≤ 1.2× one minute: \(ResultTable.rounded(ratio))×", met: peaks[1] <= 30 && ratio <= 1.2),
            ResultRow(benchmark: "memory", name: "one-minute session, trace to a file", value: peaks[0], unit: "MiB peak", target: "the reference", met: nil),
        ]
    }
}
