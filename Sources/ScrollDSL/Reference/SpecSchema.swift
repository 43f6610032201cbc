/// The JSON Schema (draft-07) of the spec language, generated from the language's
/// rules and the plugins' declarations, for editors (yaml-language-server) and
/// CI. Descriptions and enums give completion and hover.
public enum SpecSchema {
    private typealias S = Schema

    /// The schema document for specs that may use `plugins`.
    public static func document(_ plugins: PluginSet) -> JSONValue {
        .object([
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("title", "ScrollDSL spec, language version 1"),
            ("description", "A scroll behaviour spec: screens, scroll views, behaviours, and a script of gestures and expectations."),
            ("type", "object"),
            ("required", .array(LanguageKeys.topLevel.filter(\.isRequired).map { .string($0.name) })),
            ("additionalProperties", false),
            ("properties", .object(LanguageKeys.topLevel.map { ($0.name, S.described($0.documentation, $0.schema)) })),
            ("definitions", .object(definitions(plugins))),
        ])
    }

    private static func definitions(_ plugins: PluginSet) -> [(String, JSONValue)] {
        [
            ("identifier", .object([("type", "string"), ("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")])),
            ("duration", S.described("Milliseconds as a number (300), or a string with its unit (300ms, 1.5s).", S.oneOf([
                S.number(minimum: 0),
                .object([("type", "string"), ("pattern", "^ *[0-9]*\\.?[0-9]+ *(ms|s) *$")]),
            ]))),
            ("offset", S.oneOf([.object([("enum", ["top", "bottom", "left", "right"])]), S.type("number")])),
            ("point", S.closedObject(required: ["x", "y"], [
                ("x", S.oneOf([.object([("enum", ["left", "right"])]), S.type("number")])),
                ("y", S.oneOf([.object([("enum", ["top", "bottom"])]), S.type("number")])),
            ])),
            ("vector", S.closedObject(required: ["x", "y"], [("x", S.type("number")), ("y", S.type("number"))])),
            ("unitPoint", S.oneOf([
                .object([("enum", .array(UnitPoint.named.map { .string($0.name) }))]),
                S.closedObject(required: ["x", "y"], [("x", S.number(minimum: 0, maximum: 1)), ("y", S.number(minimum: 0, maximum: 1))]),
            ])),
            ("device", S.object(LanguageKeys.device)),
            ("namedDevice", S.object(LanguageKeys.device.map { $0.name == "name" ? $0.requiringValue : $0 })),
            ("screen", S.object(LanguageKeys.screen)),
            ("scrollView", S.object(LanguageKeys.scrollView)),
            ("view", S.object(LanguageKeys.view)),
            ("behaviour", .object([
                ("description", "A one-key map: the plugin's name, then its parameters."),
                ("type", "object"), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                ("additionalProperties", false),
                ("properties", .object(plugins.behaviours.map { ($0.declaration.name, S.reference($0.declaration.name)) })),
            ])),
            ("step", step),
            ("expectation", expectation),
            ("matcher", matcher),
            ("contentChange", contentChange),
        ] + plugins.behaviours.map { ($0.declaration.name, behaviour($0.declaration, plugins)) }
    }

    private static var step: JSONValue {
        .object([("anyOf", [
            .object([("enum", .array(StepDeclaration.all.filter(\.isBare).map { .string($0.name) }))]),
            .object([
                ("type", "object"), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                ("additionalProperties", false), ("properties", .object(StepDeclaration.all.map { ($0.name, $0.schema) })),
            ]),
        ])])
    }

    private static var expectation: JSONValue {
        return .object([
            ("type", "object"), ("minProperties", .number(1)),
            ("properties", .object([
                ("within", S.described("The checks may come true at any turn up to this long after the step.", S.reference("duration"))),
                ("during", S.described("The checks must hold at every turn for this long.", S.reference("duration"))),
            ])),
            ("patternProperties", .object([
                ("^[A-Za-z_][A-Za-z0-9_]*\\.[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?$", S.reference("matcher")),
                ("^[A-Za-z_][A-Za-z0-9_]*\\.item\\([^()]+\\)\\.[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?$", S.reference("matcher")),
                ("^[A-Za-z_][A-Za-z0-9_]*\\.edgeEffect\\.(\(ScrollEdge.allCases.map(\.rawValue).joined(separator: "|")))\\.(\(EdgeEffectPath.Field.allCases.map(\.rawValue).joined(separator: "|")))$", S.reference("matcher")),
                ("^tabBar\\.selected$", S.oneOf([S.type("string"), S.closedObject(required: ["not"], [("not", S.type("string"))])])),
            ])),
            ("additionalProperties", false),
        ])
    }

