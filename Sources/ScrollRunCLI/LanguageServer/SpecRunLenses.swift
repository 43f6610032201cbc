import ScrollDSL
import ScrollText

/// A spec run from the editor (the `scrollrun.run` command) and what the
/// editor shows of it: a lens above the spec that runs it, and, once it has
/// run, one at each `expect` saying whether it held, and when.
struct SpecRunLenses {
    /// The command the lens runs, with the document's URI.
    static let command = "scrollrun.run"

    /// The text that ran, and what it found.
    let text: String
    let result: RunResult

    /// Runs `text`, the spec at `path`; `nil` when it does not load.
    init?(text: String, path: String, plugins: PluginSet) {
        guard let spec = try? SpecLoader.load(yaml: text, file: path, plugins: plugins) else { return nil }
        self.text = text
        result = Interpreter.run(spec)
    }

    /// One line for the command's answer: `PASS name` or `FAIL name: 2 of 7 expectations failed`.
    var summary: String {
        result.passed ? "PASS \(result.name)" : "FAIL \(result.name): \(result.diagnostics.first?.message ?? "")"
    }

    /// The lenses of `text` (a spec whose last run was `last`, when it ran this very text).
    static func lenses(uri: String, last: SpecRunLenses?, text: String) -> JSONDocument {
        var lenses = [lens(line: 0, title: last == nil ? "▶ Run spec" : "▶ Run spec again (\(last!.summary))", arguments: [.string(uri)])]
        if let last, last.text == text {
            lenses += last.result.expectations.map { expectation in
                let time = ((expectation.time.seconds * 1000).rounded() / 1000).formatted
                let title = expectation.passed ? "✓ held at \(time) s" : "✗ \(expectation.failures.first?.message ?? "failed")"
                return lens(line: expectation.line - 1, title: title, arguments: [.string(uri)])
            }
        }
        return .array(lenses)
    }

    private static func lens(line: Int, title: String, arguments: [JSONDocument]) -> JSONDocument {
        .object([
            ("range", LineRange(line: max(line, 0), start: 0, end: 0).json),
            ("command", .object([("title", .string(title)), ("command", .string(command)), ("arguments", .array(arguments))])),
        ])
    }
}
