/// Properties behaviours write by name (`title.alpha`, `refresh.refreshing`),
/// kept in slots: a behaviour gets a slot once, when installed, and writes
/// through it, so nothing is looked up by name per event.
public class PropertyStore {
    /// Whose properties: a view's or a behaviour's identifier.
    public let id: String
    /// The properties written, by slot.
    package private(set) var customProperties: [(name: String, kind: ValueKind)] = []
    /// Their values, by slot; `null` until first written.
    private(set) var customValues: [PropertyValue] = []

    init(id: String) {
        self.id = id
    }

    /// The slot of the property `name`, made on first use.
    public func slot(for name: String, kind: ValueKind) -> Int {
        if let index = existingSlot(for: name) { return index }
        customProperties.append((name, kind))
        customValues.append(.null)
        return customValues.count - 1
    }

    /// The slot of `name`, if a behaviour writes it.
    func existingSlot(for name: String) -> Int? {
        customProperties.firstIndex { $0.name == name }
    }

    /// Writes a property (expectations, traces and plots read it).
    public func set(_ value: PropertyValue, at slot: Int) {
        customValues[slot] = value
    }

    /// What an item path's field reads of it as a view placed in a scroll
    /// view's content (`card.transitionPhase`); `null` for one that is not,
    /// or whose item is gone.
    func contentValue(_ field: ItemPath.Field) -> PropertyValue {
        .null
    }

    /// Forgets every value written (each reads `null` until written again),
    /// keeping the slots that readers resolved.
    func clearValues() {
        for slot in customValues.indices { customValues[slot] = .null }
    }
}

/// The properties a behaviour with an `id` declares (`refresh.refreshing`).
public final class BehaviourProperties: PropertyStore {}
