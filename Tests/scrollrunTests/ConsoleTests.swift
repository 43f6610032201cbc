import ArgumentParser
import Testing
import ScrollDSL
import ScrollDSLBuiltIns
@testable import ScrollRunCLI
import ScrollPlatform

/// A standard output that keeps what it is given, or fails like a full disk.
final class RecordingSink: ByteSink {
    let isTerminal: Bool
    let columns: Int?
    let failsAfter: Int?
    private(set) var text = ""
    private var writes = 0

    init(isTerminal: Bool = false, columns: Int? = nil, failsAfter: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = columns
        self.failsAfter = failsAfter
    }

    func write(_ bytes: [UInt8]) throws(SystemError) {
        writes += 1
        if let failsAfter, writes > failsAfter { throw SystemError(code: 28) }  // ENOSPC
        text += String(decoding: bytes, as: UTF8.self)
    }
}

@Suite("Console")
struct ConsoleTests {
    private let diagnostic = Diagnostic(file: "a.scroll.yaml", mark: Mark(line: 3, column: 7), message: "bad")

    private func console(_ environment: [String: String] = [:], terminal: Bool) -> Console {
        Console(environment: Environment(values: environment), output: RecordingSink(isTerminal: terminal))
    }

    @Test("colour on a terminal, never with NO_COLOR, and forced by FORCE_COLOR or CLICOLOR_FORCE")
    func colour() {
        #expect(console(terminal: true).usesColour)
        #expect(!console(terminal: false).usesColour)
        #expect(!console(["NO_COLOR": "1"], terminal: true).usesColour)
        #expect(console(["NO_COLOR": ""], terminal: true).usesColour)
        #expect(console(["FORCE_COLOR": "1"], terminal: false).usesColour)
        #expect(console(["CLICOLOR_FORCE": "1"], terminal: false).usesColour)
        #expect(!console(["FORCE_COLOR": "0"], terminal: false).usesColour)
        #expect(!console(["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], terminal: true).usesColour)
    }

    @Test("coloured and plain diagnostics read the same; verdicts are green or red")
    func format() {
        #expect(console(terminal: false).format(diagnostic) == "a.scroll.yaml:3:7: error: bad")
        #expect(console(terminal: true).format(diagnostic) == "\u{1B}[1ma.scroll.yaml:3:7:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m bad")
        #expect(console(terminal: true).formatVerdict("PASS a (A): 1 expectation held") == "\u{1B}[1;32mPASS\u{1B}[0m a (A): 1 expectation held")
        #expect(console(terminal: true).formatVerdict("FAIL a (A): 1 of 1") == "\u{1B}[1;31mFAIL\u{1B}[0m a (A): 1 of 1")
        #expect(console(terminal: false).formatVerdict("FAIL a (A): 1 of 1") == "FAIL a (A): 1 of 1")
    }

    @Test("a failed write to standard output is kept, later text dropped, and the command ends with 74")
    func writeFailure() throws {
        let sink = RecordingSink(failsAfter: 1)
        let console = Console(environment: Environment(values: [:]), output: sink)
        console.line("first")
        console.line("second")
        console.line("third")
        #expect(sink.text == "first\n")
        #expect(console.failure == SystemError(code: 28))
        let error = #expect(throws: ExitCode.self) { try console.finish() }
        #expect(error == ExitStatus.ioError)
    }
}
