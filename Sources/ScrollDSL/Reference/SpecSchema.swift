/// The JSON Schema (draft-07) of the spec language, generated from DSL.md's
/// rules and the plugins' declarations, for editors (yaml-language-server) and
/// CI. Descriptions and enums give completion and hover.
public enum SpecSchema {
    /// The schema document.
    public static var document: JSONValue {
        .object([
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("title", "ScrollDSL spec, language version 1"),
            ("description", "A scroll behaviour spec: screens, scroll views, behaviours, and a script of gestures and expectations."),
            ("type", "object"),
            ("required", ["scrollspec", "name", "screens"]),
            ("additionalProperties", false),
            ("properties", .object([
                ("scrollspec", described("The language version.", .object([("const", .number(1))]))),
                ("name", described("The title used in reports.", type("string"))),
                ("description", described("Free text.", type("string"))),
                ("tags", described("Labels for --include-tags and --exclude-tags.", .object([("type", "array"), ("items", type("string"))]))),
                ("device", device),
                ("tabs", described("Tab identifiers in bar order; the first is selected at time 0.", .object([
                    ("type", "array"), ("items", reference("identifier")), ("uniqueItems", true),
                ]))),
                ("screens", described("Every screen.", .object([("type", "array"), ("minItems", .number(1)), ("items", reference("screen"))]))),
                ("script", described("The steps to run; without a script the spec is only validated.", .object([
                    ("type", "array"), ("items", reference("step")),
                ]))),
                ("tolerance", described("Default tolerance of numeric expectations.", number(minimum: 0, default: 0.5))),
            ])),
            ("definitions", .object(definitions)),
        ])
    }

    private static var definitions: [(String, JSONValue)] {
        [
            ("identifier", .object([("type", "string"), ("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")])),
            ("duration", described("Milliseconds as a number (300), or a string with its unit (300ms, 1.5s).", .object([("oneOf", [
                number(minimum: 0),
                .object([("type", "string"), ("pattern", "^ *[0-9]*\\.?[0-9]+ *(ms|s) *$")]),
            ])]))),
            ("offset", .object([("oneOf", [.object([("enum", ["top", "bottom"])]), type("number")])])),
            ("screen", screen),
            ("scrollView", scrollView),
            ("view", closedObject(required: ["id"], [
                ("id", reference("identifier")),
                ("height", described("Needed by behaviours that move the view.", number(minimum: 0))),
            ])),
            ("behaviour", .object([
                ("description", "A one-key map: the plugin's name, then its parameters."),
                ("type", "object"), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                ("additionalProperties", false),
                ("properties", .object(PluginRegistry.behaviours.map { ($0.declaration.name, reference($0.declaration.name)) })),
            ])),
            ("step", step),
            ("expectation", expectation),
            ("matcher", matcher),
        ] + PluginRegistry.behaviours.map { ($0.declaration.name, behaviour($0.declaration)) }
    }

    private static var device: JSONValue {
        described("The simulated phone.", closedObject(required: [], [
            ("width", number(exclusiveMinimum: 0, maximum: 10_000, default: 393)),
            ("height", number(exclusiveMinimum: 0, maximum: 10_000, default: 852)),
            ("statusBarHeight", number(minimum: 0, default: 54)),
            ("frameRate", number(minimum: 30, maximum: 240, default: 120)),
            ("hitTestsPerTap", .object([("type", "integer"), ("minimum", .number(1)), ("maximum", .number(100)), ("default", .number(3))])),
        ]))
    }

    private static var screen: JSONValue {
        closedObject(required: ["id"], [
            ("id", reference("identifier")),
            ("tab", described("The tab this screen is the root of; without it the screen is shown only by push.", reference("identifier"))),
            ("scrollViews", .object([("type", "array"), ("items", reference("scrollView"))])),
            ("views", .object([("type", "array"), ("items", reference("view"))])),
            ("behaviours", .object([("type", "array"), ("items", reference("behaviour"))])),
        ])
    }

