/// A scroll view as a ``DragRouter`` moves it: what nested scrolling needs
/// beyond what every behaviour sees (``ScrollViewHost``). A behaviour asks its
/// context for it (``BehaviourContext/dragRouting(_:)``) when it routes drags.
public protocol DragRoutingHost: ScrollViewHost {
    /// A finger touched down: stops any motion and starts tracking, as a touch on it would.
    func beginTracking()
    /// Where a finger holding the current offset is, before rubber-banding.
    var unboundedOffset: Double { get }
    /// Shows the content where a finger at unbounded `position` holds it (rubber-banding past a bound).
    func track(toUnbounded position: Double, velocity: Double)
    /// The finger lifts at `velocity`: `willEndDragging`, then `didEndDragging`.
    /// Nothing moves until ``release(velocity:)``.
    func endDragging(velocity: Double)
    /// The velocity a glide from here must start with to end on the target a
    /// behaviour set in `willEndDragging`, when it stays inside the bounds;
    /// otherwise `velocity`.
    func glideVelocity(endingOnTarget velocity: Double) -> Double
    /// Starts the motion that follows a lift at `velocity`: a glide, a spring back, or rest.
    func release(velocity: Double)
    /// A glide of this scroll view that reaches `bound` hands its remaining
    /// velocity to `receiver` there instead of stopping or bouncing; ended by
    /// the next touch, scroll or rest.
    func handOffGlide(at bound: Double, to receiver: any DragRoutingHost)
}
