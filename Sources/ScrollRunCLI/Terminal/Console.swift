import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// Where text goes: the report on standard output, messages on standard
/// error. Every write to standard output is checked: the first failure (a
/// full disk, a closed or broken pipe) is kept, later text is dropped, and
/// ``finish()`` ends the command with status 74.
final class Console {
    /// Whether report lines are coloured.
    let usesColour: Bool
    private var output: any ByteSink
    private(set) var failure: SystemError?

    /// Colour on a terminal, never with `NO_COLOR` (no-color.org), and also
    /// off a terminal with `FORCE_COLOR` or `CLICOLOR_FORCE` (for CI logs).
    init(environment: Environment = .current, output: any ByteSink = FileDescriptor.standardOutput) {
        usesColour = environment.allowsColour(onTerminal: output.isTerminal)
        self.output = output
    }

    /// When `target` is this process's standard output (`--output
    /// /dev/stdout`), the lines meant for standard output go to standard
    /// error from now on, so the file written holds only what it should (a
    /// replay page with no verdict after it, JSON with no summary).
    func keepOut(of target: OutputTarget?) {
        guard let target, target.isStandardOutput else { return }
        output = FileDescriptor.standardError
    }

    /// Writes a line of the report.
    func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes text as it is.
    func write(_ text: String) {
        guard failure == nil else { return }
        do {
            try output.write(Array(text.utf8))
        } catch {
            failure = error
        }
    }

    /// Writes each diagnostic on its own line.
    func report(_ diagnostics: [Diagnostic]) {
        diagnostics.forEach { line(format($0)) }
    }

    /// Ends the command with status 74 when standard output could not be written.
    func finish() throws {
        guard let failure else { return }
        Self.reportError("cannot write the report to standard output: \(failure)")
        throw ExitStatus.ioError
    }

    /// Writes a message that is not part of the report to standard error.
    func error(_ text: String) {
        Self.reportError(text)
    }

    /// A warning on standard error.
    func warning(_ text: String) {
        try? FileDescriptor.standardError.write(Array("scrollrun: warning: \(text)\n".utf8))
    }

    /// `scrollrun: …`, a word on what scrollrun is doing, on standard error.
    static func reportNote(_ text: String) {
        try? FileDescriptor.standardError.write(Array("scrollrun: \(text)\n".utf8))
    }

    /// `scrollrun: error: …` on standard error (whose own failures have nowhere to go).
    static func reportError(_ text: String) {
        try? FileDescriptor.standardError.write(Array("scrollrun: error: \(text)\n".utf8))
    }

    /// A diagnostic as `FILE:LINE:COLUMN: error: message`, coloured when colour is on.
    func format(_ diagnostic: Diagnostic) -> String {
        guard usesColour else { return diagnostic.description }
        let colour = diagnostic.severity == .error ? Style.red : Style.yellow
        return "\(Style.bold)\(diagnostic.location)\(Style.reset) \(colour)\(diagnostic.severity.rawValue):\(Style.reset) \(diagnostic.message.visiblyEscaped)"
    }

    /// A report line with its leading verdict (`PASS`, `FAIL`, `INVALID`) coloured when colour is on.
    func formatVerdict(_ line: String) -> String {
        guard usesColour, let space = line.firstIndex(of: " ") else { return line }
        let word = line[..<space]
        let colour = word == "PASS" ? Style.green : Style.red
        return "\(colour)\(word)\(Style.reset)\(line[space...])"
    }

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[1;31m"
        static let green = "\u{1B}[1;32m"
        static let yellow = "\u{1B}[1;33m"
        static let reset = "\u{1B}[0m"
    }
}

/// Where the console's report goes; tests inject one that fails.
protocol ByteSink {
    /// Writes every byte, or throws.
    func write(_ bytes: [UInt8]) throws(SystemError)
    /// Whether it is a terminal.
    var isTerminal: Bool { get }
    /// How many columns wide the terminal is, when it is one and says.
    var columns: Int? { get }
}

extension FileDescriptor: ByteSink {
    var columns: Int? { terminalColumns }

    func write(_ bytes: [UInt8]) throws(SystemError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(SystemError) in try write(buffer) } }
        try result.get()
    }
}

/// The environment variables scrollrun reads.
struct Environment {
    var values: [String: String]

    /// The process's own.
    static var current: Environment {
        let names = ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "GITHUB_ACTIONS"]
        return Environment(values: Dictionary(uniqueKeysWithValues: names.compactMap { name in environmentValue(name).map { (name, $0) } }))
    }

    subscript(name: String) -> String? { values[name] }

    /// `NO_COLOR` (non-empty) turns colour off; otherwise `FORCE_COLOR` or
    /// `CLICOLOR_FORCE` (non-empty, not `0` or `false`) turns it on; otherwise
    /// colour follows whether the output is a terminal.
    func allowsColour(onTerminal: Bool) -> Bool {
        if !(self["NO_COLOR"] ?? "").isEmpty { return false }
        let forced = ["FORCE_COLOR", "CLICOLOR_FORCE"].contains { name in
            guard let value = self[name] else { return false }
            return !["", "0", "false"].contains(value.lowercased())
        }
        return forced || onTerminal
    }
}
