/// Everything a behaviour plugin says about itself: its YAML name, documentation,
/// parameters, the view properties it writes, and example specs that double as tests.
public struct PluginDeclaration: Sendable {
    /// The YAML name, such as `headerCollapse`.
    public var name: String { storage.name }
    /// One line for listings.
    public var summary: String { storage.summary }
    /// The full description, in Markdown.
    public var documentation: String { storage.documentation }
    /// Parameters in documentation order (`id` is implied for every behaviour).
    public var parameters: [ParameterDeclaration] { storage.parameters }
    /// Their names, in the same order.
    package var parameterNames: [String] { storage.parameterNames }
    /// The properties it writes on views named by its parameters.
    public var writes: [ViewPropertyWrite] { storage.writes }
    /// Example specs: ones that must pass, and ones that must be rejected.
    public var examples: [PluginExample] { storage.examples }
    /// The behaviour's own properties, readable as `ID.PROPERTY` when it has an `id`.
    public var properties: [(property: Property, kind: ValueKind)] { storage.properties }
    /// Script steps that act on the behaviour by its `id`, such as `endRefreshing`.
    public var commands: [String] { storage.commands }
    /// The roles it takes on the scroll views its parameters name; a role has
    /// one owner per scroll view.
    public var claims: [RoleClaim] { storage.claims }
    /// The unit of each number it writes or declares, by property name. A
    /// built-in name (`translation`, `fraction`, …) keeps its own unit; any
    /// other name missing here is unitless.
    public var units: [String: NumberUnit] { storage.units }
    /// The scroll view parameters whose items it inserts (ids that no step
    /// names: a path to one is a warning, not an error).
    package var insertsItemsInto: [String] { storage.insertsItemsInto }
    /// The properties of other behaviours it reads, by their `id`
    /// (`refresh.refreshing`): a spec that uses it must have such a behaviour.
    var readsProperties: [PropertyPath] { storage.readsProperties }
    /// The keys a behaviour's map may hold: `id`, then the parameters.
    var behaviourKeys: [String] { storage.behaviourKeys }

    /// The fields, shared by every copy: a declaration is read for each
    /// behaviour a spec uses, and copying nine fields each time showed.
    private let storage: Storage

    /// Declares a plugin.
    public init(
        name: String, summary: String, documentation: String,
        parameters: [ParameterDeclaration], writes: [ViewPropertyWrite] = [],
        properties: [(property: Property, kind: ValueKind)] = [], commands: [String] = [],
        units: [String: NumberUnit] = [:], claims: [RoleClaim] = [], insertsItemsInto: [String] = [], examples: [PluginExample]
    ) {
        self.init(
            name: name, summary: summary, documentation: documentation, parameters: parameters, writes: writes, properties: properties,
            commands: commands, units: units, claims: claims, insertsItemsInto: insertsItemsInto, readsProperties: [], examples: examples
        )
    }

    /// Declares a plugin file's plugin, which may read other behaviours' properties.
    init(
        name: String, summary: String, documentation: String,
        parameters: [ParameterDeclaration], writes: [ViewPropertyWrite],
        properties: [(property: Property, kind: ValueKind)], commands: [String],
        units: [String: NumberUnit], claims: [RoleClaim], insertsItemsInto: [String], readsProperties: [PropertyPath],
        examples: [PluginExample]
    ) {
        storage = Storage(
            name: name, summary: summary, documentation: documentation, parameters: parameters,
            writes: writes, examples: examples, properties: properties, commands: commands, units: units, claims: claims,
            insertsItemsInto: insertsItemsInto, readsProperties: readsProperties
        )
    }

    /// The unit of the numbers it writes as `property`.
    public func unit(of property: Property) -> NumberUnit {
        property.builtInUnit ?? units[property.name] ?? .unitless
    }

    /// The declaration of a parameter.
    public func parameter(_ name: String) -> ParameterDeclaration? {
        parameters.first { $0.name == name }
    }

    private final class Storage: Sendable {
        let name: String
        let summary: String
        let documentation: String
        let parameters: [ParameterDeclaration]
        let parameterNames: [String]
        let behaviourKeys: [String]
        let writes: [ViewPropertyWrite]
        let examples: [PluginExample]
        let properties: [(property: Property, kind: ValueKind)]
        let commands: [String]
        let units: [String: NumberUnit]
        let claims: [RoleClaim]
        let insertsItemsInto: [String]
        let readsProperties: [PropertyPath]

        init(
            name: String, summary: String, documentation: String, parameters: [ParameterDeclaration],
            writes: [ViewPropertyWrite], examples: [PluginExample], properties: [(property: Property, kind: ValueKind)], commands: [String],
            units: [String: NumberUnit], claims: [RoleClaim], insertsItemsInto: [String], readsProperties: [PropertyPath]
        ) {
            self.insertsItemsInto = insertsItemsInto
            self.readsProperties = readsProperties
            self.name = name
            self.summary = summary
            self.documentation = documentation
            self.parameters = parameters
            parameterNames = parameters.map(\.name)
            behaviourKeys = ["id"] + parameterNames
            self.writes = writes
            self.examples = examples
            self.properties = properties
            self.commands = commands
            self.units = units
            self.claims = claims
        }
    }
}

/// A role on a scroll view that one behaviour at most may take.
public enum ScrollViewRole: String, CaseIterable, Sendable {
    /// Choosing where a glide ends (`targetContentOffset`): `snap`.
    case glideTarget
    /// The refresh control above the content: `pullToRefresh`.
    case refreshControl
    /// Where the fingers on it go (nested scrolling): `nestedScroll`'s inner list.
    case dragRouting

    /// The role in an error message, around the scroll view's name.
    var phrase: (before: String, after: String) {
        switch self {
        case .glideTarget: return ("choose where the glides of", " end")
        case .refreshControl: return ("are a refresh control of", "")
        case .dragRouting: return ("route the fingers on", "")
        }
    }
}

/// A role a behaviour takes on the scroll view one of its parameters names.
public struct RoleClaim: Sendable {
    /// The parameter naming the scroll view.
    public let parameter: String
    /// The role taken.
    public let role: ScrollViewRole

    /// Claims `role` on the scroll view `parameter` names.
    public init(_ role: ScrollViewRole, on parameter: String) {
        self.parameter = parameter
        self.role = role
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
