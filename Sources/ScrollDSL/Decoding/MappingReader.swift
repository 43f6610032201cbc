/// Reads a YAML map whose keys are known in advance, and reports every key it
/// does not know with the nearest known one.
struct MappingReader {
    let node: Node
    /// What the map is, for messages: "a scroll view", "`device`".
    let subject: String
    private let context: DecodingContext
    private let pairs: [Node.Pair]
    /// Known keys that an unknown key is a likely misspelling of; their absence
    /// is not reported again.
    private var misspelt: Set<String> = []

    /// Reads `node` as a map, or reports that it is not one and returns `nil`.
    init?(_ node: Node, subject: String, keys: [String], context: DecodingContext) {
        guard let pairs = node.mapping else {
            context.error("\(subject) must be a map, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        self.node = node
        self.subject = subject
        self.context = context
        self.pairs = pairs
        misspelt = reportUnknownKeys(allowed: keys)
    }

    /// Reads the map form of the step `name`, whose keys its declaration lists.
    init?(step name: String, _ node: Node, context: DecodingContext) {
        self.init(node, subject: "`\(name)`", keys: Self.stepKeys[name] ?? [], context: context)
    }

    /// Each step's keys, looked up once per step rather than listed again.
    private static let stepKeys = Dictionary(uniqueKeysWithValues: StepDeclaration.all.map { ($0.name, $0.keys.map(\.name)) })

    /// The value under `key`, if present.
    subscript(key: String) -> Node? {
        pairs.first { $0.key.scalar?.text == key }?.value
    }

    /// The value under `key`, or a report that \(subject) needs it.
    func required(_ key: String) -> Node? {
        guard let value = self[key] else {
            if misspelt.contains(key) { return nil }
            context.error("\(subject) needs `\(key)`", at: node.mark)
            return nil
        }
        return value
    }

    private func reportUnknownKeys(allowed: [String]) -> Set<String> {
        var misspelt: Set<String> = []
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                context.error("keys of \(subject) must be names, not \(pair.key.kindDescription)", at: pair.key.mark)
                continue
            }
            if !allowed.contains(key) {
                context.error("unknown key `\(key)` in \(subject)" + Suggestion.hint(for: key, among: allowed), at: pair.key.mark)
                Suggestion.closeMatch(for: key, among: allowed).map { _ = misspelt.insert($0) }
            }
        }
        return misspelt
    }
}
