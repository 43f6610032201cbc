/// Decodes a plugin file (`scrollplugin: 1`): its name, summary, typed
/// parameters, state, pipelines and examples, every problem positioned.
struct PluginFileDecoder {
    static let keys = ["scrollplugin", "kind", "name", "summary", "documentation", "parameters", "requires", "state", "pipelines", "properties", "units", "roles", "examples"]
    /// The keys a trigger's file does not take: a trigger has no parameters, and writes nothing specs read.
    private static let behaviourKeys = ["parameters", "requires", "properties", "units", "roles"]

    let context: DecodingContext
    /// The properties of the plugin files loaded with this one.
    var loadedAlongside: [BehaviourPropertyKinds.Declared] = []

    /// What a plugin file declares.
    enum Declared {
        case behaviour(ComposedPlugin)
        case trigger(ComposedTrigger)
    }

    func decode(_ root: Node) -> Declared? {
        guard let map = MappingReader(root, subject: "a plugin file", keys: Self.keys, context: context) else { return nil }
        if let version = map.required("scrollplugin"), version.scalar?.value != .integer(1) {
            context.error("`scrollplugin` must be 1, the version of the plugin format", at: version.mark)
        }
        let kind = map["kind"].map { node in context.choice(node, "kind", among: ["behaviour", "trigger"]).flatMap(PluginKind.init(rawValue:)) } ?? .behaviour
        if kind == .trigger {
            for key in Self.behaviourKeys {
                guard let node = map[key] else { continue }
                let mark = root.mapping?.first { $0.key.isScalar(key) }?.key.mark ?? node.mark
                context.error("a trigger takes no `\(key)`: behaviours list it by name in their `triggers` (a trigger has no parameters and writes nothing specs read; "
                              + "it hears the world's events, never a scroll view: to read one, write a behaviour, `kind: behaviour`, with a `scrollView` parameter)", at: mark)
            }
        }
        guard let body = decodeBody(map, kind: kind ?? .behaviour) else { return nil }
        switch kind {
        case .trigger?:
            guard body.pipelines.contains(where: { $0.sink is EmitSink }) else {
                context.error("a trigger emits its events with a pipeline ending in `to: emit`, and this one has none", at: map["pipelines"]?.mark ?? root.mark)
                return nil
            }
            return .trigger(ComposedTrigger(body: body))
        case .behaviour?: return .behaviour(body)
        case nil: return nil
        }
    }

    private func decodeBody(_ map: MappingReader, kind: PluginKind) -> ComposedPlugin? {
        let name = map.required("name").flatMap { context.identifier($0, "name") }
        let summary = map.required("summary").flatMap { context.string($0, "summary", acceptingAnyScalar: true) }
        let documentation = map["documentation"].flatMap { context.string($0, "documentation", acceptingAnyScalar: true) }
        let parameters = kind == .trigger ? [] : map["parameters"].map { PluginParameterDecoder(context: context).decode($0) } ?? []
        let states = map["state"].map { decodeStates($0, parameters: parameters) } ?? []
        let stateTypes = Dictionary(uniqueKeysWithValues: states.map { ($0.name, $0.type) })
        let kinds = BehaviourPropertyKinds(plugins: context.plugins, loadedAlongside: loadedAlongside)
        let pipelineDecoder = PipelineDecoder(context: context, kind: kind, parameters: parameters, states: stateTypes, behaviourProperties: kinds)
        let pipelines = map.required("pipelines").flatMap { pipelineDecoder.decodeAll($0) }
        let examples = map["examples"].map(decodeExamples) ?? []
        let requirements = kind == .trigger ? [] : map["requires"].map { decodeRequirements($0, parameters: parameters) } ?? []
        let units = kind == .trigger ? [:] : map["units"].map { decodeUnits($0, written: pipelineDecoder.viewProperties) } ?? [:]
        let roles = kind == .trigger ? [] : map["roles"].map { decodeRoles($0, parameters: parameters) } ?? []
        let properties = kind == .trigger ? [] : map["properties"].map { decodeProperties($0, states: states) } ?? []
        guard let name, let summary, let pipelines else { return nil }
        let glideTargets = Set(pipelines.compactMap { ($0.sink as? TargetOffsetSink)?.scrollView }).sorted().map { RoleClaim(.glideTarget, on: $0) }
        let heights = Set(pipelines.flatMap(\.readViewHeights))
        let declaration = PluginDeclaration(
            name: name, summary: summary, documentation: documentation ?? summary,
            parameters: parameters.map { parameter in
                guard case .view = parameter.type, heights.contains(parameter.name) else { return parameter }
                return ParameterDeclaration(parameter.name, .view(needsHeight: true), parameter.documentation)
            },
            writes: pipelineDecoder.viewProperties.keys.sorted().map { view in
                let written = pipelineDecoder.viewProperties[view]!.sorted { $0.key < $1.key }
                return ViewPropertyWrite(parameter: view, written: written.map { (Property($0.key), $0.value.valueKind ?? .number) })
            },
            properties: properties,
            commands: pipelineDecoder.commands.sorted(),
            units: units,
            claims: roles + glideTargets.filter { claim in !roles.contains { $0.role == claim.role && $0.parameter == claim.parameter } },
            insertsItemsInto: Set(pipelines.compactMap { ($0.sink as? InsertItemsSink)?.scrollView }).sorted(),
            readsProperties: pipelines.flatMap(\.readBehaviourProperties).reduce(into: []) { paths, path in if !paths.contains(path) { paths.append(path) } },
            examples: examples.map { PluginExample(title: $0.title, yaml: YAMLWriter.text($0.spec), rejection: $0.rejection) }
        )
        return ComposedPlugin(
            declaration: declaration, file: context.file, states: states, pipelines: pipelines, exampleSpecs: examples, requirements: requirements,
            argumentRules: pipelineDecoder.argumentParameters
        )
    }

