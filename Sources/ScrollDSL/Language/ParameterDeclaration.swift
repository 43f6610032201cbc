/// One parameter a plugin accepts: its name, type, default and documentation.
/// The decoder checks a spec's parameters against these declarations only.
public struct ParameterDeclaration: Sendable {
    /// The YAML key.
    public var name: String { storage.name }
    /// What values it takes.
    public var type: ParameterType { storage.type }
    /// The value used when the key is absent; `nil` makes the parameter required.
    public var defaultValue: ParameterValue? { storage.defaultValue }
    /// One sentence for `scrollrun plugins`, the schema and the docs.
    public var documentation: String { storage.documentation }
    /// Whether the parameter may be left out (or `null`) with no default.
    public var isOptional: Bool { storage.isOptional }

    /// The fields, shared by every copy: each behaviour a spec uses reads
    /// its plugin's parameters one by one.
    private let storage: Storage

    /// Declares a parameter; an `optional` one may be left out with no default.
    public init(_ name: String, _ type: ParameterType, default defaultValue: ParameterValue? = nil, optional: Bool = false, _ documentation: String) {
        storage = Storage(name: name, type: type, defaultValue: defaultValue, documentation: documentation, isOptional: optional)
    }

    /// Whether a spec must give this parameter.
    public var isRequired: Bool { defaultValue == nil && !isOptional }

    private final class Storage: Sendable {
        let name: String
        let type: ParameterType
        let defaultValue: ParameterValue?
        let documentation: String
        let isOptional: Bool

        init(name: String, type: ParameterType, defaultValue: ParameterValue?, documentation: String, isOptional: Bool) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.documentation = documentation
            self.isOptional = isOptional
        }
    }
}

/// The kinds of values plugin parameters take.
public enum ParameterType: Sendable {
    /// The identifier of a scroll view on the behaviour's screen.
    case scrollView
    /// The identifier of a view on the behaviour's screen; `needsHeight` when the
    /// behaviour moves it and so must know its height.
    case view(needsHeight: Bool)
    /// A finite number, optionally bounded (both ends inclusive).
    case number(minimum: Double? = nil, maximum: Double? = nil)
    /// A number above 0, or one word (snap's `interval: page`).
    case positiveNumberOr(String)
    /// A duration (docs/language.md's forms).
    case duration
    /// `true` or `false`.
    case boolean
    /// One of a fixed set of words.
    case choice([String])
    /// Free text.
    case text
    /// A list of trigger names.
    case triggers
    /// A list of event names: triggers and scroll view events.
    case events
    /// The identifier of a screen of the spec (`{detentChange: SCREEN}` names one).
    case screen
    /// A list of numbers, strings or views (`type: [number]`), which expressions
    /// read with `count(L)`, `L[i]`, `contains(L, x)` and `indexOf(L, x)`.
    case list(ListElement)

    /// How the type reads in documentation.
    public var summary: String {
        switch self {
        case .scrollView: return "scroll view"
        case .screen: return "screen"
        case .view(let needsHeight): return needsHeight ? "view with a height" : "view"
        case .number(let minimum, let maximum):
            switch (minimum, maximum) {
            case let (low?, high?): return "number in [\(low.formatted), \(high.formatted)]"
            case let (low?, nil): return "number ≥ \(low.formatted)"
            case let (nil, high?): return "number ≤ \(high.formatted)"
            case (nil, nil): return "number"
            }
        case .duration: return "duration"
        case .boolean: return "boolean"
        case .choice(let values): return values.joined(separator: " | ")
        case .text: return "text"
        case .positiveNumberOr(let word): return "number > 0 or `\(word)`"
        case .triggers: return "list of triggers"
        case .events: return "list of events"
        case .list(let element): return "list of \(element.plural)"
        }
    }
}

/// What a list parameter holds.
public enum ListElement: String, Sendable, CaseIterable {
    /// Numbers (`type: [number]`).
    case number
    /// Strings (`type: [string]`), such as item ids.
    case string
    /// Views of the behaviour's screen (`type: [view]`).
    case view

    /// How documentation names several: `numbers`, `strings`, `views`.
    package var plural: String { rawValue + "s" }
}
