/// What the host's contexts ask of the world behind them: the clock and the
/// device, the objects a behaviour's parameters name, the events of triggers
/// and of the window, and stopping or logging the run. The simulation is the
/// one world; behaviours, triggers and plugin files see it only through
/// ``BehaviourContext`` and ``TriggerContext``, so they would run on any host.
protocol HostWorld: AnyObject {
    /// Virtual time: now, work after a delay, work at the end of this turn.
    var time: BehaviourClock { get }
    /// The device the run simulates.
    var device: Device { get }

    /// The scroll view `id`, as a drag router moves it (a ``ScrollViewHost`` beyond).
    func scrollView(_ id: String) -> any DragRoutingHost
    /// The view `id`, with the properties behaviours write on it.
    func view(_ id: String) -> PropertyStore & ViewHost
    /// The screen `id`.
    func screen(_ id: String) -> any ScreenHost
    /// The scroll views of `screen` inside `outer`'s content, left to right then top to bottom.
    func scrollViews(inside outer: String, on screen: String) -> [any ScrollViewHost]
    /// Sends fingers on the scroll view `id` to `router` instead.
    func routeDrags(on id: String, to router: any DragRouter)

    /// Whether `name` is a trigger of the run's plugins.
    func hasTrigger(named name: String) -> Bool
    /// The events of the trigger `name`, built in `context`; `nil` when no plugin is that trigger.
    func events(ofTrigger name: String, in context: TriggerContext) -> Observable<Void>?
    /// Each hit test of a tap, with the tap's `y`.
    var hitTests: Observable<Double> { get }
    /// Each reselect of the selected tab while its root screen is on top, with the tab.
    var tabReselected: Observable<String> { get }

    /// Why the run stopped, once something stopped it.
    var stopReason: RunFailure? { get }
    /// Stops the run with `reason` (a behaviour computed what cannot be).
    func stop(_ reason: RunFailure)
    /// Writes `text` in the trace (a plugin file's `log` sink).
    func log(_ text: String)
}