    /// The name and properties `root` declares, read before the files loaded
    /// with it are decoded (their problems are reported when it is decoded).
    static func declaredProperties(of root: Node, file: String) -> BehaviourPropertyKinds.Declared? {
        let decoder = PluginFileDecoder(context: DecodingContext(file: file, timeLimit: RunOptions.defaultTimeLimit, plugins: PluginSet(behaviours: [], triggers: [])))
        guard let map = root.mapping, let name = map.first(where: { $0.key.isScalar("name") })?.value.scalar?.text,
              let properties = map.first(where: { $0.key.isScalar("properties") })?.value else { return nil }
        let states = map.first { $0.key.isScalar("state") }.map { decoder.decodeStates($0.value, parameters: []) } ?? []
        return (name, decoder.decodeProperties(properties, states: states))
    }

    /// `properties: [STATE, …]`: states specs read as `ID.STATE` (and traces
    /// and plots show), for a behaviour with an `id`.
    private func decodeProperties(_ node: Node, states: [(name: String, type: ExpressionType, initial: PropertyValue)]) -> [(property: Property, kind: ValueKind)] {
        (context.list(node, "properties") ?? []).compactMap { item in
            guard let name = context.identifier(item, "properties") else { return nil }
            guard let state = states.first(where: { $0.name == name }) else {
                context.error("`properties` lists states specs may read, and `\(name)` is not one" + Suggestion.hint(for: name, among: states.map(\.name)), at: item.mark)
                return nil
            }
            guard !state.type.isOptional, let kind = state.type.valueKind else {
                context.error("state `\(name)` may be null; a property a spec reads is a number, a boolean or a string", at: item.mark)
                return nil
            }
            return (Property(name), kind)
        }
    }

    /// `roles: {ROLE: PARAM}`: the roles the behaviour takes on the scroll
    /// views its parameters name, each held by one behaviour of a scroll view.
    private func decodeRoles(_ node: Node, parameters: [ParameterDeclaration]) -> [RoleClaim] {
        guard let pairs = node.mapping else {
            context.error("`roles` is a map of `ROLE: SCROLLVIEW-PARAMETER`, such as `{refreshControl: scrollView}`, not \(node.kindDescription)", at: node.mark)
            return []
        }
        let scrollViews = parameters.filter { $0.type.sameKind(as: .scrollView) }.map(\.name)
        return pairs.compactMap { pair in
            guard let word = context.choice(pair.key, "roles", among: ScrollViewRole.allCases.map(\.rawValue)), let role = ScrollViewRole(rawValue: word),
                  let parameter = context.choice(pair.value, word, among: scrollViews) else { return nil }
            return RoleClaim(role, on: parameter)
        }
    }

    /// `units: {PROPERTY: points}`: the unit of numbers the pipelines write as
    /// view properties (unitless unless said, or a built-in name).
    private func decodeUnits(_ node: Node, written: [String: [String: ExpressionType]]) -> [String: NumberUnit] {
        guard let pairs = node.mapping else {
            context.error("`units` is a map of `PROPERTY: points`, such as `{offsetY: points}`, not \(node.kindDescription)", at: node.mark)
            return [:]
        }
        let numbers = Set(written.values.flatMap { properties in properties.filter { $0.value.valueKind == .number }.keys })
        var units: [String: NumberUnit] = [:]
        for pair in pairs {
            guard let name = context.identifier(pair.key, "units"),
                  let word = context.choice(pair.value, name, among: ["points", "unitless"]) else { continue }
            guard numbers.contains(name) else {
                let hint = numbers.isEmpty ? "; this plugin writes no number to a view" : Suggestion.hint(for: name, among: numbers.sorted())
                context.error("`units` names `\(name)`, which no pipeline writes as a number" + hint, at: pair.key.mark)
                continue
            }
            if let builtIn = Property(name).builtInUnit, builtIn.rawValue != word {
                context.error("`\(name)` is a built-in property, always \(builtIn.rawValue); give this value another name", at: pair.value.mark)
                continue
            }
            units[name] = NumberUnit(rawValue: word)
        }
        return units
    }

