/// The plugins a load, a run or a reference can use: a value, handed to each,
/// never a global list. `ScrollDSLBuiltIns` gives `PluginSet.builtIn`, the
/// behaviours and triggers of the language; a spec's `use:`, `--plugins`, a
/// team's own `scrollrun` and its Swift tests add to it.
public struct PluginSet: Sendable {
    /// Every behaviour, in documentation order.
    public private(set) var behaviours: [any BehaviourPlugin]
    /// Every trigger, in documentation order.
    public private(set) var triggers: [any TriggerPlugin]
    /// Where each behaviour that did not come with ScrollDSL was declared, by name.
    public private(set) var origins: [String: PluginOrigin] = [:]
    /// What is valid but probably not meant in the plugin files loaded into
    /// the set (`delay: 1`, one millisecond), in the order they were loaded.
    public internal(set) var warnings: [Diagnostic] = []
    /// The position of each behaviour and trigger, by name: decoding looks a
    /// behaviour up for every one a spec uses, and reading a plugin's
    /// declaration copies it.
    private var behaviourIndex: [String: Int] = [:]
    private var triggerIndex: [String: Int] = [:]

    /// A set of these plugins.
    public init(behaviours: [any BehaviourPlugin], triggers: [any TriggerPlugin]) {
        self.behaviours = behaviours
        self.triggers = triggers
        behaviourIndex = Self.index(behaviours.map(\.declaredName))
        triggerIndex = Self.index(triggers.map(\.declaration.name))
    }

    /// Each name's first position.
    private static func index(_ names: [String]) -> [String: Int] {
        Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first }
    }

    /// The behaviour with a YAML name.
    public func behaviour(named name: String) -> (any BehaviourPlugin)? {
        behaviourIndex[name].map { behaviours[$0] }
    }

    /// The trigger with a YAML name.
    public func trigger(named name: String) -> (any TriggerPlugin)? {
        triggerIndex[name].map { triggers[$0] }
    }

    /// The names of every behaviour.
    public var behaviourNames: [String] { behaviours.map(\.declaredName) }

    /// Each behaviour's name and the commands it hears, in order, without
    /// reading a plugin file that no spec has used yet.
    var behaviourCommands: [(behaviour: String, commands: [String])] {
        behaviours.map { ($0.declaredName, $0.declaredCommands) }
    }

    /// The names of every trigger.
    public var triggerNames: [String] { triggers.map(\.declaration.name) }

    /// Scroll view events that `resetOn`-style parameters accept besides triggers.
    package static let scrollViewEvents = ["dragBegin", "dragEnd"]

    /// Every name an `events` parameter accepts.
    public var eventNames: [String] { Self.scrollViewEvents + triggerNames }

    /// The set without the behaviour called `name` (to put another in its place).
    public func removing(behaviour name: String) -> PluginSet {
        var set = self
        set.behaviours.removeAll { $0.declaredName == name }
        set.behaviourIndex = Self.index(set.behaviours.map(\.declaredName))
        set.origins[name] = nil
        return set
    }

    /// Adds a behaviour declared at `origin`; a name already taken is refused
    /// with the place of the first declaration.
    public mutating func add(_ plugin: any BehaviourPlugin, from origin: PluginOrigin? = nil) throws(PluginClash) {
        let name = plugin.declaredName
        if behaviour(named: name) != nil || trigger(named: name) != nil {
            throw PluginClash(name: name, existing: origins[name], new: origin)
        }
        behaviourIndex[name] = behaviours.count
        behaviours.append(plugin)
        if let origin { origins[name] = origin }
    }

    /// Adds a trigger declared at `origin`; a name already taken is refused.
    public mutating func add(_ trigger: any TriggerPlugin, from origin: PluginOrigin? = nil) throws(PluginClash) {
        let name = trigger.declaration.name
        if behaviour(named: name) != nil || self.trigger(named: name) != nil {
            throw PluginClash(name: name, existing: origins[name], new: origin)
        }
        triggerIndex[name] = triggers.count
        triggers.append(trigger)
        if let origin { origins[name] = origin }
    }
}

/// Where a plugin that is not built in was declared: its file and position.
public struct PluginOrigin: Sendable, Equatable {
    /// The plugin file.
    public let file: String
    /// The position of its `name`.
    public let mark: Mark

    /// Creates an origin.
    public init(file: String, mark: Mark) {
        self.file = file
        self.mark = mark
    }
}

/// A plugin named like one the set already has.
public struct PluginClash: Error, Sendable {
    /// The name both use.
    public let name: String
    /// Where the plugin already in the set was declared (`nil`: built in, or Swift).
    public let existing: PluginOrigin?
    /// Where the new one was declared.
    public let new: PluginOrigin?
}
