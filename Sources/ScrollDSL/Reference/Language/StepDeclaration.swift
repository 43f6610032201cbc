/// One script step of the language: its name, what it does, how it is
/// written, and an example that loads and runs (a test runs every example in
/// ``LanguageReference/exampleSpec(script:)``). The schema's steps, the list
/// of step names and `docs/language.md` are generated from these.
public struct StepDeclaration: Sendable {
    /// The step's key.
    public let name: String
    /// What it does.
    public let summary: String
    /// The ways it may be written.
    public let forms: [Form]
    /// Script lines (`- name: …`) that show it.
    public let example: String

    /// How a step is written.
    public enum Form: Sendable {
        /// `- name`, with no value.
        case bare
        /// `- name: VALUE`, with a function that builds its schema.
        case value(type: String, schema: @Sendable () -> JSONValue)
        /// `- name: {key: …}`.
        case keys([KeyDeclaration])
    }

    /// Whether `- name` alone is a step.
    public var isBare: Bool { forms.contains { if case .bare = $0 { return true } else { return false } } }

    /// The keys its map form takes.
    public var keys: [KeyDeclaration] {
        forms.flatMap { form -> [KeyDeclaration] in
            if case .keys(let keys) = form { return keys }
            return []
        }
    }

    /// The JSON Schema of its value.
    var schema: JSONValue {
        let schemas = forms.map { form -> JSONValue in
            switch form {
            case .bare: return Schema.type("null")
            case .value(_, let schema): return schema()
            case .keys(let keys): return Schema.object(keys)
            }
        }
        return Schema.described(summary, schemas.count == 1 ? schemas[0] : Schema.oneOf(schemas))
    }
}
