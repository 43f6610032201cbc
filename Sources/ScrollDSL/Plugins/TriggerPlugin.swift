/// An event source behaviours list in `triggers` (a status-bar tap, a tab
/// reselect): built in, or from another package's Swift code.
public protocol TriggerPlugin: Sendable {
    /// What the trigger is called and when it fires.
    var declaration: TriggerDeclaration { get }

    /// The trigger's events for a behaviour on the context's screen, before
    /// visibility gating.
    func events(in context: TriggerContext) -> Observable<Void>

    /// Runs the trigger's examples as tests, with `plugins` (a plugin file's
    /// are specs whose behaviours list it; a Swift trigger has none by default).
    func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome]
}

extension TriggerPlugin {
    public func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome] { [] }
}

/// The name and documentation of a trigger.
public struct TriggerDeclaration: Sendable {
    /// The YAML name, such as `statusBarTap`.
    public let name: String
    /// When it fires, in one paragraph.
    public let documentation: String

    /// Declares a trigger.
    public init(name: String, documentation: String) {
        self.name = name
        self.documentation = documentation
    }
}
