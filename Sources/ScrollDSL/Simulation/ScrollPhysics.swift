internal import ScrollPlatform

/// UIKit-faithful scroll physics as docs/language.md states it: pure functions of time.
enum ScrollPhysics {
    /// How much of a finger's overshoot past a bound shows, for viewport `V`:
    /// `(1 - 1/(x·0.55/V + 1))·V`.
    static func rubberBand(_ overshoot: Double, viewport: Double) -> Double {
        (1 - 1 / (overshoot * 0.55 / viewport + 1)) * viewport
    }

    /// The finger overshoot that shows as `shown` (the inverse of ``rubberBand(_:viewport:)``).
    static func fingerOvershoot(showing shown: Double, viewport: Double) -> Double {
        let fraction = min(shown / viewport, 1 - 1e-12)
        return (1 / (1 - fraction) - 1) * viewport / 0.55
    }

    // MARK: Deceleration

    /// `1000·ln(1/r)`: the decay constant per second of a deceleration rate per millisecond.
    static func decay(rate: Double) -> Double {
        Deceleration(rate: rate).decay
    }

    /// How far a release at `velocity` travels: `v/(1000·ln(1/r))`.
    static func travel(velocity: Double, rate: Double) -> Double {
        Deceleration(rate: rate).travel(velocity: velocity)
    }

    /// Distance covered `seconds` after a release at `velocity`.
    static func decelerated(velocity: Double, rate: Double, after seconds: Double) -> Double {
        let deceleration = Deceleration(rate: rate)
        return deceleration.travel(velocity: velocity) * (1 - deceleration.remaining(after: seconds))
    }

    /// Velocity `seconds` after a release at `velocity`.
    static func deceleratedVelocity(velocity: Double, rate: Double, after seconds: Double) -> Double {
        velocity * Deceleration(rate: rate).remaining(after: seconds)
    }

    /// Seconds until a deceleration has covered `distance` (same sign as the
    /// velocity), or `nil` when it comes to rest first.
    static func secondsToCover(_ distance: Double, velocity: Double, rate: Double) -> Double? {
        Deceleration(rate: rate).secondsToCover(distance, velocity: velocity)
    }

    // MARK: Spring

    /// The natural frequency of the bounce spring: mass 1, stiffness 100.
    static let springFrequency = 10.0

    /// A critically damped spring's displacement from its rest and its
    /// velocity, `seconds` after it started at `displacement` moving at
    /// `velocity`: `(d + (v + ωd)t)·e^(−ωt)` and `(v − ω(v + ωd)t)·e^(−ωt)`.
    static func spring(displacement: Double, velocity: Double, after seconds: Double) -> (displacement: Double, velocity: Double) {
        let omega = springFrequency
        let decay = CMath.exp(-omega * seconds)
        return (
            (displacement + (velocity + omega * displacement) * seconds) * decay,
            (velocity - omega * (velocity + omega * displacement) * seconds) * decay
        )
    }

    /// A spring ends at the first frame where it is less than ``restThreshold``
    /// from its bound and slower than ``springRestSpeed``, whichever way it
    /// moves, so the end does not depend on the frame rate.
    static func springHasSettled(displacement: Double, velocity: Double) -> Bool {
        abs(displacement) < restThreshold && abs(velocity) < springRestSpeed
    }

    /// Below this speed (points per second), a spring near its bound may end.
    static let springRestSpeed = 10.0

    // MARK: Programmatic scrolls

    /// The smoothstep curve `3u² - 2u³` of animated scrolls, for `u` in [0, 1].
    static func smoothstep(_ progress: Double) -> Double {
        progress * progress * (3 - 2 * progress)
    }

    /// The slope of ``smoothstep(_:)``, `6u(1 - u)`.
    static func smoothstepSlope(_ progress: Double) -> Double {
        6 * progress * (1 - progress)
    }

    /// Motion ends when less than this many points remain.
    static let restThreshold = 0.5
}
