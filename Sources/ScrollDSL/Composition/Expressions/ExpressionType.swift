/// The static type of an expression: number, boolean or string, optional or
/// not, or the type of `null` alone; and the type of an element that is a
/// list of ids (`{visibleItems}`), which only the list functions read.
struct ExpressionType: Equatable, Sendable, CustomStringConvertible {
    enum Base: String {
        case number, boolean, string, null, list
    }

    let base: Base
    let isOptional: Bool

    static let number = ExpressionType(base: .number, isOptional: false)
    static let boolean = ExpressionType(base: .boolean, isOptional: false)
    static let string = ExpressionType(base: .string, isOptional: false)
    static let null = ExpressionType(base: .null, isOptional: true)
    /// A list of strings: an element's `value` that `count`, `[i]`, `contains`
    /// and `indexOf` read, and no expression gives.
    static let list = ExpressionType(base: .list, isOptional: false)

    /// The same type, optional.
    var optional: ExpressionType { ExpressionType(base: base, isOptional: true) }
    /// The same type, not optional.
    var unwrapped: ExpressionType { ExpressionType(base: base, isOptional: false) }

    /// `number`, `number?`, `null`, `list of strings`.
    var description: String {
        switch base {
        case .null: return "null"
        case .list: return "list of strings"
        default: return base.rawValue + (isOptional ? "?" : "")
        }
    }

    /// Whether a value of `other` may go where this type is expected.
    func accepts(_ other: ExpressionType) -> Bool {
        if other.base == .null { return isOptional }
        return other.base == base && (isOptional || !other.isOptional)
    }

    /// The type both branches of `c ? a : b` fit: the same type, or the optional
    /// of one when the other is `null` or optional; `nil` when they do not meet
    /// (a list meets only a list).
    func joined(with other: ExpressionType) -> ExpressionType? {
        if base == .list || other.base == .list { return self == other ? self : nil }
        if base == .null { return other.base == .null ? .null : other.optional }
        if other.base == .null { return optional }
        guard base == other.base else { return nil }
        return isOptional || other.isOptional ? optional : self
    }

    /// The kind of value a view property of this type holds.
    var valueKind: ValueKind? {
        switch base {
        case .number: return .number
        case .boolean: return .boolean
        case .string: return .text
        case .null, .list: return nil
        }
    }

    /// The type of a kind of property value.
    init(_ kind: ValueKind) {
        switch kind {
        case .number: self = .number
        case .boolean: self = .boolean
        case .text: self = .string
        }
    }

    private init(base: Base, isOptional: Bool) {
        self.base = base
        self.isOptional = isOptional
    }
}
