/// A trigger written as a plugin file (`kind: trigger`): pipelines that end
/// in `emit`, built for each behaviour that lists it.
struct ComposedTrigger: TriggerPlugin {
    /// The file's pipelines and states, as a behaviour's would be.
    let body: ComposedPlugin

    var declaration: TriggerDeclaration {
        TriggerDeclaration(name: body.declaration.name, documentation: body.declaration.documentation)
    }

    func events(in context: TriggerContext) -> Observable<Void> {
        let behaviour = BehaviourSpec(plugin: body.declaration.name, id: nil, parameters: ParameterValues(names: []), mark: .start)
        let host = BehaviourContext(
            world: context.world, screen: context.screen, behaviour: behaviour, declaration: body.declaration, registry: BehaviourRegistry())
        let scope = PipelineScope(plugin: body, behaviour: behaviour, context: host)
        let events = PublishSubject<Void>(body.declaration.name)
        scope.emitted = events
        scope.build()
        return events
    }

    func runExamples(in plugins: PluginSet) -> [PluginExamples.Outcome] {
        body.runExamples(in: plugins)
    }
}
