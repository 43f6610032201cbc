/// A behaviour's parameter, declared once, as argument-parser's `@Option` is:
/// its declaration (name, type, default, documentation) for validation, the
/// docs and the schema, and its value for `install`, typed.
///
/// ```swift
/// static let minHeight = Parameter.number("minHeight", minimum: 0, default: 0, "Height left visible when collapsed.")
/// // the declaration lists `Self.minHeight.declaration`; `install` reads `context[Self.minHeight]`
/// ```
public struct Parameter<Value>: Sendable {
    /// What validation, `scrollrun plugins`, the docs and the schema read.
    public let declaration: ParameterDeclaration
    /// The value in a behaviour's context: as the spec gives it, or the default.
    let value: @Sendable (BehaviourContext) -> Value

    /// The YAML key.
    public var name: String { declaration.name }
}

extension Parameter where Value == Double {
    /// A finite number, optionally bounded (both ends inclusive).
    public static func number(_ name: String, minimum: Double? = nil, maximum: Double? = nil, default value: Double, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .number(minimum: minimum, maximum: maximum), default: .number(value), documentation)) { $0.number(name) }
    }
}

extension Parameter where Value == Double? {
    /// A number above 0, or `word` (`nil` in `install`), which is the default.
    public static func positiveNumber(_ name: String, or word: String, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .positiveNumberOr(word), default: .text(word), documentation)) { $0.value(name)?.number }
    }
}

extension Parameter where Value == Bool {
    /// `true` or `false`.
    public static func boolean(_ name: String, default value: Bool, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .boolean, default: .boolean(value), documentation)) { $0.boolean(name) }
    }
}

extension Parameter where Value == VirtualTime {
    /// A duration.
    public static func duration(_ name: String, default value: VirtualTime, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .duration, default: .duration(value), documentation)) { $0.duration(name) }
    }
}

extension Parameter where Value == VirtualTime? {
    /// A duration that may be left out.
    public static func optionalDuration(_ name: String, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .duration, optional: true, documentation)) { $0.value(name)?.duration }
    }
}

extension Parameter where Value == String {
    /// One of a fixed set of words.
    public static func choice(_ name: String, _ words: [String], default value: String, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .choice(words), default: .text(value), documentation)) { $0.string(name) }
    }

    /// Free text.
    public static func text(_ name: String, default value: String, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .text, default: .text(value), documentation)) { $0.string(name) }
    }
}

extension Parameter where Value == any ScrollViewHost {
    /// A scroll view of the behaviour's screen.
    public static func scrollView(_ name: String, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .scrollView, documentation)) { $0.scrollView(name) }
    }
}

extension Parameter where Value == any ViewHost {
    /// A view of the behaviour's screen; `needsHeight` when the behaviour moves it.
    public static func view(_ name: String, needsHeight: Bool, _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .view(needsHeight: needsHeight), documentation)) { $0.view(name) }
    }
}

extension Parameter where Value == Observable<Void> {
    /// A list of triggers, merged, reaching the behaviour only while its screen is visible.
    public static func triggers(_ name: String, default names: [String], _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .triggers, default: .names(names), documentation)) { $0.triggers(name) }
    }
}

extension Parameter where Value == [String] {
    /// A list of events (triggers, and `dragBegin`/`dragEnd` of a scroll view),
    /// heard through `BehaviourContext.events(_:of:)`.
    public static func events(_ name: String, default names: [String], _ documentation: String) -> Self {
        Self(declaration: ParameterDeclaration(name, .events, default: .names(names), documentation)) { $0.value(name)?.names ?? [] }
    }
}

extension BehaviourContext {
    /// A parameter's value: as the spec gives it, or its declared default.
    public subscript<Value>(_ parameter: Parameter<Value>) -> Value {
        parameter.value(self)
    }

    /// The events an `events` parameter lists, on `scrollView`.
    public func events(_ parameter: Parameter<[String]>, of scrollView: any ScrollViewHost) -> Observable<Void> {
        events(parameter.name, of: scrollView)
    }
}
