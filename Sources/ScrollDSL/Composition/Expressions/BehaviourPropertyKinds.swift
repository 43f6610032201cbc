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

    private let plugins: PluginSet
    private var meanings: [String: Meaning]?

    init(plugins: PluginSet) {
        self.plugins = plugins
    }

    /// What `name` means, or `nil` when no behaviour declares it.
    func meaning(of name: String) -> Meaning? {
        if meanings == nil { meanings = Self.meanings(in: plugins) }
        return meanings?[name]
    }

    /// Every property name declared in the set, sorted.
    var names: [String] {
        if meanings == nil { meanings = Self.meanings(in: plugins) }
        return meanings?.keys.sorted() ?? []
    }

    private static func meanings(in plugins: PluginSet) -> [String: Meaning] {
        var kinds: [String: [(plugin: String, kind: ValueKind)]] = [:]
        for plugin in plugins.behaviours {
            let declaration = plugin.declaration
            for (property, kind) in declaration.properties { kinds[property.name, default: []].append((declaration.name, kind)) }
        }
        return kinds.mapValues { declared in
            let first = declared[0].kind
            return declared.allSatisfy { $0.kind == first } ? .kind(first) : .conflicting(declared.map { "`\($0.plugin)` (\($0.kind))" })
        }
    }
}
