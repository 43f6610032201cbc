/// A spec compiled into a world with every behaviour's reactive graph installed.
public final class Program {
    /// The spec it was compiled from.
    public let spec: Spec
    /// The world the behaviours observe and act on, through the host.
    let world: World
    /// Each behaviour with the context its graph was built in, in file order.
    public let behaviours: [(behaviour: BehaviourSpec, context: BehaviourContext)]

    /// Frees the graphs once the program is done with: their closures hold the
    /// world and the contexts that hold them. The program must not run after.
    public func dismantle() {
        world.dismantle()
        for (_, context) in behaviours { context.dismantle() }
    }

    /// Compiles `spec`; the run may reach `timeLimit` of virtual time.
    public init(spec: Spec, timeLimit: VirtualTime = RunOptions.defaultTimeLimit) {
        self.spec = spec
        let registry = BehaviourRegistry()
        let world = World(spec: spec, timeLimit: timeLimit, registry: registry)
        self.world = world
        behaviours = spec.screens.flatMap { screen in
            screen.behaviours.compactMap { behaviour in
                guard let plugin = spec.plugins.behaviour(named: behaviour.plugin) else { return nil }
                let context = BehaviourContext(
                    world: world, screen: world.stage.screen(screen.id), behaviour: behaviour, declaration: plugin.declaration, registry: registry
                )
                plugin.install(behaviour, in: context)
                return (behaviour, context)
            }
        }
    }
}
