/// All a behaviour sees while it builds its graph (swift-nio's
/// `ChannelHandlerContext`): its parameters with their declared defaults, the
/// scroll views, views and screen they name through the host, its triggers,
/// the clock, and sinks that act; never the simulation behind them.
public final class BehaviourContext {
    /// The world behind the host.
    let world: any HostWorld
    /// The screen the behaviour belongs to.
    public let screen: any ScreenHost
    private let behaviour: BehaviourSpec
    private let declaration: PluginDeclaration
    /// The graph's sinks, in subscription order, for `explain`.
    package private(set) var sinks: [Sink] = []
    /// What the behaviour does outside its graph, for `explain`.
    package private(set) var notes: [String] = []

    /// A subscribed end of a graph, named for what it does.
    package struct Sink {
        /// What the sink does, such as `setContentOffset(feed)`.
        package let label: String
        /// The stream it subscribes to.
        package let source: any GraphNode
    }

    /// The behaviour's own properties (``PluginDeclaration/properties``),
    /// readable as `ID.PROPERTY` when it has an `id`.
    public let properties: BehaviourProperties

    /// `retirable`: the screen may be made anew, after which this graph must
    /// act no more (``retire()``); its sinks then check first. A behaviour made
    /// anew keeps its property store (readers resolved it), emptied.
    init(
        world: any HostWorld, screen: any ScreenHost, behaviour: BehaviourSpec, declaration: PluginDeclaration, registry: BehaviourRegistry,
        retirable: Bool = false
    ) {
        self.world = world
        self.screen = screen
        self.behaviour = behaviour
        self.declaration = declaration
        self.liveness = retirable ? Liveness() : nil
        let kept = behaviour.id.flatMap { registry.properties[$0] }
        kept?.clearValues()
        properties = kept ?? BehaviourProperties(id: behaviour.id ?? "")
        for (property, kind) in declaration.properties { _ = properties.slot(for: property.name, kind: kind) }
        if let id = behaviour.id { registry.properties[id] = properties }
        self.registry = registry
    }

    private let registry: BehaviourRegistry

    /// The properties of the behaviour called `id` (`refresh.refreshing`),
    /// made now when it is installed later: it keeps them when it is.
    func properties(ofBehaviour id: String) -> BehaviourProperties {
        if let properties = registry.properties[id] { return properties }
        let properties = BehaviourProperties(id: id)
        registry.properties[id] = properties
        return properties
    }
    /// Whether the graph may still act, when its screen may be made anew.
    private let liveness: Liveness?

    /// A flag the sinks of a retirable graph share.
    private final class Liveness {
        var isLive = true
    }

    /// Its screen was made anew: this graph acts no more (its sinks do
    /// nothing, whatever still reaches them).
    func retire() {
        liveness?.isLive = false
    }

    /// Virtual time: now, work after a delay, work at the end of this turn.
    public var clock: BehaviourClock { world.time }

    // MARK: Parameters

    /// A parameter's value as the spec gives it, or else as the plugin's
    /// declaration defaults it; `nil` for an optional one left out.
    public func value(_ parameter: String) -> ParameterValue? {
        behaviour[parameter] ?? declaration.parameters.first { $0.name == parameter }?.defaultValue
    }

    /// A number parameter (validation made sure it is given or defaulted).
    public func number(_ parameter: String) -> Double { value(parameter)?.number ?? 0 }
    /// A text, choice or identifier parameter.
    public func string(_ parameter: String) -> String { value(parameter)?.string ?? "" }
    /// A boolean parameter.
    public func boolean(_ parameter: String) -> Bool { value(parameter)?.boolean ?? false }
    /// A duration parameter.
    public func duration(_ parameter: String) -> VirtualTime { value(parameter)?.duration ?? .zero }

    /// The scroll view a parameter names.
    public func scrollView(_ parameter: String) -> any ScrollViewHost {
        world.scrollView(string(parameter))
    }

    /// The screen a `screen` parameter names.
    public func screen(_ parameter: String) -> any ScreenHost {
        world.screen(string(parameter))
    }

    /// The view a parameter names.
    public func view(_ parameter: String) -> any ViewHost {
        world.view(string(parameter))
    }

    /// The view a parameter names, with the properties behaviours write on it (which expressions read).
    func viewWithProperties(_ parameter: String) -> PropertyStore & ViewHost {
        world.view(string(parameter))
    }

    /// The scroll views of the screen inside `outer`'s content (`in`), left to
    /// right then top to bottom by where they sit (`at`): the pages of a pager.
    public func scrollViews(inside outer: any ScrollViewHost) -> [any ScrollViewHost] {
        world.scrollViews(inside: outer.id, on: screen.id)
    }

    // MARK: Events

    /// The triggers a parameter lists, merged, reaching the behaviour only while
    /// its screen is visible (seed 000's `pausable(isVisible)`).
    public func triggers(_ parameter: String) -> Observable<Void> {
        triggerEvents(value(parameter)?.names ?? [])
    }

    /// The events a parameter lists: `dragBegin` (`willBeginDragging`) and
    /// `dragEnd` (`didEndDragging`) of `scrollView`, and triggers.
    public func events(_ parameter: String, of scrollView: any ScrollViewHost) -> Observable<Void> {
        let names = value(parameter)?.names ?? []
        var streams: [Observable<Void>] = []
        if names.contains("dragBegin") { streams.append(scrollView.willBeginDragging) }
        if names.contains("dragEnd") { streams.append(scrollView.didEndDragging.map(to: ())) }
        let triggers = names.filter(world.hasTrigger(named:))
        if !triggers.isEmpty { streams.append(triggerEvents(triggers)) }
        return Observable.merge(streams)
    }

    /// The events of the triggers `names`, merged, while the screen is visible.
    func triggerEvents(_ names: [String]) -> Observable<Void> {
        let trigger = TriggerContext(world: world, screen: screen)
        let streams = names.compactMap { world.events(ofTrigger: $0, in: trigger) }
        return Observable.merge(streams).pausable(screen.visibility)
    }

    // MARK: Acting

    /// Subscribes `action` to `stream`, recorded as a sink named `label`.
    public func sink<Element>(_ label: String, _ stream: Observable<Element>, _ action: @escaping (Element) -> Void) {
        sinks.append(Sink(label: label, source: stream))
        guard let liveness else { return stream.subscribe(action) }
        stream.subscribe { if liveness.isLive { action($0) } }
    }

    /// Runs `action`, in a turn of its own, when a script step names this
    /// behaviour by its `id` (`endRefreshing: refresh`). The step must be one
    /// of the declaration's ``PluginDeclaration/commands``.
    public func handle(_ command: String, _ action: @escaping () -> Void) {
        guard let id = behaviour.id else { return }
        registry.commands[id, default: [:]][command] = action
    }

    /// Sends fingers on `scrollView` to `router` instead (nested scrolling);
    /// `note` says so in `explain`.
    public func routeDrags(on scrollView: any ScrollViewHost, to router: any DragRouter, _ note: String) {
        world.routeDrags(on: scrollView.id, to: router)
        notes.append(note)
    }

    /// `scrollView` as a ``DragRouter`` moves it: tracking, lifting and
    /// handing glides on, beyond what ``ScrollViewHost`` offers.
    public func dragRouting(_ scrollView: any ScrollViewHost) -> any DragRoutingHost {
        world.scrollView(scrollView.id)
    }

    /// Records what the behaviour does outside its graph, for `explain`.
    public func note(_ text: String) {
        notes.append(text)
    }

    /// Drops the recorded sinks, which sinks' closures reach back through.
    func dismantle() {
        sinks.removeAll()
    }
}
