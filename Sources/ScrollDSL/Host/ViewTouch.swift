/// A finger on a view from its first point, with no slop, as
/// `touchesBegan`, `touchesMoved` and `touchesEnded` report it (a section
/// index follows the finger from the touch-down).
public struct ViewTouch: Sendable, Equatable {
    /// What the finger did.
    public enum State: String, Sendable {
        /// It touched down.
        case down
        /// It moved, once per frame in which it moved.
        case moved
        /// It lifted, or the view's screen stopped being visible with it down.
        case up
    }

    /// What the finger did.
    public let state: State
    /// Where the finger is on the screen, across; `nil` on a view with no frame.
    public let x: Double?
    /// Where the finger is on the screen, down; `nil` on a view with no frame.
    public let y: Double?
}
