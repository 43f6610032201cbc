/// A behaviour written as a plugin file (`NAME.scrollplugin.yaml`): the same
/// ``PluginDeclaration`` as a Swift plugin, and pipelines of RxSwift's
/// operators that compile into the same reactive graph nodes.
struct ComposedPlugin: BehaviourPlugin {
    public let declaration: PluginDeclaration
    /// The plugin file.
    let file: String
    /// Named values with their types and initial values, in file order.
    let states: [(name: String, type: ExpressionType, initial: PropertyValue)]
    let pipelines: [ComposedPipeline]
    /// The example specs, as YAML nodes of the plugin file.
    let exampleSpecs: [ComposedExample]
    /// Rules across parameters (`requires`), checked when a spec is validated.
    let requirements: [ComposedRequirement]
    /// The parameters operators take durations and counts from.
    let argumentRules: [ArgumentRule]

    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        PipelineScope(plugin: self, behaviour: behaviour, context: context).build()
    }

    /// The `requires` rules that do not hold for `behaviour`, evaluated on the
    /// parameters' values and the declared geometry of its scroll views and views.
    public func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] {
        let arguments = argumentRules.compactMap { rule in
            behaviour[rule.parameter].flatMap(rule.problem(with:)).map { ParameterProblem(parameter: rule.parameter, message: $0) }
        }
        return arguments + requirementProblems(in: behaviour, on: screen)
    }

    private func requirementProblems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] {
        guard !requirements.isEmpty else { return [] }
        var constants: [String: PropertyValue] = [:]
        var scrollViews: [String: ScrollViewSpec] = [:]
        var views: [String: ViewSpec] = [:]
        for (index, parameter) in declaration.parameters.enumerated() {
            switch behaviour.parameters.value(at: index) {
            case .reference(let id)?:
                if let spec = screen.scrollView(id) {
                    scrollViews[parameter.name] = spec
                } else if let spec = screen.view(id) {
                    views[parameter.name] = spec
                } else {
                    // Not on this screen (a duplicate screen id): that error is
                    // reported where the identifier is; the rules cannot be read.
                    return []
                }
            case .number(let number)?: constants[parameter.name] = .number(number)
            case .duration(let time)?: constants[parameter.name] = .number(time.seconds)
            case .boolean(let flag)?: constants[parameter.name] = .boolean(flag)
            case .text(let text)?: constants[parameter.name] = .text(text)
            default: break
            }
        }
        let environment = ExpressionEnvironment(parameters: constants, declaredScrollViews: scrollViews, declaredViews: views)
        return requirements.compactMap { requirement in
            let holds = ExpressionCompiler.compile(requirement.expression, in: environment)(Bindings(value: .null)).booleanValue
            return holds ? nil : ParameterProblem(parameter: requirement.parameter, message: requirement.message.text(in: environment))
        }
    }
}

/// A rule of a plugin file's `requires`: an expression that must hold, the
/// message when it does not, and the parameter the message points at.
struct ComposedRequirement: Sendable {
    let expression: TypedExpression
    let message: RequirementMessage
    let parameter: String
}

/// An example of a plugin file: a spec that must pass, or be rejected with a message.
struct ComposedExample: Sendable {
    let title: String
    let spec: Node
    let rejection: String?
}
