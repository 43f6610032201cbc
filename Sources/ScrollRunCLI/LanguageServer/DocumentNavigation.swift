import ScrollDSL
import ScrollText

/// An open spec as an editor moves through it: its outline (document
/// symbols), the documentation of the word under the cursor (hover) and
/// where that word is declared (go to definition): an id, a behaviour's
/// plugin file, a `use:` path.
struct DocumentNavigation {
    let uri: String
    let plugins: PluginSet
    let encoding: PositionEncoding
    private let lines: [Substring]
    private let outline: SpecOutline?

    /// `plugins` are the server's; the plugin files the spec's `use:` names are added to them.
    init(uri: String, text: String, plugins: PluginSet, encoding: PositionEncoding) {
        self.uri = uri
        self.encoding = encoding
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let outline = SpecOutline(text: text, lines: lines)
        self.outline = outline
        let directory = LanguageServer.path(of: uri).split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let used = (outline?.words ?? []).filter { $0.role == "use" }.map { $0.text.hasPrefix("/") ? $0.text : directory + "/" + $0.text }
        self.plugins = used.isEmpty ? plugins : (try? PluginLoader.load(used, into: plugins)) ?? plugins
        self.directory = directory
    }

    /// The folder of the document, which its `use:` paths are relative to.
    private let directory: String

    /// LSP `DocumentSymbol`s: screens with their scroll views, views and behaviours; the script with its steps.
    var symbols: JSONDocument {
        .array((outline?.symbols ?? []).map(json))
    }

    /// LSP `Hover` for the word at `position`, or null.
    func hover(at position: JSONDocument?) -> JSONDocument {
        guard let word = word(at: position) else { return .null }
        let id = Self.identifier(in: word.text)
        let text: String?
        if word.role != "key", word.role != "behaviour", let declared = outline?.declarations[id] {
            text = "**`\(id)`**: \(declared.what)"
        } else {
            text = WordDocumentation.markdown(for: word.text, plugins: plugins)
        }
        guard let text else { return .null }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))])), ("range", range(of: word).json)])
    }

    /// LSP `Location` of what the word at `position` names, or null.
    func definition(at position: JSONDocument?) -> JSONDocument {
        guard let word = word(at: position) else { return .null }
        switch word.role {
        case "use":
            let path = word.text.hasPrefix("/") ? word.text : directory + "/" + word.text
            return location(LanguageServer.uri(of: path), LineRange(line: 0, start: 0, end: 0))
        case "behaviour":
            guard let origin = plugins.origins[word.text] else { return .null }
            return location(LanguageServer.uri(of: origin.file), LineRange(line: origin.mark.line - 1, start: origin.mark.column - 1, end: origin.mark.column - 1))
        default:
            guard let declared = outline?.declarations[Self.identifier(in: word.text)] else { return .null }
            return location(uri, range(of: declared.word))
        }
    }

    /// LSP `CompletionList` at `position`: what may be written there.
    func completion(at position: JSONDocument?) -> JSONDocument {
        guard let line = position?["line"]?.integer, let character = position?["character"]?.integer, line >= 0, line < lines.count else {
            return .object([("isIncomplete", .boolean(false)), ("items", .array([]))])
        }
        let context = CompletionContext(lines: lines, line: line, column: encoding.column(ofCharacter: character, in: lines[line]) - 1)
        let items = Completions(declared: declaredIDs, plugins: plugins, inPluginFile: LanguageServer.path(of: uri).hasSuffix(PluginLoader.suffix)).items(for: context)
        return .object([("isIncomplete", .boolean(false)), ("items", .array(items))])
    }

    /// The ids the spec declares, in the order they are written; while the
    /// text is not YAML, every `id: NAME` written, as an identifier of any kind.
    private var declaredIDs: [(id: String, what: String)] {
        if let outline {
            return outline.declarations.sorted { $0.value.word.mark < $1.value.word.mark }.map { ($0.key, $0.value.what) }
        }
        var found: [(id: String, what: String)] = []
        for line in lines {
            for range in line.ranges(of: "id: ") {
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty, !found.contains(where: { $0.id == name }) { found.append((String(name), Completions.anyKind)) }
            }
        }
        return found
    }

    /// The id a scalar starts with: `feed` of `feed.item(b).position`.
    private static func identifier(in text: String) -> String {
        String(text.prefix { $0 != "." && $0 != "(" })
    }

    private func word(at position: JSONDocument?) -> SpecOutline.Word? {
        guard let line = position?["line"]?.integer, let character = position?["character"]?.integer, line >= 0, line < lines.count else { return nil }
        return outline?.word(atLine: line + 1, column: encoding.column(ofCharacter: character, in: lines[line]))
    }

    private func range(of word: SpecOutline.Word) -> LineRange {
        encoding.range(at: word.mark, length: word.length, in: lines)
    }

    private func location(_ uri: String, _ range: LineRange) -> JSONDocument {
        .object([("uri", .string(uri)), ("range", range.json)])
    }

    private func json(_ symbol: SpecOutline.Symbol) -> JSONDocument {
        let selection = encoding.range(at: symbol.mark, length: symbol.length, in: lines)
        let lastLine = min(max(symbol.lastLine - 1, selection.line), lines.count - 1)
        let whole = JSONDocument.object([
            ("start", .object([("line", .number(Double(selection.line))), ("character", .number(Double(selection.start)))])),
            ("end", .object([("line", .number(Double(lastLine))), ("character", .number(Double(encoding.length(of: lines[lastLine].unicodeScalars[...]))))])),
        ])
        return .object([
            ("name", .string(symbol.name)), ("detail", .string(symbol.detail)), ("kind", .number(Double(symbol.kind))),
            ("range", whole), ("selectionRange", selection.json), ("children", .array(symbol.children.map(json))),
        ])
    }
}
