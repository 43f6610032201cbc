/// What watches a run from outside the world (the trace, the plot), passed
/// to ``World/start(observedBy:)``: told of each turn once it has settled, and
/// of each line a behaviour logs.
protocol RunObserver: AnyObject {
    /// A turn of `kind` ended in `world`.
    func turnEnded(_ kind: TurnKind, in world: World)
    /// A behaviour logged `text` (a composed `log` sink) at `time`.
    func logged(_ text: String, at time: VirtualTime)
}

extension RunObserver {
    func logged(_ text: String, at time: VirtualTime) {}
}
