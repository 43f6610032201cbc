/// A behaviour written as a plugin file (`NAME.scrollplugin.yaml`): the same
/// ``PluginDeclaration`` as a Swift plugin, and pipelines of RxSwift's
/// operators that compile into the same reactive graph nodes.
public struct ComposedPlugin: BehaviourPlugin {
    public let declaration: PluginDeclaration
    /// The plugin file.
    public let file: String
    /// Named values with their types and initial values, in file order.
    let states: [(name: String, type: ExpressionType, initial: PropertyValue)]
    let pipelines: [ComposedPipeline]
    /// The example specs, as YAML nodes of the plugin file.
    let exampleSpecs: [ComposedExample]

    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        PipelineBuilder(plugin: self, behaviour: behaviour, context: context).build()
    }
}

/// An example of a plugin file: a spec that must pass, or be rejected with a message.
struct ComposedExample: Sendable {
    let title: String
    let spec: Node
    let rejection: String?
}
