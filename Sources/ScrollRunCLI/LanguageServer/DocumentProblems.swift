import ScrollDSL
import ScrollText

/// What `scrollrun validate` finds in an open document, placed for a client:
/// each problem's range covers the word it is about, and a problem that
/// suggests a name (`did you mean `screens`?`) carries the edit to it.
struct DocumentProblems {
    /// One problem, placed.
    struct Problem {
        let range: LineRange
        let diagnostic: Diagnostic
        /// The name a "did you mean" suggests, put in place of the range.
        let replacement: String?

        /// As LSP writes a diagnostic.
        var json: JSONDocument {
            .object([
                ("range", range.json),
                ("severity", .number(diagnostic.severity == .error ? 1 : 2)),
                ("source", .string("scrollrun")),
                ("message", .string(diagnostic.message)),
            ])
        }

        /// The quick fix, as an LSP code action for the document `uri`.
        func quickFix(uri: String) -> JSONDocument? {
            guard let replacement else { return nil }
            let edit = JSONDocument.object([("range", range.json), ("newText", .string(replacement))])
            return .object([
                ("title", .string("Change to `\(replacement)`")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([json])),
                ("isPreferred", .boolean(true)),
                ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
            ])
        }
    }

    let problems: [Problem]

    /// The problems of `text`, the document at `path` (a spec or a plugin
    /// file by its name; nothing for any other file), checked with `plugins`,
    /// and the failures of its last run.
    init(text: String, path: String, plugins: PluginSet, encoding: PositionEncoding, runFailures: [Diagnostic] = []) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        problems = (Self.diagnostics(of: text, path: path, plugins: plugins) + runFailures).map { diagnostic in
            Self.place(diagnostic, in: lines, path: path, encoding: encoding)
        }
    }

    private static func diagnostics(of text: String, path: String, plugins: PluginSet) -> [Diagnostic] {
        if path.hasSuffix(PluginLoader.suffix) {
            do {
                return try PluginLoader.load(bytes: Array(text.utf8), file: path, into: plugins).warnings
            } catch {
                return error.diagnostics
            }
        }
        guard SpecFiles.suffixes.contains(where: path.hasSuffix) else { return [] }
        do {
            return try SpecLoader.load(yaml: text, file: path, plugins: plugins).warnings
        } catch {
            return error.diagnostics
        }
    }

    /// `diagnostic` on its line: from its column over the word it names
    /// first (`unknown key `screen``), else the word at the column. A
    /// problem in another file (a plugin file `use:` names) goes on the first
    /// line, saying where it is.
    private static func place(_ diagnostic: Diagnostic, in lines: [Substring], path: String, encoding: PositionEncoding) -> Problem {
        guard diagnostic.file == path, diagnostic.mark.line - 1 < lines.count else {
            let elsewhere = Diagnostic(
                file: path, mark: .start, message: "\(diagnostic.file):\(diagnostic.mark): \(diagnostic.message)", severity: diagnostic.severity)
            return Problem(range: LineRange(line: 0, start: 0, end: 0), diagnostic: elsewhere, replacement: nil)
        }
        let index = diagnostic.mark.line - 1
        var line = lines[index].unicodeScalars
        if line.last == "\r" { line.removeLast() }
        let column = min(max(diagnostic.mark.column - 1, 0), line.count)
        let rest = line.dropFirst(column)
        let named = firstQuoted(in: diagnostic.message)
        let word: Substring.UnicodeScalarView
        if let named, let found = rest.firstRange(of: named.unicodeScalars) {
            word = rest[found]
        } else {
            word = rest.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0) }
        }
        let suggestion = named.flatMap { word.elementsEqual($0.unicodeScalars) ? suggested(in: diagnostic.message) : nil }
        let mark = Mark(line: diagnostic.mark.line, column: line.distance(from: line.startIndex, to: word.startIndex) + 1)
        return Problem(range: encoding.range(at: mark, length: word.count, in: lines), diagnostic: diagnostic, replacement: suggestion)
    }

    /// The first name in backquotes in `message`.
    private static func firstQuoted(in message: String) -> String? {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[1].isEmpty else { return nil }
        return String(parts[1])
    }

    /// The name of `did you mean `NAME`?` at the end of `message`.
    private static func suggested(in message: String) -> String? {
        guard let range = message.ranges(of: "did you mean `").last else { return nil }
        let name = message[range.upperBound...].prefix { $0 != "`" }
        return name.isEmpty ? nil : String(name)
    }
}
