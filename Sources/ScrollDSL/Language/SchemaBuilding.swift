/// Small builders for JSON Schema fragments, shared by the schema and the
/// declarations it is generated from.
enum Schema {
    static func type(_ name: String) -> JSONValue { .object([("type", .string(name))]) }

    static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    static func described(_ text: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object([("description", .string(text))] + members)
    }

    static func oneOf(_ schemas: [JSONValue]) -> JSONValue {
        .object([("oneOf", .array(schemas))])
    }

    static func closedObject(required: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
        .object([("type", "object")] + (required.isEmpty ? [] : [("required", .array(required.map(JSONValue.string)))])
            + [("additionalProperties", false), ("properties", .object(properties))])
    }

    /// A closed object of declared keys, each described by its documentation.
    static func object(_ keys: [KeyDeclaration]) -> JSONValue {
        closedObject(required: keys.filter(\.isRequired).map(\.name), keys.map { ($0.name, described($0.documentation, $0.schema)) })
    }

    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil, default value: Double? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "number")]
        if let minimum { members.append(("minimum", .number(minimum))) }
        if let exclusiveMinimum { members.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { members.append(("maximum", .number(maximum))) }
        if let value { members.append(("default", .number(value))) }
        return .object(members)
    }

    static func integer(minimum: Int, maximum: Int, default value: Int) -> JSONValue {
        .object([("type", "integer"), ("minimum", .number(Double(minimum))), ("maximum", .number(Double(maximum))), ("default", .number(Double(value)))])
    }

    static func list(_ items: JSONValue, minItems: Int? = nil, unique: Bool = false) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "array"), ("items", items)]
        if let minItems { members.append(("minItems", .number(Double(minItems)))) }
        if unique { members.append(("uniqueItems", true)) }
        return .object(members)
    }
}
