/// What a behaviour plugin builds its graph from: its screen's streams, the
/// scroll views and views its parameters name, and sinks that act on the world.
public final class BehaviourContext {
    /// The simulated world.
    public let world: World
    /// The screen the behaviour belongs to.
    public let screen: SimulatedScreen
    private let behaviour: BehaviourSpec
    /// The graph's sinks, in subscription order, for `explain`.
    public private(set) var sinks: [Sink] = []
    /// What the behaviour does outside its graph, for `explain`.
    public private(set) var notes: [String] = []

    /// A subscribed end of a graph, named for what it does.
    public struct Sink {
        /// What the sink does, such as `setContentOffset(feed)`.
        public let label: String
        /// The stream it subscribes to.
        public let source: any GraphNode
    }

    /// The behaviour's own properties (``PluginDeclaration/properties``),
    /// readable as `ID.PROPERTY` when it has an `id`.
    public let properties: BehaviourProperties

    init(world: World, screen: SimulatedScreen, behaviour: BehaviourSpec, declaration: PluginDeclaration) {
        self.world = world
        self.screen = screen
        self.behaviour = behaviour
        properties = BehaviourProperties(id: behaviour.id ?? "")
        for (property, kind) in declaration.properties { _ = properties.slot(for: property.name, kind: kind) }
        if let id = behaviour.id { world.behaviourProperties[id] = properties }
    }

    /// Runs `action`, in a turn of its own, when a script step names this
    /// behaviour by its `id` (`endRefreshing: refresh`).
    public func handle(_ command: String, _ action: @escaping () -> Void) {
        guard let id = behaviour.id else { return }
        world.commands[id, default: [:]][command] = action
    }

    /// Drops the recorded sinks, which sinks' closures reach back through.
    func dismantle() {
        sinks.removeAll()
    }

    /// The scroll view a parameter names.
    public func scrollView(_ parameter: String) -> SimulatedScrollView {
        world.scrollView(behaviour[parameter]?.string ?? "")
    }

    /// The view a parameter names.
    public func view(_ parameter: String) -> SimulatedView {
        world.view(behaviour[parameter]?.string ?? "")
    }

    /// The triggers a parameter lists, merged, reaching the behaviour only while
    /// its screen is visible (seed 000's `pausable(isVisible)`).
    public func triggers(_ parameter: String) -> Observable<Void> {
        triggerEvents(behaviour[parameter]?.names ?? [])
    }

    /// The events a parameter lists: `dragBegin`/`dragEnd` of `scrollView`, and triggers.
    public func events(_ parameter: String, of scrollView: SimulatedScrollView) -> Observable<Void> {
        let names = behaviour[parameter]?.names ?? []
        var streams: [Observable<Void>] = []
        if names.contains("dragBegin") { streams.append(scrollView.dragBegan) }
        if names.contains("dragEnd") { streams.append(scrollView.dragEnded) }
        let triggers = names.filter { world.spec.plugins.trigger(named: $0) != nil }
        if !triggers.isEmpty { streams.append(triggerEvents(triggers)) }
        return Observable.merge(streams)
    }

    private func triggerEvents(_ names: [String]) -> Observable<Void> {
        let streams = names.compactMap { world.spec.plugins.trigger(named: $0)?.events(for: screen, in: world) }
        return Observable.merge(streams).pausable(screen.visible)
    }

    /// Subscribes `action` to `stream`, recorded as a sink named `label`.
    public func sink<Element>(_ label: String, _ stream: Observable<Element>, _ action: @escaping (Element) -> Void) {
        sinks.append(Sink(label: label, source: stream))
        stream.subscribe(action)
    }

    /// Scrolls a scroll view, now (`setContentOffset(_:animated:)`).
    public func scroll(_ scrollView: SimulatedScrollView, to offset: Double, animated: Bool, duration: VirtualTime) {
        scrollView.scroll(to: offset, animated: animated, duration: duration, at: world.now)
    }

    /// Records what the behaviour does outside its graph, for `explain`.
    func note(_ text: String) {
        notes.append(text)
    }

    /// Sends fingers on `scrollView` to `target` instead (nested scrolling).
    func routeDrags(on scrollView: SimulatedScrollView, to target: any DragTarget, _ note: String) {
        world.dragTargets[scrollView.id] = target
        notes.append(note)
    }
}