    /// `requires: [{that: EXPR, message: TEXT, parameter: NAME}]`: rules across
    /// parameters, over their values and the declared geometry of scroll views and views.
    private func decodeRequirements(_ node: Node, parameters: [ParameterDeclaration]) -> [ComposedRequirement] {
        let names = ExpressionNames(parameters: Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.type) }), running: false)
        return (context.list(node, "requires") ?? []).compactMap { item in
            guard let map = MappingReader(item, subject: "a requirement", keys: ["that", "message", "parameter"], context: context),
                  let thatNode = map.required("that"), let messageNode = map.required("message"),
                  let message = RequirementMessage.decode(messageNode, names: names, context: context),
                  let (expression, type, _) = ExpressionReader(context: context).read(thatNode, "`that`", names: names) else { return nil }
            guard type == .boolean else {
                context.error("`that` is a boolean expression, not a \(type)", at: thatNode.mark)
                return nil
            }
            let parameter = map["parameter"].flatMap { context.choice($0, "parameter", among: parameters.map(\.name)) } ?? parameters.first?.name ?? ""
            return ComposedRequirement(expression: expression, message: message, parameter: parameter)
        }
    }

    /// `state: {NAME: INITIAL}` or `{NAME: {type: T, initial: V}}`; a state that starts as `null` gives its type.
    private func decodeStates(_ node: Node, parameters: [ParameterDeclaration]) -> [(name: String, type: ExpressionType, initial: PropertyValue)] {
        guard let pairs = node.mapping else {
            context.error("`state` is a map of `NAME: INITIAL VALUE`, not \(node.kindDescription)", at: node.mark)
            return []
        }
        return pairs.compactMap { pair in
            guard let name = context.identifier(pair.key, "state") else { return nil }
            if parameters.contains(where: { $0.name == name }) {
                context.error("state `\(name)` has the name of a parameter; give it its own", at: pair.key.mark)
                return nil
            }
            if pair.value.mapping != nil {
                guard let map = MappingReader(pair.value, subject: .init(quoting: name, after: "state "), keys: ["type", "initial"], context: context),
                      let typeName = map.required("type").flatMap({ context.choice($0, "type", among: ["number", "boolean", "string"]) }) else { return nil }
                let type = ExpressionType(ValueKind(rawValue: typeName == "string" ? "text" : typeName)!)
                let initial = map["initial"].map(literal) ?? .null
                guard let initial, type.optional.accepts(Self.type(of: initial)) else {
                    context.error("the initial value of state `\(name)` must be a \(type) or null", at: map["initial"]?.mark ?? pair.value.mark)
                    return nil
                }
                return (name, initial == .null ? type.optional : type, initial)
            }
            guard let initial = literal(pair.value) else { return nil }
            guard initial != .null else {
                context.error("state `\(name)` starts as null, so give its type: `\(name): {type: number, initial: null}`", at: pair.value.mark)
                return nil
            }
            return (name, Self.type(of: initial), initial)
        }
    }

    private func literal(_ node: Node) -> PropertyValue? {
        switch node.scalar?.value {
        case .integer?, .float?: return node.scalar?.value.number.map(PropertyValue.number)
        case .boolean(let flag)?: return .boolean(flag)
        case .string(let text)?: return .text(text)
        case .null?: return .null
        default:
            context.error("a state's initial value is a number, a boolean, a string or null, not \(node.kindDescription)", at: node.mark)
            return nil
        }
    }

    private static func type(of value: PropertyValue) -> ExpressionType {
        switch value {
        case .number: return .number
        case .boolean: return .boolean
        case .text: return .string
        case .null: return .null
        }
    }

    private func decodeExamples(_ node: Node) -> [ComposedExample] {
        (context.list(node, "examples") ?? []).compactMap { item in
            guard let map = MappingReader(item, subject: "an example", keys: ["name", "spec", "rejected"], context: context),
                  let title = map.required("name").flatMap({ context.string($0, "name", acceptingAnyScalar: true) }),
                  let spec = map.required("spec") else { return nil }
            let rejection = map["rejected"].flatMap { context.string($0, "rejected", acceptingAnyScalar: true) }
            return ComposedExample(title: title, spec: spec, rejection: rejection)
        }
    }
}

extension TypedExpression {
    /// The view parameters whose `height` this expression reads.
    var viewHeights: [String] {
        collect { expression in
            guard case let .view(parameter, property) = expression, property == "height" else { return [] }
            return [parameter]
        }
    }

    /// The properties of other behaviours this expression reads.
    var behaviourProperties: [PropertyPath] {
        collect { expression in
            guard case let .behaviourProperty(path, _) = expression else { return [] }
            return [path]
        }
    }
}
