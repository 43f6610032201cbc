/// Writes a node back as block-style YAML, for documentation (a composed
/// plugin's example specs in the plugin reference).
enum YAMLWriter {
    static func text(_ node: Node) -> String {
        lines(node, indent: "").joined(separator: "\n")
    }

    private static func lines(_ node: Node, indent: String) -> [String] {
        switch node.content {
        case .scalar(let scalar):
            return [indent + write(scalar)]
        case .sequence(let items):
            if items.isEmpty { return [indent + "[]"] }
            return items.flatMap { item -> [String] in
                if let flat = inline(item) { return [indent + "- " + flat] }
                let nested = lines(item, indent: indent + "  ")
                return [indent + "- " + nested[0].dropFirst(indent.count + 2)] + nested.dropFirst()
            }
        case .mapping(let pairs):
            if pairs.isEmpty { return [indent + "{}"] }
            return pairs.flatMap { pair -> [String] in
                let key = pair.key.scalar.map(write) ?? "?"
                if let flat = inline(pair.value) { return [indent + key + ": " + flat] }
                return [indent + key + ":"] + lines(pair.value, indent: indent + "  ")
            }
        }
    }

    /// Short values stay on one line: scalars, and flow lists and maps of scalars.
    private static func inline(_ node: Node) -> String? {
        switch node.content {
        case .scalar(let scalar): return write(scalar)
        case .sequence(let items):
            let flat = items.compactMap { $0.scalar.map(write) }
            return flat.count == items.count && flat.joined().count < 60 ? "[" + flat.joined(separator: ", ") + "]" : nil
        case .mapping(let pairs):
            let flat = pairs.compactMap { pair in pair.value.scalar.map { (pair.key.scalar.map(write) ?? "?") + ": " + write($0) } }
            return flat.count == pairs.count && flat.joined().count < 60 ? "{" + flat.joined(separator: ", ") + "}" : nil
        }
    }

    private static func write(_ scalar: Scalar) -> String {
        let text = scalar.text
        let plainIsSafe = scalar.style == .plain
            || (!text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || " _.-/".contains($0) } && ScalarValue.resolve(text, style: .plain, tag: nil) == .string(text))
        if plainIsSafe, !text.hasPrefix(" "), !text.hasSuffix(" ") { return text }
        return "\"" + text.escaped { $0 == "\\" || $0 == "\"" ? "\\\($0)" : nil } + "\""
    }
}