    private static var scrollView: JSONValue {
        closedObject(required: ["id", "contentHeight"], [
            ("id", reference("identifier")),
            ("contentHeight", number(minimum: 0)),
            ("viewportHeight", described("Defaults to the device height.", number(exclusiveMinimum: 0))),
            ("contentInset", closedObject(required: [], [("top", type("number")), ("bottom", type("number"))])),
            ("bounces", .object([("type", "boolean"), ("default", true)])),
            ("decelerationRate", described("normal (0.998), fast (0.99) or a number in (0, 1).", .object([("oneOf", [
                .object([("enum", ["normal", "fast"])]),
                .object([("type", "number"), ("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))]),
            ])]))),
            ("initialOffset", described("top, bottom or a number; top by default.", reference("offset"))),
        ])
    }

    private static var step: JSONValue {
        let scrollViewKey: (String, JSONValue) = ("scrollView", reference("identifier"))
        let steps: [(String, JSONValue)] = [
            ("selectTab", described("Switch tab, or reselect the selected one.", reference("identifier"))),
            ("push", described("Show a screen on the current tab's stack.", .object([("oneOf", [
                reference("identifier"),
                closedObject(required: ["screen"], [("screen", reference("identifier")), ("animated", type("boolean"))]),
            ])]))),
            ("pop", described("Back one screen.", type("null"))),
            ("tapStatusBar", described("A tap at the status bar.", type("null"))),
            ("tap", described("A tap at a height.", closedObject(required: ["y"], [("y", number(minimum: 0))]))),
            ("drag", described("Touch down, move `by`, lift with velocity `release`.", closedObject(required: ["scrollView", "by"], [
                scrollViewKey, ("by", type("number")), ("duration", reference("duration")), ("release", type("number")),
            ]))),
            ("fling", described("Touch down and lift at once with a velocity.", closedObject(required: ["scrollView", "velocity"], [
                scrollViewKey, ("velocity", type("number")),
            ]))),
            ("scrollTo", described("A programmatic scroll.", closedObject(required: ["scrollView", "offset"], [
                scrollViewKey, ("offset", reference("offset")), ("animated", type("boolean")), ("duration", reference("duration")),
            ]))),
            ("wait", described("Let time pass.", reference("duration"))),
            ("waitForIdle", described("Until nothing moves; fails at the timeout (10s).", .object([("oneOf", [
                type("null"), closedObject(required: [], [("timeout", reference("duration"))]),
            ])]))),
            ("at", described("Let time pass until this absolute time.", reference("duration"))),
            ("expect", described("Check now, or at the first turn within `within` where every check holds.", reference("expectation"))),
            ("log", described("A line in the trace.", type("string"))),
        ]
        return .object([("anyOf", [
            .object([("enum", ["pop", "tapStatusBar", "waitForIdle"])]),
            .object([
                ("type", "object"), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                ("additionalProperties", false), ("properties", .object(steps)),
            ]),
        ])])
    }

    private static var expectation: JSONValue {
        let properties = Property.allCases.filter { $0 != .selected }.map(\.rawValue).joined(separator: "|")
        return .object([
            ("type", "object"), ("minProperties", .number(1)),
            ("properties", .object([("within", reference("duration"))])),
            ("patternProperties", .object([
                ("^[A-Za-z_][A-Za-z0-9_]*\\.(\(properties))$", reference("matcher")),
                ("^tabBar\\.selected$", type("string")),
            ])),
            ("additionalProperties", false),
        ])
    }

    private static var matcher: JSONValue {
        .object([("oneOf", [
            type("number"), type("string"), type("boolean"),
            closedObject(required: [], [
                ("approx", type("number")), ("tolerance", number(minimum: 0)), ("min", type("number")), ("max", type("number")),
            ]),
        ])])
    }

    private static func behaviour(_ plugin: PluginDeclaration) -> JSONValue {
        let parameters = [("id", reference("identifier"))] + plugin.parameters.map { ($0.name, parameter($0)) }
        return described(plugin.summary, closedObject(required: plugin.parameters.filter(\.isRequired).map(\.name), parameters))
    }

    private static func parameter(_ parameter: ParameterDeclaration) -> JSONValue {
        var schema: [(String, JSONValue)] = [("description", .string(parameter.documentation))]
        switch parameter.type {
        case .scrollView, .view: schema += [("$ref", "#/definitions/identifier")]
        case .number(let minimum, let maximum):
            schema += [("type", "number")] + (minimum.map { [("minimum", .number($0))] } ?? []) + (maximum.map { [("maximum", .number($0))] } ?? [])
        case .duration: schema += [("$ref", "#/definitions/duration")]
        case .boolean: schema += [("type", "boolean")]
        case .choice(let values): schema += [("enum", .array(values.map(JSONValue.string)))]
        case .text: schema += [("type", "string")]
        case .triggers: schema += names(PluginRegistry.triggerNames)
        case .events: schema += names(PluginRegistry.eventNames)
        }
        if let value = parameter.defaultValue { schema.append(("default", json(value))) }
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
        }
    }

    // MARK: Building blocks

    private static func type(_ name: String) -> JSONValue { .object([("type", .string(name))]) }

    private static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    private static func described(_ text: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object([("description", .string(text))] + members)
    }

    private static func closedObject(required: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
        .object([("type", "object")] + (required.isEmpty ? [] : [("required", .array(required.map(JSONValue.string)))])
            + [("additionalProperties", false), ("properties", .object(properties))])
    }

    private static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil, default value: Double? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "number")]
        if let minimum { members.append(("minimum", .number(minimum))) }
        if let exclusiveMinimum { members.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { members.append(("maximum", .number(maximum))) }
        if let value { members.append(("default", .number(value))) }
        return .object(members)
    }
}
