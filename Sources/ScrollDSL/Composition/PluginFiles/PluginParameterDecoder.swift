/// Decodes a plugin file's `parameters`: each `NAME: {type, default, doc}`,
/// the same types the built-in plugins declare.
struct PluginParameterDecoder {
    let context: DecodingContext

    static let types = ["scrollView", "view", "screen", "number", "boolean", "duration", "string", "triggers", "events", "enum"]
    static let keys = ["type", "default", "optional", "doc", "values", "min", "max", "or"]
    /// The names expressions give a meaning of their own, which no parameter
    /// (nor a `forEach` element) may take.
    static let takenNames: Set = ["id", "value", "latest", "previous", "acc", "now", "screen", "top", "bottom"]

    func decode(_ node: Node) -> [ParameterDeclaration] {
        guard let pairs = node.mapping else {
            context.error("`parameters` is a map of `NAME: {type: …}`, not \(node.kindDescription)", at: node.mark)
            return []
        }
        return pairs.compactMap { pair in
            guard let name = context.identifier(pair.key, "parameters") else { return nil }
            guard !Self.takenNames.contains(name) else {
                context.error("a parameter cannot be called `\(name)`: the name is taken", at: pair.key.mark)
                return nil
            }
            return parameter(name, pair.value)
        }
    }

    private func parameter(_ name: String, _ node: Node) -> ParameterDeclaration? {
        guard let map = MappingReader(node, subject: .init(quoting: name, after: "parameter "), keys: Self.keys, context: context),
              let typeNode = map.required("type") else { return nil }
        if let element = typeNode.sequence {
            // `type: [number]`: a list of one kind.
            guard element.count == 1, let kind = context.word(element[0], "the element type of a list", among: ListElement.self) else {
                if element.count != 1 { context.error("a list type names one element type: `[number]`, `[string]` or `[view]`", at: typeNode.mark) }
                return nil
            }
            let doc = map["doc"].flatMap { context.string($0, "doc", acceptingAnyScalar: true) } ?? "The `\(name)` parameter."
            let optional = map["optional"].flatMap { context.boolean($0, "optional") } ?? false
            if let defaultNode = map["default"] {
                context.error("a list parameter has no default: specs give theirs (or make it `optional`)", at: defaultNode.mark)
                return nil
            }
            return ParameterDeclaration(name, .list(kind), optional: optional, doc)
        }
        guard let typeName = context.choice(typeNode, "type", among: Self.types) else { return nil }
        let doc = map["doc"].flatMap { context.string($0, "doc", acceptingAnyScalar: true) } ?? "The `\(name)` parameter."
        guard let type = type(typeName, map) else { return nil }
        let optional = map["optional"].flatMap { context.boolean($0, "optional") } ?? false
        if optional, case .scrollView = type {
            // Its pipelines' sources and expressions would read no scroll view; a left-out view takes writes and is never tapped instead.
            context.error("a `scrollView` parameter cannot be `optional`: the pipelines that hear or read it need one; leave `optional` out", at: map["optional"]!.mark)
            return nil
        }
        if optional, let defaultNode = map["default"] {
            context.error("a parameter is `optional` (left out, it has no value) or has a `default`, not both", at: defaultNode.mark)
            return nil
        }
        guard let defaultNode = map["default"] else { return ParameterDeclaration(name, type, optional: optional, doc) }
        if type.isObject || type.sameKind(as: .screen) {
            context.error("a \(typeName) parameter has no default: specs name theirs", at: defaultNode.mark)
            return nil
        }
        let screen = Screen(id: "", tab: nil, scrollViews: [], views: [], behaviours: [], mark: .start)
        guard let value = ParameterDecoder(context: context, plugin: "").decode(defaultNode, as: ParameterDeclaration(name, type, doc), on: screen) else { return nil }
        return ParameterDeclaration(name, type, default: value, doc)
    }

    private func type(_ name: String, _ map: MappingReader) -> ParameterType? {
        switch name {
        case "scrollView": return .scrollView
        case "screen": return .screen
        case "view": return .view(needsHeight: false)
        case "number" where map["or"] != nil:
            // A number above 0, or one word (`interval: page`): expressions read the word as `null`.
            guard let word = map["or"].flatMap({ context.identifier($0, "or") }) else { return nil }
            if let bound = map["min"] ?? map["max"] {
                context.error("a number `or` a word is above 0, with no `min` or `max`", at: bound.mark)
                return nil
            }
            return .positiveNumberOr(word)
        case "number":
            let length = SpecLimits.length
            let minimum = map["min"].flatMap { context.number($0, "min", minimum: -length, maximum: length) }
            let maximum = map["max"].flatMap { context.number($0, "max", minimum: -length, maximum: length) }
            return .number(minimum: minimum, maximum: maximum)
        case "boolean": return .boolean
        case "duration": return .duration
        case "string": return .text
        case "triggers": return .triggers
        case "events": return .events
        default:
            guard let node = map.required("values"), let items = context.list(node, "values") else { return nil }
            let values = items.compactMap { context.string($0, "values", acceptingAnyScalar: true) }
            guard !values.isEmpty else {
                context.error("an `enum` parameter lists its `values`", at: node.mark)
                return nil
            }
            return .choice(values)
        }
    }
}
