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

    /// Whether it is the same curve as `other`: still both, or the same kind
    /// from the same start (a glide past a bound turns into a spring).
    func isSameCurve(as other: ScrollMotion) -> Bool {
        switch (self, other) {
        case (.none, .none): return true
        case let (.decelerating(_, _, start), .decelerating(_, _, otherStart)): return start == otherStart
        case let (.springing(_, _, _, start), .springing(_, _, _, otherStart)): return start == otherStart
        case let (.animating(_, _, start, _), .animating(_, _, otherStart, _)): return start == otherStart
        default: return false
        }
    }
}
