/// A behaviour that specs attach to screens (`- headerCollapse: {...}`): a
/// built-in Swift plugin, a Swift plugin from another package, or a composed
/// plugin file. All produce the same declaration and graph nodes.
///
/// Its ``PluginDeclaration`` drives validation, the plugin listing, the schema
/// and the docs. A ``PluginSet`` holds the plugins a run can use.
public protocol BehaviourPlugin: Sendable {
    /// What the plugin is called and accepts.
    var declaration: PluginDeclaration { get }

    /// Its name, as specs write it: by default the declaration's. A plugin
    /// that builds its declaration on first use (a plugin file read lazily)
    /// states it here, so a load that does not use it never builds it.
    var declaredName: String { get }

    /// The script commands its pipelines hear (`endRefreshing`): by default the declaration's.
    var declaredCommands: [String] { get }

    /// Rules across parameters that their types alone cannot state, such as
    /// `minHeight` not exceeding the header's height, read from the parameters'
    /// values and what `screen` declares of the scroll views and views they
    /// name. Each problem names the parameter it is about.
    func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem]

    /// Builds the behaviour's reactive graph from the context's streams, and
    /// subscribes its sinks.
    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext)

    /// Runs the plugin's examples as tests, with `plugins`. By default each
    /// of the declaration's examples is loaded from its YAML; a plugin file's
    /// are its own nodes, so their problems point into the file.
    func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome]
}

extension BehaviourPlugin {
    public func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] { [] }
    public var declaredName: String { declaration.name }
    public var declaredCommands: [String] { declaration.commands }
}

/// A problem with one parameter of a behaviour.
public struct ParameterProblem: Sendable, Equatable {
    /// The parameter it is about.
    public let parameter: String
    /// What is wrong.
    public let message: String

    /// Creates a problem report.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }
}
