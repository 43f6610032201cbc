/// How a scroll view moves between frames; each case is a closed-form curve
/// from its start, so positions do not depend on the frame rate.
enum ScrollMotion {
    /// Still (idle or tracking: the finger moves it).
    case none
    /// Gliding from `origin` at `velocity`, released at `start`.
    case decelerating(origin: Double, velocity: Double, start: VirtualTime)
    /// Returning to `bound` on the spring, from `displacement` past it.
    case springing(bound: Double, displacement: Double, velocity: Double, start: VirtualTime)
    /// A programmatic scroll from `origin` to `target`.
    case animating(origin: Double, target: Double, start: VirtualTime, duration: VirtualTime)
}

extension ScrollMotion {
    /// Whether it is a programmatic scroll.
    var isAnimating: Bool {
        if case .animating = self { return true }
        return false
    }
}
