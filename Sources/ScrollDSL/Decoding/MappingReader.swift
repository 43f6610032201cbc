/// Reads a YAML map whose keys are known in advance, and reports every key it
/// does not know with the nearest known one.
struct MappingReader {
    /// Where the map starts.
    let mark: Mark
    /// What the map is, for messages: "a scroll view", "`device`".
    private let subject: Subject
    private let context: DecodingContext
    private let pairs: [Node.Pair]
    /// Known keys that an unknown key is a likely misspelling of; their absence
    /// is not reported again.
    private var misspelt: [String] = []

    /// Reads `node` as a map, or reports that it is not one and returns `nil`.
    init?(_ node: Node, subject: Subject, keys: [String], context: DecodingContext) {
        guard let pairs = node.mapping else {
            context.error("\(subject.text) must be a map, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        self.mark = node.mark
        self.subject = subject
        self.context = context
        self.pairs = pairs
        misspelt = reportUnknownKeys(allowed: keys)
    }

    /// The value under `key`, if present.
    subscript(key: String) -> Node? {
        pairs.first { $0.key.isScalar(key) }?.value
    }

    /// The value under `key`, or a report that the map needs it.
    func required(_ key: String) -> Node? {
        guard let value = self[key] else {
            if misspelt.contains(key) { return nil }
            context.error("\(subject.text) needs `\(key)`", at: mark)
            return nil
        }
        return value
    }

    private func reportUnknownKeys(allowed: [String]) -> [String] {
        var misspelt: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                context.error("keys of \(subject.text) must be names, not \(pair.key.kindDescription)", at: pair.key.mark)
                continue
            }
            if !allowed.contains(key) {
                context.error("unknown key `\(key)` in \(subject.text)" + Suggestion.hint(for: key, among: allowed), at: pair.key.mark)
                Suggestion.closeMatch(for: key, among: allowed).map { misspelt.append($0) }
            }
        }
        return misspelt
    }

    /// What a map is, for messages. A name to quote is kept apart and only
    /// spelt out with its quotes when a message needs it: valid maps, read by
    /// the thousand, never do.
    struct Subject: ExpressibleByStringLiteral {
        private let prefix: StaticString
        private let quoted: Quoted?

        /// A name or a property path, spelt in quotes after the prefix.
        private enum Quoted {
            case name(String)
            case path(PropertyPath)
        }

        /// The subject `text`, as written: "a scroll view".
        init(stringLiteral text: StaticString) {
            prefix = text
            quoted = nil
        }

        /// `name` in quotes after `prefix`: "parameter `distance`".
        init(quoting name: String, after prefix: StaticString = "") {
            self.prefix = prefix
            quoted = .name(name)
        }

        /// `path` in quotes after `prefix`: "the matcher of `feed.offset`".
        init(quoting path: PropertyPath, after prefix: StaticString) {
            self.prefix = prefix
            quoted = .path(path)
        }

        /// The subject as messages name it.
        var text: String {
            switch quoted {
            case nil: return prefix.description
            case .name(let name)?: return "\(prefix)`\(name)`"
            case .path(let path)?: return "\(prefix)`\(path)`"
            }
        }
    }
}