    private static var matcher: JSONValue {
        let bound = JSONValue.object([("enum", .array(["top", "bottom", "left", "right"]))])
        let path = S.closedObject(required: ["path"], [("path", S.type("string"))])
        let number = S.oneOf([S.type("number"), .object([("type", "string"), ("pattern", "^\\$[A-Za-z_][A-Za-z0-9_]*$")]), bound])
        return S.oneOf([
            S.type("number"), S.type("string"), S.type("boolean"),
            S.closedObject(required: [], [("approx", S.oneOf([number, path])), ("tolerance", S.number(minimum: 0)), ("min", number), ("max", number)]),
            S.closedObject(required: [], [("equals", path), ("atLeast", path), ("atMost", path)]),
            S.closedObject(required: ["not"], [("not", S.reference("matcher"))]),
        ])
    }

    private static var contentChange: JSONValue {
        .object([
            ("type", "object"), ("minProperties", .number(1)),
            ("patternProperties", .object([
                ("^[A-Za-z_][A-Za-z0-9_]*\\.(contentHeight|viewportHeight|contentWidth|viewportWidth)$", S.number(minimum: 0)),
                ("^[A-Za-z_][A-Za-z0-9_]*\\.contentInset$", S.closedObject(required: [], ContentInset.sides.map { ($0, S.type("number")) })),
                ("^[A-Za-z_][A-Za-z0-9_]*\\.contentInset\\.(\(ContentInset.sides.joined(separator: "|")))$", S.type("number")),
            ])),
            ("additionalProperties", false),
        ])
    }

    private static func behaviour(_ plugin: PluginDeclaration, _ plugins: PluginSet) -> JSONValue {
        let parameters = [("id", S.reference("identifier"))] + plugin.parameters.map { ($0.name, parameter($0, plugins)) }
        return S.described(plugin.summary, S.closedObject(required: plugin.parameters.filter(\.isRequired).map(\.name), parameters))
    }

    private static func parameter(_ parameter: ParameterDeclaration, _ plugins: PluginSet) -> JSONValue {
        var schema: [(String, JSONValue)] = [("description", .string(parameter.documentation))]
        switch parameter.type {
        case .scrollView, .view, .screen: schema += [("$ref", "#/definitions/identifier")]
        case .number(let minimum, let maximum):
            schema += [("type", "number")] + (minimum.map { [("minimum", .number($0))] } ?? []) + (maximum.map { [("maximum", .number($0))] } ?? [])
        case .duration: schema += [("$ref", "#/definitions/duration")]
        case .boolean: schema += [("type", "boolean")]
        case .choice(let values): schema += [("enum", .array(values.map(JSONValue.string)))]
        case .text: schema += [("type", "string")]
        case .positiveNumberOr(let word):
            schema += [("oneOf", [.object([("type", "number"), ("exclusiveMinimum", .number(0))]), .object([("const", .string(word))])])]
        case .triggers: schema += names(plugins.triggerNames)
        case .events: schema += names(plugins.eventNames)
        case .list(let element):
            schema += [("type", "array"), ("items", element == .number ? S.type("number") : element == .view ? .object([("$ref", "#/definitions/identifier")]) : S.type("string"))]
        }
        if let value = parameter.defaultValue { schema.append(("default", json(value))) }
        if parameter.isOptional { schema = [("description", .string(parameter.documentation)), ("oneOf", [.object(Array(schema.dropFirst())), S.type("null")])] }
        return .object(schema)
    }

    private static func names(_ valid: [String]) -> [(String, JSONValue)] {
        [("type", "array"), ("uniqueItems", true), ("items", .object([("enum", .array(valid.map(JSONValue.string)))]))]
    }

    private static func json(_ value: ParameterValue) -> JSONValue {
        switch value {
        case .reference(let text), .text(let text): return .string(text)
        case .number(let number): return .number(number)
        case .duration(let duration): return .string(duration.description)
        case .boolean(let flag): return .boolean(flag)
        case .names(let names): return .array(names.map(JSONValue.string))
        case .numbers(let numbers): return .array(numbers.map(JSONValue.number))
        }
    }
}
