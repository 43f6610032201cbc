/// Typed reads of scalar nodes. Each returns `nil` after reporting a problem,
/// naming the key being read (`what`) and what was expected.
extension DecodingContext {
    /// A finite number, within `minimum...maximum` when given (both inclusive).
    func number(_ node: Node, _ what: @autoclosure () -> String, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false) -> Double? {
        guard let value = node.scalar?.value.number else {
            error("`\(what())` must be a number, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard value.isFinite else {
            error("`\(what())` must be a finite number, not \(node.scalar?.text ?? "")", at: node.mark)
            return nil
        }
        if let minimum, value < minimum || (exclusiveMinimum && value == minimum) {
            error("`\(what())` must be \(exclusiveMinimum ? "more than" : "at least") \(minimum.formatted), not \(value.formatted)", at: node.mark)
            return nil
        }
        if let maximum, value > maximum {
            error("`\(what())` must be at most \(maximum.formatted), not \(value.formatted)", at: node.mark)
            return nil
        }
        return value
    }

    /// A whole number within `minimum...maximum`.
    func integer(_ node: Node, _ what: @autoclosure () -> String, minimum: Int, maximum: Int) -> Int? {
        guard case .integer(let value)? = node.scalar?.value else {
            if case .float(let number)? = node.scalar?.value, number == number.rounded(), let text = node.scalar?.text {
                // A whole number too large for an integer: named as written, not in floating-point form.
                error("`\(what())` must be from \(minimum) to \(maximum), not \(text)", at: node.mark)
            } else {
                error("`\(what())` must be a whole number, not \(node.kindDescription)", at: node.mark)
            }
            return nil
        }
        guard (minimum...maximum).contains(value) else {
            error("`\(what())` must be from \(minimum) to \(maximum), not \(value)", at: node.mark)
            return nil
        }
        return value
    }

    /// `true` or `false` (or YAML 1.1's `yes/no/on/off`).
    func boolean(_ node: Node, _ what: @autoclosure () -> String) -> Bool? {
        guard case .boolean(let value)? = node.scalar?.value else {
            error("`\(what())` must be true or false, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        return value
    }

    /// Text. Plain numbers and booleans are taken as written only when
    /// `acceptingAnyScalar` (a `log` line); otherwise only strings are text.
    func string(_ node: Node, _ what: @autoclosure () -> String, acceptingAnyScalar: Bool = false) -> String? {
        guard let scalar = node.scalar else {
            error("`\(what())` must be text, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        if case .string(let text) = scalar.value { return text }
        if acceptingAnyScalar { return scalar.text }
        error("`\(what())` must be text, not \(node.kindDescription); quote it to make it text", at: node.mark)
        return nil
    }

    /// An identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    func identifier(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard let text = string(node, what()) else { return nil }
        guard Self.isIdentifier(text) else {
            error("`\(text)` is not a valid identifier: use letters, digits and `_`, not starting with a digit", at: node.mark)
            return nil
        }
        return text
    }

    /// A list, or a report that `what` must be one.
    func list(_ node: Node, _ what: @autoclosure () -> String) -> [Node]? {
        guard let items = node.sequence else {
            error("`\(what())` must be a list, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        return items
    }

    /// One of a fixed set of words, with the nearest one suggested.
    func choice(_ node: Node, _ what: @autoclosure () -> String, among values: [String]) -> String? {
        guard let text = string(node, what()) else { return nil }
        guard let index = values.firstIndex(of: text) else {
            error("`\(what())` cannot be `\(text)`" + Suggestion.hint(for: text, among: values), at: node.mark)
            return nil
        }
        // The declared word rather than the file's copy: the thousands of
        // behaviours of a large spec share its storage.
        return values[index]
    }

    /// One of an enumeration's names, refused with the nearest and every valid one.
    func word<Word: RawRepresentable & CaseIterable>(_ node: Node, _ what: @autoclosure () -> String, among _: Word.Type) -> Word? where Word.RawValue == String {
        guard let text = string(node, what()) else { return nil }
        if let word = Word(rawValue: text) { return word }
        let names = Word.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: text, among: names)
        let valid = names.map { "`\($0)`" }.joined(separator: ", ")
        // The hint names the valid words itself unless it suggests the nearest one.
        let suggests = hint.hasPrefix("; did you mean")
        error("`\(what())` cannot be `\(text)`" + hint + (suggests ? " It is one of \(valid)" : ""), at: node.mark)
        return nil
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isIdentifierStart else { return false }
        return text.unicodeScalars.allSatisfy { $0.isIdentifierStart || ("0"..."9").contains($0) }
    }
}

private extension Unicode.Scalar {
    var isIdentifierStart: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
    }
}
