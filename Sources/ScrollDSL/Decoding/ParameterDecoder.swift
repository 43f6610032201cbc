/// Decodes one plugin parameter by its declared ``ParameterType``.
struct ParameterDecoder {
    let context: DecodingContext
    let plugin: String

    /// The value of `parameter` that `node` gives on `screen`, or `nil` after reporting why there is none.
    func decode(_ node: Node, as parameter: ParameterDeclaration, on screen: Screen) -> ParameterValue? {
        let name = parameter.name
        switch parameter.type {
        case .scrollView:
            return reference(node, name, kind: .scrollView, on: screen)
        case .screen:
            guard let id = context.identifier(node, name) else { return nil }
            context.screenReferences.append((id, node.mark))
            return .text(id)
        case .view(let needsHeight):
            guard let view = reference(node, name, kind: .view, on: screen) else { return nil }
            if needsHeight, screen.views.first(where: { $0.id == view.string })?.height == nil {
                context.error("`\(view)` needs a `height`: `\(plugin)` moves it by its height", at: node.mark)
            }
            return view
        case .number(let minimum, let maximum):
            let length = SpecLimits.length
            return context.number(node, name, minimum: minimum ?? -length, maximum: maximum ?? length).map(ParameterValue.number)
        case .duration:
            return context.duration(node, name).map(ParameterValue.duration)
        case .boolean:
            return context.boolean(node, name).map(ParameterValue.boolean)
        case .choice(let values):
            return context.choice(node, name, among: values).map(ParameterValue.text)
        case .text:
            return context.string(node, name, acceptingAnyScalar: true).map(ParameterValue.text)
        case .positiveNumberOr(let word):
            if case .string(let text)? = node.scalar?.value {
                guard text == word else {
                    context.error("`\(name)` is a number above 0 or `\(word)`, not `\(text)`", at: node.mark)
                    return nil
                }
                return .text(word)
            }
            return context.number(node, name, minimum: 0, maximum: SpecLimits.length, exclusiveMinimum: true).map(ParameterValue.number)
        case .triggers:
            return names(node, name, among: context.plugins.triggerNames, noun: "trigger")
        case .events:
            return names(node, name, among: context.plugins.eventNames, noun: "event")
        case .list(let element):
            return list(node, name, of: element, on: screen)
        }
    }

    /// A list parameter's value: every element of its type (a view on the screen).
    private func list(_ node: Node, _ name: String, of element: ListElement, on screen: Screen) -> ParameterValue? {
        guard let items = context.list(node, name) else { return nil }
        let what = "an element of `\(name)` (a list of \(element.plural))"
        switch element {
        case .number:
            let numbers = items.compactMap { context.number($0, what, minimum: -SpecLimits.length, maximum: SpecLimits.length) }
            return numbers.count == items.count ? .numbers(numbers) : nil
        case .string:
            let texts = items.compactMap { item -> String? in
                guard case .string(let text)? = item.scalar?.value else {
                    context.error("\(what) is a string, not \(item.kindDescription)", at: item.mark)
                    return nil
                }
                return text
            }
            return texts.count == items.count ? .names(texts) : nil
        case .view:
            let views = items.compactMap { reference($0, name, kind: .view, on: screen)?.string }
            // A view listed twice would get the behaviour's writes twice over.
            for (index, view) in views.enumerated() where views[..<index].contains(view) && views.count == items.count {
                context.error("`\(view)` is listed twice in `\(name)`; list each view once", at: items[index].mark)
                return nil
            }
            return views.count == items.count ? .names(views) : nil
        }
    }

    private func reference(_ node: Node, _ name: String, kind: SymbolTable.Kind, on screen: Screen) -> ParameterValue? {
        guard let id = context.identifier(node, name) else { return nil }
        if let problem = context.symbols.problem(resolving: id, as: kind, onScreen: screen.id) {
            context.error(problem, at: node.mark)
            return nil
        }
        return .reference(id)
    }

    private func names(_ node: Node, _ name: String, among valid: [String], noun: String) -> ParameterValue? {
        guard let items = context.list(node, name) else { return nil }
        var names: [String] = []
        for item in items {
            guard let text = context.string(item, name) else { continue }
            if let index = valid.firstIndex(of: text) {
                if names.contains(text) {
                    context.error("\(noun) `\(text)` is listed twice", at: item.mark)
                } else {
                    names.append(valid[index])
                }
            } else {
                context.error("unknown \(noun) `\(text)`" + Suggestion.hint(for: text, among: valid), at: item.mark)
            }
        }
        return .names(context.shared(names))
    }
}
