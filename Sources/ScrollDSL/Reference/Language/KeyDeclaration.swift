/// One key of the spec language: what it takes, its default and what it
/// means. The JSON Schema and `docs/language.md` are generated from these.
public struct KeyDeclaration: Sendable {
    /// The YAML key.
    public let name: String
    /// How its values read in the reference: `number ≥ 0`, `duration`.
    public let type: String
    /// The default as the reference shows it; `nil` for a required key.
    public let defaultValue: String?
    /// One or two sentences for the reference and the schema's hover text.
    public let documentation: String
    /// Its JSON Schema.
    let schema: JSONValue

    init(_ name: String, _ type: String, default defaultValue: String?, _ documentation: String, schema: JSONValue) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.documentation = documentation
        self.schema = schema
    }

    /// Whether a spec must give the key.
    public var isRequired: Bool { defaultValue == nil }

    /// The same key, required.
    var requiringValue: KeyDeclaration {
        KeyDeclaration(name, type, default: nil, documentation, schema: schema)
    }
}
