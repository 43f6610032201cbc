import ScrollDSL
internal import ScrollPlatform

/// A standard-library plugin file in a ``PluginSet``, read the first time a
/// spec, a run or a reference needs more than its name and commands.
///
/// Reading the library's nine files took half of every `scrollrun` start-up
/// (27 M instructions, against 26 M for the rest of validating a small spec),
/// while most specs use none of them. The name and the commands are what a
/// load needs of every behaviour (to resolve and suggest names, and to know
/// the command steps); ``StandardLibrary`` states them beside each file, and a
/// test checks them against what the file declares.
final class StandardLibraryPlugin: BehaviourPlugin, @unchecked Sendable {
    /// The plugin's name, as its file declares it.
    let declaredName: String
    /// The commands its pipelines hear, as its file declares them.
    let declaredCommands: [String]
    private let source: PluginSource
    /// The set the file is read against: the built-in Swift behaviours and triggers.
    private let base: PluginSet
    /// Explored runs read the plugin on several threads.
    private let lock = ConditionLock()
    private var read: (any BehaviourPlugin)?

    init(_ source: PluginSource, base: PluginSet) {
        declaredName = source.name
        declaredCommands = source.commands
        self.source = source
        self.base = base
    }

    /// The plugin its file declares, read on first use.
    var plugin: any BehaviourPlugin {
        lock.withLock {
            if let read { return read }
            let plugin = Self.load(source, base: base)
            read = plugin
            return plugin
        }
    }

    /// Whether the file has been read (a load reads only the files its spec uses).
    var isRead: Bool { lock.withLock { read != nil } }

    var declaration: PluginDeclaration { plugin.declaration }

    func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] {
        plugin.problems(in: behaviour, on: screen)
    }

    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        plugin.install(behaviour, in: context)
    }

    func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome] {
        plugin.runExamples(in: plugins)
    }

    /// The behaviour `source` declares, read against `base`.
    static func load(_ source: PluginSource, base: PluginSet) -> any BehaviourPlugin {
        do {
            let loaded = try PluginLoader.load(bytes: Array(source.text.utf8), file: source.file, into: base)
            guard let plugin = loaded.behaviour(named: source.name) else {
                preconditionFailure("the standard library's \(source.file) does not declare `\(source.name)`")
            }
            return plugin
        } catch {
            preconditionFailure("the standard library's \(source.file) does not load: \(error.diagnostics)")
        }
    }
}
