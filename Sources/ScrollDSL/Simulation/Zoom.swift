internal import ScrollPlatform

/// A scroll view's zoom (`zoomScale` and its limits): the scale, the pinch or
/// animation changing it, and the content size it scales. Zooming scales the
/// content about a centre in the viewport, keeping the content point under it
/// fixed (docs/language.md, "Zoom").
struct Zoom {
    /// `minimumZoomScale` and `maximumZoomScale`.
    let minimum: Double
    let maximum: Double
    /// `bouncesZoom`: a pinch may overshoot a limit and springs back after the lift.
    let bounces: Bool
    /// The content size at scale 1.
    var baseSize: (width: Double, height: Double)
    /// `zoomScale`.
    var scale = 1.0
    /// What changes the scale between frames.
    var motion: ZoomMotion?
    /// The point of the last pinch, which a return to a limit keeps still,
    /// even after a finger caught the return (a later pinch replaces it).
    var pinchPivot: ZoomPivot?

    /// How long a zoom animates (`zoomTo` animated, the bounce back to a limit).
    static let animationDuration = VirtualTime.milliseconds(300)

    /// `scale` kept within the limits.
    func clamped(_ scale: Double) -> Double { min(max(scale, minimum), maximum) }

    /// The scale a pinch asking for `requested` shows. Within the limits, as
    /// asked; past one without `bouncesZoom`, the limit; past one with it, the
    /// overshoot resists as a drag past a bound does: on a logarithmic scale,
    /// `ln(requested / limit)` shows as the rubber band of version 1 with
    /// `V = ln 2`, so a pinch never shows more than twice the maximum (half the minimum).
    func shown(_ requested: Double) -> Double {
        if requested > maximum {
            guard bounces else { return maximum }
            return maximum * CMath.exp(Self.resisted(CMath.log(requested / maximum)))
        }
        if requested < minimum {
            guard bounces else { return minimum }
            return minimum / CMath.exp(Self.resisted(CMath.log(minimum / requested)))
        }
        return requested
    }

    private static func resisted(_ overshoot: Double) -> Double {
        ScrollPhysics.rubberBand(overshoot, viewport: CMath.log(2))
    }

    /// The scale at `time` along the motion, and whether the motion has ended.
    func scale(at time: VirtualTime) -> (scale: Double, ended: Bool) {
        switch motion {
        case nil:
            return (scale, true)
        case let .pinch(from, factor, _, start, duration):
            let progress = duration > .zero ? min(1, Double((time - start).nanoseconds) / Double(duration.nanoseconds)) : 1
            return (shown(from * (1 + (factor - 1) * progress)), false)
        case let .animating(from, to, _, start, duration):
            let progress = Double((time - start).nanoseconds) / Double(duration.nanoseconds)
            guard progress < 1 else { return (to, true) }
            return (from + (to - from) * ScrollPhysics.smoothstep(progress), false)
        }
    }
}

/// How a zoom changes between frames, about a point of the viewport.
enum ZoomMotion {
    /// Two fingers spreading or closing: the asked scale goes linearly from
    /// `from` to `from · factor` over `duration`.
    case pinch(from: Double, factor: Double, pivot: ZoomPivot, start: VirtualTime, duration: VirtualTime)
    /// An animated zoom (`zoomTo`, or back to a limit after a pinch) on the smoothstep curve.
    case animating(from: Double, to: Double, pivot: ZoomPivot, start: VirtualTime, duration: VirtualTime)

    /// The point the zoom keeps still.
    var pivot: ZoomPivot {
        switch self {
        case .pinch(_, _, let pivot, _, _), .animating(_, _, let pivot, _, _): return pivot
        }
    }

    /// Whether fingers drive it.
    var isPinch: Bool {
        if case .pinch = self { return true }
        return false
    }
}

/// The point a zoom keeps still: `center`, a point of the viewport, over
/// `anchor`, the content point (at scale 1) that was under it when the zoom
/// began. Each frame places the anchor under the centre again, so clamping at
/// one frame does not shift the next.
struct ZoomPivot {
    let center: Vector
    let anchor: Vector

    /// The offset that puts the anchor under the centre at `scale`.
    func offset(at scale: Double) -> Vector {
        Vector(x: anchor.x * scale - center.x, y: anchor.y * scale - center.y)
    }
}
