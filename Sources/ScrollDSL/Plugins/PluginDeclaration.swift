/// Everything a behaviour plugin says about itself: its YAML name, documentation,
/// parameters, the view properties it writes, and example specs that double as tests.
public struct PluginDeclaration: Sendable {
    /// The YAML name, such as `headerCollapse`.
    public let name: String
    /// One line for listings.
    public let summary: String
    /// The full description, in Markdown.
    public let documentation: String
    /// Parameters in documentation order (`id` is implied for every behaviour).
    public let parameters: [ParameterDeclaration]
    /// Their names, in the same order.
    public let parameterNames: [String]
    /// The properties it writes on views named by its parameters.
    public let writes: [ViewPropertyWrite]
    /// Example specs: ones that must pass, and ones that must be rejected.
    public let examples: [PluginExample]
    /// The behaviour's own properties, readable as `ID.PROPERTY` when it has an `id`.
    public let properties: [(property: Property, kind: ValueKind)]
    /// Script steps that act on the behaviour by its `id`, such as `endRefreshing`.
    public let commands: [String]

    /// Declares a plugin.
    public init(
        name: String, summary: String, documentation: String,
        parameters: [ParameterDeclaration], writes: [ViewPropertyWrite] = [],
        properties: [(property: Property, kind: ValueKind)] = [], commands: [String] = [], examples: [PluginExample]
    ) {
        self.name = name
        self.summary = summary
        self.documentation = documentation
        self.parameters = parameters
        parameterNames = parameters.map(\.name)
        self.writes = writes
        self.properties = properties
        self.commands = commands
        self.examples = examples
    }

    /// The declaration of a parameter.
    public func parameter(_ name: String) -> ParameterDeclaration? {
        parameters.first { $0.name == name }
    }
}

/// Properties a behaviour writes on the view one of its parameters names.
public struct ViewPropertyWrite: Sendable {
    /// The parameter naming the view, such as `header`.
    public let parameter: String
    /// The properties written, which expectations may then read, each with the kind of value written.
    public let properties: [(property: Property, kind: ValueKind)]

    /// Declares built-in properties a behaviour writes (their kinds are the language's).
    public init(parameter: String, properties: [Property]) {
        self.init(parameter: parameter, written: properties.map { ($0, $0.builtInKind ?? .number) })
    }

    /// Declares properties with the kind of value each holds.
    public init(parameter: String, written: [(property: Property, kind: ValueKind)]) {
        self.parameter = parameter
        self.properties = written
    }
}

/// A small complete spec that shows a plugin at work. `passes` examples must
/// validate and run green; `rejected` ones must fail validation with a message
/// containing the given text. Both run as tests and appear in the docs.
public struct PluginExample: Sendable {
    /// What the example shows.
    public let title: String
    /// The spec, in YAML.
    public let yaml: String
    /// `nil` when the spec must pass; otherwise text its diagnostic contains.
    public let rejection: String?

    /// An example spec that validates and whose expectations hold.
    public static func passes(_ title: String, _ yaml: String) -> PluginExample {
        PluginExample(title: title, yaml: yaml, rejection: nil)
    }

    /// An example spec that must be rejected with a message containing `message`.
    public static func rejected(_ title: String, _ yaml: String, message: String) -> PluginExample {
        PluginExample(title: title, yaml: yaml, rejection: message)
    }
}

extension PluginExample {
    /// A complete spec with one screen `screen`: `topLevel` holds extra top-level
    /// keys, `body` the screen's keys (one per line), and `script` its steps.
    public static func oneScreenSpec(_ name: String, topLevel: [String] = [], screen: String, body: [String], script: [String] = []) -> String {
        var lines = ["scrollspec: 1", "name: \(name)"] + topLevel + ["screens:", "  - id: \(screen)"]
        lines += body.map { "    " + $0 }
        if !script.isEmpty {
            lines.append("script:")
            lines += script.map { "  - " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
