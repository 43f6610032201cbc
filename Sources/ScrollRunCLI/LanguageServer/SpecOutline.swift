import ScrollDSL
import ScrollText

/// What an open spec declares where, read from its YAML tree (so a spec with
/// problems still has one): its screens with their scroll views, views and
/// behaviours, and its script steps, as an editor's outline; where each id is
/// declared; and every scalar with its place, to find the word at a position.
struct SpecOutline {
    /// A named thing in the outline.
    struct Symbol {
        let name: String
        let detail: String
        /// LSP's `SymbolKind`.
        let kind: Int
        /// Where its name is.
        let mark: Mark
        let length: Int
        /// The last line it spans.
        let lastLine: Int
        var children: [Symbol] = []
    }

    /// A scalar of the document: its text and where it is.
    struct Word {
        let text: String
        let mark: Mark
        /// Its length in Unicode scalars as written (a quoted scalar's quotes included).
        let length: Int
        /// The key it is the value of, or what it is: `use` for a plugin path,
        /// `behaviour` for a behaviour's name, `key` for a key.
        let role: String
    }

    private(set) var symbols: [Symbol] = []
    /// Each id's declaration: what it is, and its scalar.
    private(set) var declarations: [String: (what: String, word: Word)] = [:]
    private(set) var words: [Word] = []

    /// The outline of `text`; `nil` when it is not YAML yet.
    init?(text: String, lines: [Substring]) {
        guard let root = try? Parser.parse(Array(text.utf8)) else { return nil }
        collectWords(root, role: "", lines: lines)
        for screen in root["screens"]?.sequence ?? [] {
            guard let id = screen["id"] else { continue }
            var symbol = self.symbol(id, "screen", kind: 5, node: screen)
            declare(id, "screen")
            for (key, what, kind) in [("scrollViews", "scroll view", 23), ("views", "view", 19)] {
                for item in screen[key]?.sequence ?? [] {
                    guard let itemID = item["id"] else { continue }
                    symbol.children.append(self.symbol(itemID, what, kind: kind, node: item))
                    declare(itemID, "\(what) of screen `\(id.scalar?.text ?? "")`")
                }
            }
            for behaviour in screen["behaviours"]?.sequence ?? [] {
                guard let name = behaviour.mapping?.first?.key else { continue }
                let behaviourID = behaviour.mapping?.first?.value["id"]
                symbol.children.append(self.symbol(name, behaviourID?.scalar.map { "id \($0.text)" } ?? "behaviour", kind: 12, node: behaviour))
                if let behaviourID { declare(behaviourID, "`\(name.scalar?.text ?? "")` behaviour") }
            }
            symbols.append(symbol)
        }
        if let script = root["script"], let steps = script.sequence, let key = root.mapping?.first(where: { $0.key.isScalar("script") })?.key {
            var symbol = self.symbol(key, "\(steps.count) steps", kind: 18, node: script)
            symbol.children = steps.compactMap { step in
                let name = step.mapping?.first?.key ?? (step.scalar == nil ? nil : step)
                return name.map { self.symbol($0, "step", kind: 24, node: step) }
            }
            symbols.append(symbol)
        }
    }

    /// The scalar written at `column` (Unicode scalars from 1) of `line` (from 1).
    func word(atLine line: Int, column: Int) -> Word? {
        words.first { $0.mark.line == line && $0.mark.column <= column && column < $0.mark.column + max($0.length, 1) }
    }

    private func symbol(_ name: Node, _ detail: String, kind: Int, node: Node) -> Symbol {
        let text = name.scalar?.text ?? ""
        return Symbol(name: text, detail: detail, kind: kind, mark: name.mark, length: text.unicodeScalars.count, lastLine: Self.lastLine(of: node))
    }

    private mutating func declare(_ id: Node, _ what: String) {
        guard let text = id.scalar?.text, declarations[text] == nil, let word = words.first(where: { $0.mark == id.mark }) else { return }
        declarations[text] = (what, word)
    }

    private mutating func collectWords(_ node: Node, role: String, lines: [Substring]) {
        switch node.content {
        case .scalar(let scalar):
            words.append(Word(text: scalar.text, mark: node.mark, length: Self.writtenLength(of: scalar.text, at: node.mark, lines: lines), role: role))
        case .sequence(let items):
            for item in items { collectWords(item, role: role, lines: lines) }
        case .mapping(let pairs):
            for pair in pairs {
                collectWords(pair.key, role: role == "behaviours" ? "behaviour" : "key", lines: lines)
                collectWords(pair.value, role: pair.key.scalar?.text ?? "", lines: lines)
            }
        }
    }

    /// How many scalars `text` takes on its line at `mark`: two more when it is quoted there.
    private static func writtenLength(of text: String, at mark: Mark, lines: [Substring]) -> Int {
        let count = text.unicodeScalars.count
        guard mark.line - 1 < lines.count else { return count }
        let first = lines[mark.line - 1].unicodeScalars.dropFirst(mark.column - 1).first
        return first == "\"" || first == "'" ? count + 2 : count
    }

    private static func lastLine(of node: Node) -> Int {
        switch node.content {
        case .scalar: return node.mark.line
        case .sequence(let items): return items.last.map(lastLine) ?? node.mark.line
        case .mapping(let pairs): return pairs.last.map { lastLine(of: $0.value) } ?? node.mark.line
        }
    }
}
