/// One behaviour of a screen: which plugin, and its checked parameters.
public struct BehaviourSpec: Sendable {
    /// The plugin's YAML name, such as `undoScrollToTop`.
    public var plugin: String
    /// Its identifier, when the spec gives one.
    public var id: String?
    /// Every parameter the plugin declares, defaults filled in.
    public var parameters: ParameterValues
    /// Where it is declared.
    public var mark: Mark

    /// The value of a declared parameter.
    public subscript(parameter: String) -> ParameterValue? {
        parameters[parameter]
    }
}

/// The checked value of a plugin parameter.
public enum ParameterValue: Sendable, Equatable, CustomStringConvertible {
    /// The identifier of a scroll view or view on the behaviour's screen.
    case reference(String)
    /// A number, within the parameter's bounds.
    case number(Double)
    /// A duration, in virtual time.
    case duration(VirtualTime)
    /// `true` or `false`.
    case boolean(Bool)
    /// One of the values the parameter allows, or free text.
    case text(String)
    /// A list of trigger or event names.
    case names([String])
    /// A list of numbers (`type: [number]`).
    case numbers([Double])

    /// The referenced identifier or the text.
    public var string: String? {
        switch self {
        case .reference(let value), .text(let value): return value
        default: return nil
        }
    }

    /// The number, when this is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The duration, when this is one.
    public var duration: VirtualTime? {
        if case .duration(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is one.
    public var boolean: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The names, when this is a list of them.
    public var names: [String]? {
        if case .names(let value) = self { return value }
        return nil
    }

    /// The identifiers it names: one for a reference or text, each for a list of names.
    var identifiers: [String] {
        names ?? string.map { [$0] } ?? []
    }

    /// How the value reads in YAML.
    public var description: String {
        switch self {
        case .reference(let value), .text(let value): return value
        case .number(let value): return value.formatted
        case .duration(let value): return value.description
        case .boolean(let value): return String(value)
        case .names(let value): return "[" + value.joined(separator: ", ") + "]"
        case .numbers(let value): return "[" + value.map(\.formatted).joined(separator: ", ") + "]"
        }
    }
}
