/// A pan of a finger on a view, as `UIPanGestureRecognizer` reports it: in
/// screen points, `translation(in:)` from where the finger touched down and
/// `velocity(in:)`.
public struct ViewPan: Sendable, Equatable {
    /// Where the pan stands (`UIGestureRecognizer.State`).
    public enum State: String, Sendable {
        /// The finger is 10 pt or more from where it touched down.
        case began
        /// It moved again, once per frame in which it moved.
        case changed
        /// It lifted.
        case ended
        /// The view's screen stopped being visible with the finger down.
        case cancelled
    }

    /// Where the pan stands.
    public let state: State
    /// Where the finger is on the screen, across; `nil` on a view with no frame.
    public let x: Double?
    /// Where the finger is on the screen, down; `nil` on a view with no frame.
    public let y: Double?
    /// How far the finger has moved since it touched down (down the screen is positive `y`).
    public let translation: Vector
    /// How fast it moves, in points per second: the move's own speed, the
    /// release at `ended`, or the sampled touches' estimate.
    public let velocity: Vector
}
