/// A behaviour that specs attach to screens (`- headerCollapse: {...}`).
///
/// Each plugin is one file: its ``PluginDeclaration`` drives validation, the
/// plugin listing, the schema and the docs; adding one takes its file and one
/// line in ``PluginRegistry``.
public protocol BehaviourPlugin: Sendable {
    /// What the plugin is called and accepts.
    static var declaration: PluginDeclaration { get }

    /// Rules across parameters that their types alone cannot state, such as
    /// `minHeight` not exceeding the header's height. Each problem names the
    /// parameter it is about.
    static func problems(in behaviour: BehaviourSpec, on screen: Screen) -> [ParameterProblem]

    /// Builds the behaviour's reactive graph from the context's streams, and
    /// subscribes its sinks.
    static func install(_ behaviour: BehaviourSpec, in context: BehaviourContext)
}

extension BehaviourPlugin {
    public static func problems(in behaviour: BehaviourSpec, on screen: Screen) -> [ParameterProblem] { [] }
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
