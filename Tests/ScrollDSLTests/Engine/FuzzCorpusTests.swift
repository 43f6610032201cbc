import Foundation
import Testing
import ScrollDSL

/// The fuzzer's kept corpus: mutants of the Examples that once found new code.
/// Each must load or be refused with positioned problems, and each valid one
/// must run to an end (passing or not) within a minute of virtual time.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz-corpus")

    @Test("every kept input loads or is refused with positions, and runs to an end")
    func corpus() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(files.count >= 100)
        var valid = 0
        for name in files {
            let path = Self.folder.appendingPathComponent(name).path
            do {
                let spec = try SpecLoader.load(contentsOf: path, timeLimit: .seconds(60))
                valid += 1
                let result = Interpreter.run(spec, options: RunOptions(timeLimit: .seconds(60)))
                #expect(result.endTime <= .seconds(60), "\(name)")
            } catch {
                #expect(!error.diagnostics.isEmpty, "\(name)")
                #expect(error.diagnostics.allSatisfy { $0.file == path && $0.mark.line >= 1 && $0.mark.column >= 1 }, "\(name)")
            }
        }
        #expect(valid > 0, "some mutants are still valid specs, so the run path is exercised too")
    }
}
