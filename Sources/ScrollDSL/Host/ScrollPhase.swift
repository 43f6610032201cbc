/// What a scroll view is doing, as `SCROLLVIEW.phase` reads it.
public enum ScrollPhase: String, Sendable {
    /// At rest.
    case idle
    /// Following a finger.
    case tracking
    /// Gliding after a release, including the spring back from a bounce.
    case decelerating
    /// Running a programmatic scroll.
    case animating
}
