/// A spec compiled into a world with every behaviour's reactive graph installed.
public final class Program {
    /// The spec it was compiled from.
    public let spec: Spec
    /// The world the behaviours observe and act on, through the host.
    let world: World
    /// Each behaviour with the context its graph was built in, in file order
    /// (then those of screens made anew, as they were made).
    public private(set) var behaviours: [(behaviour: BehaviourSpec, context: BehaviourContext)] = []

    /// Frees the graphs once the program is done with: their closures hold the
    /// world and the contexts that hold them. The program must not run after.
    public func dismantle() {
        world.dismantle()
        for (_, context) in behaviours { context.dismantle() }
    }

    /// Compiles `spec`; the run may reach `timeLimit` of virtual time.
    public convenience init(spec: Spec, timeLimit: VirtualTime = RunOptions.defaultTimeLimit) {
        self.init(spec: spec, setting: spec.setting, timeLimit: timeLimit)
    }

    /// Compiles `spec` into a world built from `setting`, its own.
    init(spec: Spec, setting: Setting, timeLimit: VirtualTime) {
        self.spec = spec
        let registry = BehaviourRegistry()
        let world = World(setting: setting, timeLimit: timeLimit, registry: registry)
        self.world = world
        self.registry = registry
        let remade = spec.freshlyPushedScreens
        // Read in place: a spec may declare a thousand screens without behaviours.
        for screen in spec.screens.indices where !spec.screens[screen].behaviours.isEmpty {
            behaviours += install(spec.screens[screen], retirable: remade.contains(spec.screens[screen].id))
        }
        if !remade.isEmpty {
            world.remakeScreen = { [unowned self] in self.remake($0) }
        }
    }

    private let registry: BehaviourRegistry

    /// Installs the behaviours of `screen`, each in a context of its own.
    private func install(_ screen: Screen, retirable: Bool) -> [(behaviour: BehaviourSpec, context: BehaviourContext)] {
        screen.behaviours.compactMap { behaviour in
            guard let plugin = spec.plugins.behaviour(named: behaviour.plugin) else { return nil }
            let context = BehaviourContext(
                world: world, screen: world.stage.screen(screen.id), behaviour: behaviour, declaration: plugin.declaration,
                registry: registry, retirable: retirable
            )
            plugin.install(behaviour, in: context)
            return (behaviour, context)
        }
    }

    /// The screen `id` is made anew (`push: {fresh: true}`): its behaviours'
    /// graphs retire, its scroll views and views start over, and its
    /// behaviours are installed again from their initial state.
    private func remake(_ id: String) {
        for (_, context) in behaviours where context.screen.id == id { context.retire() }
        guard let screen = spec.screens.first(where: { $0.id == id }) else { return }
        world.stage.screen(id).showBars()
        for scrollView in screen.scrollViews { world.stage.scrollView(scrollView.id).remake(as: scrollView, at: world.now) }
        for view in screen.views { world.stage.view(view.id).remake() }
        behaviours += install(screen, retirable: true)
    }
}
