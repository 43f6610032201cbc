import ScrollText

/// Writes a node back as block-style YAML that reads back as the same values:
/// a composed plugin's example specs in the plugin reference, and the spec
/// around a counterexample's script.
package enum YAMLWriter {
    package static func text(_ node: Node) -> String {
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

    /// The scalar as YAML that reads back as the same value, in a block or a
    /// flow collection alike.
    private static func write(_ scalar: Scalar) -> String {
        let text = scalar.text
        let plain = ScalarValue.resolve(text, style: .plain, tag: nil)
        guard case .string = scalar.value else {
            // A null, boolean or number read from its plain text (`~`, `yes`,
            // `.inf`) is written so again; one a tag made so keeps it (`!!float 1`).
            return scalar.tag == nil || plain == scalar.value ? text : "!!\(scalar.value.tagName) \(text)"
        }
        return isPlainSafe(text) && plain == scalar.value ? text : doubleQuoted(text)
    }

    /// Whether `text` can be written plain: words, numbers and `_.-/`, with
    /// spaces only between, and no `-` first (a list's item in a block).
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, first != " ", first != "-", text.last != " " else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || " _.-/".contains($0) }
    }

    /// `text` double-quoted, on one line: `\` and `"` escaped, and so are line
    /// breaks and other control characters, which a double-quoted scalar
    /// would otherwise fold or refuse.
    private static func doubleQuoted(_ text: String) -> String {
        "\"" + text.escaped { scalar in
            switch scalar {
            case "\\", "\"": return "\\\(scalar)"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            default:
                let isControl = scalar.properties.generalCategory == .control || ["\u{2028}", "\u{2029}", "\u{FEFF}"].contains(scalar)
                guard isControl else { return nil }
                let digits = String(scalar.value, radix: 16, uppercase: true)
                return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            }
        } + "\""
    }
}

extension ScalarValue {
    /// The YAML tag of a value's type: `float` for `!!float`.
    fileprivate var tagName: String {
        switch self {
        case .null: return "null"
        case .boolean: return "bool"
        case .integer: return "int"
        case .float: return "float"
        case .string: return "str"
        }
    }
}
