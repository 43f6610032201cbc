/// Decodes `- pluginName: {parameters}` items, checking each parameter against
/// the plugin's own declaration. No plugin is named here.
struct BehaviourDecoder {
    let context: DecodingContext

    func decode(_ node: Node, on screen: Screen) -> BehaviourSpec? {
        guard let pairs = node.mapping, pairs.count == 1, let nameNode = pairs.first?.key else {
            context.error("a behaviour is a one-key map, `- pluginName: {parameters}`, not \(describe(node))", at: node.mark)
            return nil
        }
        let name = nameNode.scalar?.text ?? ""
        guard let plugin = context.plugins.behaviour(named: name) else {
            let hint = context.missesUsedPlugins
                ? " (a plugin file that `use:` names did not load; see its errors)"
                : Suggestion.hint(for: name, among: context.plugins.behaviourNames)
            context.error("unknown behaviour `\(name)`" + hint, at: nameNode.mark)
            return nil
        }
        let declaration = plugin.declaration
        let body = pairs[0].value
        let subject = MappingReader.Subject(quoting: name)
        let map = body.scalar?.value == .null ? nil : MappingReader(body, subject: subject, keys: declaration.behaviourKeys, context: context)
        if map == nil, body.scalar?.value != .null { return nil }

        var behaviour = BehaviourSpec(plugin: name, id: nil, parameters: ParameterValues(names: declaration.parameterNames), mark: nameNode.mark)
        if let idNode = map?["id"], let id = context.identifier(idNode, "id") {
            if let problem = context.symbols.declare(id, kind: .behaviour, screen: screen.id, at: idNode.mark) {
                context.error(problem, at: idNode.mark)
            }
            behaviour.id = id
        }
        let parameters = ParameterDecoder(context: context, plugin: name)
        // Whether every parameter that is not optional has a value.
        var complete = true
        for (index, parameter) in declaration.parameters.enumerated() {
            let valueNode = map?[parameter.name]
            if parameter.isOptional, valueNode.map({ $0.scalar?.value == .null }) ?? true {
                continue
            }
            if let valueNode {
                if let value = parameters.decode(valueNode, as: parameter, on: screen) {
                    behaviour.parameters.set(value, at: index)
                } else if !parameter.isOptional {
                    complete = false
                }
            } else if let defaultValue = parameter.defaultValue {
                behaviour.parameters.set(defaultValue, at: index)
            } else {
                context.error("\(subject.text) needs `\(parameter.name)`: \(parameter.documentation.lowercasingFirst)", at: nameNode.mark)
                complete = false
            }
        }
        if complete {
            for problem in plugin.problems(in: behaviour, on: DeclaredScreen(screen)) {
                context.error(problem.message, at: map?[problem.parameter]?.mark ?? nameNode.mark)
            }
        }
        return behaviour
    }

    private func describe(_ node: Node) -> String {
        guard let pairs = node.mapping else { return node.kindDescription }
        let keys = pairs.compactMap { $0.key.scalar?.text }.map { "`\($0)`" }
        return "a map with \(pairs.count) keys (\(keys.joined(separator: ", "))); give each behaviour its own list item"
    }
}

extension String {
    /// The text with its first letter in lower case, to follow a colon.
    var lowercasingFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
