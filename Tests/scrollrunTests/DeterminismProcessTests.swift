import Foundation
import Testing

@Suite("Determinism across processes")
struct DeterminismProcessTests {
    /// Each process hashes with a seed of its own, so an order that comes from
    /// a set or a dictionary differs between them. The trace holds every
    /// value of every run whatever the format, so it is compared across all
    /// 20 processes; each report format across the 4 that write it.
    @Test("20 processes, the report formats in turn, give the same trace bytes and the same report bytes per format")
    func separateProcesses() throws {
        let formats = ["text", "json", "junit", "tap", "github"]
        let folder = try temporaryFolder([:])
        var outputs: [String: Set<String>] = [:]
        var traces: Set<Data> = []
        for run in 0..<20 {
            let format = formats[run % formats.count]
            let trace = folder.appendingPathComponent("trace-\(run).jsonl")
            let result = try scrollrun(["run", "Examples", "--format", format, "--trace", trace.path])
            #expect(result.status == 0)
            outputs[format, default: []].insert(result.output)
            traces.insert(try Data(contentsOf: trace))
        }
        #expect(traces.count == 1)
        for format in formats {
            #expect(outputs[format]?.count == 1, "\(format) differs between processes")
        }
    }
}
