/// What a finger on a scroll view moves: the scroll view itself, or a router
/// that shares one gesture between nested scroll views.
protocol DragTarget: AnyObject {
    /// The finger touched down.
    func touchDown()
    /// The finger has moved `distance` since touch-down, at `fingerVelocity`.
    func track(_ distance: Double, fingerVelocity: Double)
    /// The finger lifted at `velocity` at `time`.
    func lift(velocity: Double, at time: VirtualTime)
}

extension SimulatedScrollView: DragTarget {}
