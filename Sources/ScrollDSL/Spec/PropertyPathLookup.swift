extension Spec {
    /// The property path `text` names in this spec (`feed.offset`), or a
    /// message saying what is wrong with the nearest valid name.
    public func propertyPath(_ text: String) -> Result<PropertyPath, PropertyPathError> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            return .failure(PropertyPathError("`\(text)` is not a property path; write TARGET.PROPERTY, such as `feed.offset`"))
        }
        let targets: [(name: String, properties: [Property])] =
            screens.flatMap { screen in
                screen.scrollViews.map { ($0.id, Property.scrollView) } + screen.views.map { ($0.id, Property.view) }
                    + [(screen.id, Property.screen)]
            } + (tabs.isEmpty ? [] : [("tabBar", Property.tabBar)])
        guard let target = targets.first(where: { $0.name == parts[0] }) else {
            return .failure(PropertyPathError("unknown identifier `\(parts[0])`" + Suggestion.hint(for: parts[0], among: targets.map(\.name))))
        }
        guard let property = target.properties.first(where: { $0.rawValue == parts[1] }) else {
            let names = target.properties.map(\.rawValue)
            return .failure(PropertyPathError("`\(parts[1])` is not a property of `\(parts[0])`" + Suggestion.hint(for: parts[1], among: names)))
        }
        return .success(PropertyPath(target: target.name, property: property))
    }
}

/// Why a property path names nothing in a spec.
public struct PropertyPathError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
