/// The properties the behaviours of a plugin set declare, by name, with the
/// kind of value each holds: how a plugin file's expression types a read of
/// another behaviour's property (`refresh.refreshing`) before any spec names
/// the behaviour. Built on the first such read, since it reads every
/// declaration in the set.
final class BehaviourPropertyKinds {
    /// What a property name means across the set.
    enum Meaning {
        /// Every behaviour that declares it holds this kind.
        case kind(ValueKind)
        /// Behaviours declare it with different kinds.
        case conflicting([String])
    }

    /// What one plugin declares: its name and its properties' kinds.
    typealias Declared = (plugin: String, properties: [(property: Property, kind: ValueKind)])

    private let plugins: PluginSet
    /// Plugin files of the same load not yet in `plugins`, so that files
    /// read each other's properties whatever their order.
    private let loadedAlongside: [Declared]
    private var meanings: [String: Meaning]?

    init(plugins: PluginSet, loadedAlongside: [Declared] = []) {
        self.plugins = plugins
        self.loadedAlongside = loadedAlongside
    }

    /// What `name` means, or `nil` when no behaviour declares it.
    func meaning(of name: String) -> Meaning? {
        if meanings == nil { meanings = Self.meanings(in: plugins, loadedAlongside) }
        return meanings?[name]
    }

    /// Every property name declared in the set, sorted.
    var names: [String] {
        if meanings == nil { meanings = Self.meanings(in: plugins, loadedAlongside) }
        return meanings?.keys.sorted() ?? []
    }

    private static func meanings(in plugins: PluginSet, _ loadedAlongside: [Declared]) -> [String: Meaning] {
        var kinds: [String: [(plugin: String, kind: ValueKind)]] = [:]
        let inSet = plugins.behaviours.map { plugin -> Declared in (plugin.declaration.name, plugin.declaration.properties) }
        for (plugin, properties) in inSet + loadedAlongside.filter({ plugins.behaviour(named: $0.plugin) == nil }) {
            for (property, kind) in properties { kinds[property.name, default: []].append((plugin, kind)) }
        }
        return kinds.mapValues { declared in
            let first = declared[0].kind
            return declared.allSatisfy { $0.kind == first } ? .kind(first) : .conflicting(declared.map { "`\($0.plugin)` (\($0.kind))" })
        }
    }
}
