extension Spec {
    /// The property path `text` names in this spec (`feed.offset`,
    /// `hero.alpha`, `refresh.refreshCount`), or a message saying what is
    /// wrong with the nearest valid name. A view's properties are those its
    /// screen's behaviours write; a behaviour with an `id` has its own.
    public func propertyPath(_ text: String) -> Result<PropertyPath, PropertyPathError> {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            return .failure(PropertyPathError("`\(text)` is not a property path; write TARGET.PROPERTY, such as `feed.offset`"))
        }
        let targets = readableTargets
        guard let target = targets.first(where: { $0.name == parts[0] }) else {
            return .failure(PropertyPathError("unknown identifier `\(parts[0])`" + Suggestion.hint(for: parts[0], among: targets.map(\.name))))
        }
        if let item = ItemPath(parts[1]), let scrollView = scrollView(target.name), let sections = scrollView.sections {
            if case .id(let id) = item.selector, !sections.contains(where: { $0.items.contains { $0.id == id } }) {
                let ids = sections.flatMap { $0.items.map(\.id) }
                return .failure(PropertyPathError("`\(parts[0])` declares no item `\(id)`" + Suggestion.hint(for: id, among: ids)))
            }
            return .success(PropertyPath(target: target.name, property: Property(parts[1])))
        }
        guard let property = target.properties.first(where: { $0.name == parts[1] }) else {
            let names = target.properties.map(\.name)
            let hint = names.isEmpty ? "; no behaviour writes a property of `\(parts[0])`" : Suggestion.hint(for: parts[1], among: names)
            return .failure(PropertyPathError("`\(parts[1])` is not a property of `\(parts[0])`" + hint))
        }
        return .success(PropertyPath(target: target.name, property: property))
    }

    /// The scroll view called `id`, on any screen.
    private func scrollView(_ id: String) -> ScrollViewSpec? {
        screens.lazy.flatMap(\.scrollViews).first { $0.id == id }
    }

    /// Everything a path may name, with the properties readable on it.
    private var readableTargets: [(name: String, properties: [Property])] {
        var targets: [(name: String, properties: [Property])] = []
        for screen in screens {
            targets += screen.scrollViews.map { ($0.id, Property.scrollView + EdgeEffectPath.properties + ($0.sections == nil ? [] : Property.rows + Property.items)) }
            var written: [String: [Property]] = [:]
            for behaviour in screen.behaviours {
                guard let declaration = plugins.behaviour(named: behaviour.plugin)?.declaration else { continue }
                for write in declaration.writes {
                    for view in behaviour[write.parameter]?.identifiers ?? [] {
                        for property in write.properties.map(\.property) where written[view]?.contains(property) != true {
                            written[view, default: []].append(property)
                        }
                    }
                }
                if let id = behaviour.id { targets.append((id, declaration.properties.map(\.property))) }
            }
            targets += screen.views.map { ($0.id, written[$0.id] ?? []) }
            targets.append((screen.id, Property.screen + (screen.navigationBar == nil ? [] : Property.navigationBar) + Property.sheet))
        }
        let keyboard = targets.contains { $0.name == SymbolTable.keyboard } ? [] : [(name: SymbolTable.keyboard, properties: Property.keyboard)]
        return targets + (tabs.isEmpty ? [] : [(SymbolTable.tabBar, Property.tabBar)]) + keyboard
    }
}

/// Why a property path names nothing in a spec.
public struct PropertyPathError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
