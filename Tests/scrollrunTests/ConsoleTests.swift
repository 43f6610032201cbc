import Testing
import ScrollDSL
@testable import scrollrun

@Suite("Console colour")
struct ConsoleTests {
    private let diagnostic = Diagnostic(file: "a.scroll.yaml", mark: Mark(line: 3, column: 7), message: "bad")

    @Test("colour only on a terminal, and never with NO_COLOR")
    func colour() {
        #expect(Console(environment: [:], isTerminal: true).usesColour)
        #expect(!Console(environment: [:], isTerminal: false).usesColour)
        #expect(!Console(environment: ["NO_COLOR": "1"], isTerminal: true).usesColour)
        #expect(Console(environment: ["NO_COLOR": ""], isTerminal: true).usesColour)
    }

    @Test("coloured and plain diagnostics read the same")
    func format() {
        #expect(Console(environment: [:], isTerminal: false).format(diagnostic) == "a.scroll.yaml:3:7: error: bad")
        let coloured = Console(environment: [:], isTerminal: true).format(diagnostic)
        #expect(coloured == "\u{1B}[1ma.scroll.yaml:3:7:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m bad")
    }
}
