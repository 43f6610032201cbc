/// One script step of the language: its name, what it does, how it is
/// written, how it is read, and an example that loads and runs (a test runs
/// every example in ``LanguageReference/exampleSpec(script:)``). The decoder,
/// the schema's steps, the list of step names, suggestions and
/// `docs/language.md` are all read from these.
struct StepDeclaration: Sendable {
    /// The step's key.
    let name: String
    /// What it does.
    let summary: String
    /// The ways it may be written.
    let forms: [Form]
    /// Script lines (`- name: …`) that show it.
    let example: String
    /// Reads the step from its value (`nil` when written `- name` alone),
    /// reporting what is wrong through the decoder.
    let decode: @Sendable (_ value: Node?, _ mark: Mark, _ decoder: StepDecoder) -> (any ScriptStep)?

    init(
        name: String, summary: String, forms: [Form], example: String,
        decode: @escaping @Sendable (_ value: Node?, _ mark: Mark, _ decoder: StepDecoder) -> (any ScriptStep)?
    ) {
        self.name = name
        self.summary = summary
        self.forms = forms
        self.example = example
        self.decode = decode
    }

    /// How a step is written.
    enum Form: Sendable {
        /// `- name`, with no value.
        case bare
        /// `- name: VALUE`, with a function that builds its schema.
        case value(type: String, schema: @Sendable () -> JSONValue)
        /// `- name: {key: …}`.
        case keys([KeyDeclaration])
    }

    /// Whether `- name` alone is a step.
    var isBare: Bool { forms.contains { if case .bare = $0 { return true } else { return false } } }

    /// Whether `- name` alone is the only way to write it.
    var isOnlyBare: Bool { forms.allSatisfy { if case .bare = $0 { return true } else { return false } } }

    /// The keys its map form takes.
    var keys: [KeyDeclaration] {
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
