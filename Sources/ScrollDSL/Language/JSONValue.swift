import ScrollText

/// A JSON document built in code, printed with two-space indentation and keys
/// in the order given, so generated files are stable.
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral {
    /// A string, escaped when printed.
    case string(String)
    /// A number, printed without a fraction when it is whole.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A list, in order.
    case array([JSONValue])
    /// An object, its members in the order given.
    case object([(String, JSONValue)])

    /// The value a string literal writes.
    public init(stringLiteral value: String) { self = .string(value) }
    /// The value an array literal writes.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// The value `true` or `false` writes.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }

    /// The document, pretty-printed.
    public var text: String { render(indent: "") }

    private func render(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let value): return JSON.string(value)
        case .number(let value): return value.formatted
        case .boolean(let value): return String(value)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.render(indent: inner) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSON.string($0.0) + ": " + $0.1.render(indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
