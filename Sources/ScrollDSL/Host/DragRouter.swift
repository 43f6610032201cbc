/// What a finger on a scroll view moves when a behaviour routes it elsewhere
/// (``BehaviourContext/routeDrags(on:to:_:)``): one gesture shared by nested scroll views.
public protocol DragRouter: AnyObject {
    /// The finger touched down.
    func touchDown()
    /// The finger has moved `distance` since touch-down, at `fingerVelocity`.
    /// Called at frames while the finger is down; while it rests, frames that
    /// would change nothing are skipped, so answer the distance, not the
    /// number of calls (the same distance twice moves nothing more).
    func track(_ distance: Double, fingerVelocity: Double)
    /// The finger lifted at `velocity`.
    func lift(velocity: Double)
}
