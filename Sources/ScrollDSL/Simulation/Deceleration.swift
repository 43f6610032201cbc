internal import ScrollPlatform

/// A deceleration rate with its logarithms worked out once, for a scroll
/// view's glides: the numbers ``ScrollPhysics`` gives, bit for bit, without
/// a logarithm per frame.
struct Deceleration {
    /// The rate per millisecond (`UIScrollView.decelerationRate`).
    let rate: Double
    /// `1000·ln(1/r)`: the decay constant per second.
    let decay: Double
    /// `1000·ln(r)`.
    private let logRatePerSecond: Double

    init(rate: Double) {
        self.rate = rate
        decay = 1000 * CMath.log(1 / rate)
        logRatePerSecond = 1000 * CMath.log(rate)
    }

    /// How far a release at `velocity` travels: `v/(1000·ln(1/r))`.
    func travel(velocity: Double) -> Double {
        velocity / decay
    }

    /// `r^(1000·t)`: the share of the release velocity left after `seconds`,
    /// and of the travel still to go.
    func remaining(after seconds: Double) -> Double {
        CMath.pow(rate, 1000 * seconds)
    }

    /// Seconds until a glide has covered `distance` (same sign as the
    /// velocity), or `nil` when it comes to rest first.
    func secondsToCover(_ distance: Double, velocity: Double) -> Double? {
        let remaining = 1 - distance / travel(velocity: velocity)
        guard remaining > 0 else { return nil }
        return CMath.log(remaining) / logRatePerSecond
    }
}
