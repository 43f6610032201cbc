import Foundation
import ScrollDSL

/// Where reports go: standard output, with colour only on a terminal and never
/// when `NO_COLOR` is set (no-color.org).
struct Console {
    let usesColour: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool = isatty(STDOUT_FILENO) == 1) {
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        usesColour = !noColour && isTerminal
    }

    /// Writes a line of the report.
    func line(_ text: String) {
        print(text)
    }

    /// Writes text as it is.
    func write(_ text: String) {
        print(text, terminator: "")
    }

    /// Writes each diagnostic on its own line.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            line(format(diagnostic))
        }
    }

    /// Writes a message that is not part of the report to standard error.
    func error(_ text: String) {
        FileHandle.standardError.write(Data("scrollrun: error: \(text)\n".utf8))
    }

    /// A diagnostic as `FILE:LINE:COLUMN: error: message`, coloured on a terminal.
    func format(_ diagnostic: Diagnostic) -> String {
        guard usesColour else { return diagnostic.description }
        let location = "\(diagnostic.file):\(diagnostic.mark.line):\(diagnostic.mark.column):"
        return "\(Self.bold)\(location)\(Self.reset) \(Self.red)error:\(Self.reset) \(diagnostic.message)"
    }

    private static let bold = "\u{1B}[1m"
    private static let red = "\u{1B}[1;31m"
    private static let reset = "\u{1B}[0m"
}
