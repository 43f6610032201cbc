/// One key of the spec language: what it takes, its default and what it
/// means. The JSON Schema and `docs/language.md` are generated from these.
struct KeyDeclaration: Sendable {
    /// The YAML key.
    let name: String
    /// How its values read in the reference: `number ≥ 0`, `duration`.
    let type: String
    /// The default as the reference shows it; `nil` for a required key.
    let defaultValue: String?
    /// One or two sentences for the reference and the schema's hover text.
    let documentation: String
    /// Builds its JSON Schema. A declaration holds only text and this
    /// function, so the lists of declarations cost nothing until a schema is asked for.
    private let schemaBuilder: @Sendable () -> JSONValue

    init(_ name: String, _ type: String, default defaultValue: String?, _ documentation: String, schema: @autoclosure @escaping @Sendable () -> JSONValue) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.documentation = documentation
        self.schemaBuilder = schema
    }

    /// A key whose default is a value the decoder uses as it is, shown in
    /// the reference as the text it is written with (`300ms`, `false`).
    init(_ name: String, _ type: String, defaultsTo value: some CustomStringConvertible & Sendable, _ documentation: String, schema: @autoclosure @escaping @Sendable () -> JSONValue) {
        self.init(name, type, default: "`\(value)`", documentation, schema: schema())
    }

    /// Its JSON Schema.
    var schema: JSONValue { schemaBuilder() }

    /// Whether a spec must give the key.
    var isRequired: Bool { defaultValue == nil }

    /// The same key, required.
    var requiringValue: KeyDeclaration {
        KeyDeclaration(name, type, default: nil, documentation, schema: schemaBuilder())
    }
}
