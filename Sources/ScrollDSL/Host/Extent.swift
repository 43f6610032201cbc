/// A stretch of content along a scroll view's axis — an item, a view in the
/// content — and how it shows in the visible area.
struct Extent {
    let position: Double
    let size: Double

    /// The part of it inside `visible` (size 0: 1 strictly inside, 0 outside).
    func visibleFraction(in visible: ClosedRange<Double>) -> Double {
        guard size > 0 else { return position > visible.lowerBound && position < visible.upperBound ? 1 : 0 }
        return max(0, min(position + size, visible.upperBound) - max(position, visible.lowerBound)) / size
    }

    /// SwiftUI's `ScrollTransitionPhase.value` (threshold `.visible`, linear):
    /// with a the part before `visible` and b the part after it, −a/s, b/s or
    /// (b − a)/s; a size-0 extent reads 0 inside, −1 before, 1 after.
    func transitionPhase(in visible: ClosedRange<Double>) -> Double {
        guard size > 0 else { return position <= visible.lowerBound ? -1 : position >= visible.upperBound ? 1 : 0 }
        let before = max(0, min(position + size, visible.lowerBound) - position)
        let after = max(0, position + size - max(position, visible.upperBound))
        return (after - before) / size
    }

    /// SwiftUI's default eased phase: the same sign, magnitude `easeInOut`.
    func easedTransitionPhase(in visible: ClosedRange<Double>) -> Double {
        let phase = transitionPhase(in: visible)
        return (phase < 0 ? -1 : 1) * Self.easeInOut(abs(phase))
    }

    /// SwiftUI's `easeInOut`, the cubic Bézier through (0.42, 0) and
    /// (0.58, 1), at `progress` in [0, 1]: the curve's parameter is found by
    /// bisection to within 1e-12 (60 halvings, whatever the input), then its y.
    static func easeInOut(_ progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
