import Foundation
import Testing

@Suite("Determinism across processes")
struct DeterminismProcessTests {
    @Test("20 processes give the same report bytes and trace bytes", arguments: ["text", "json", "junit", "tap", "github"])
    func separateProcesses(format: String) throws {
        let folder = try temporaryFolder([:])
        var outputs: Set<String> = []
        var traces: Set<Data> = []
        for run in 0..<20 {
            let trace = folder.appendingPathComponent("trace-\(run).jsonl")
            let result = try scrollrun(["run", "Examples", "--format", format, "--trace", trace.path])
            #expect(result.status == 0)
            outputs.insert(result.output)
            traces.insert(try Data(contentsOf: trace))
        }
        #expect(outputs.count == 1 && traces.count == 1)
    }
}
