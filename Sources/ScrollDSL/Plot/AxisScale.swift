internal import ScrollPlatform

/// A linear axis from data values to pixels, with "nice" ticks (1, 2 or 5 × 10ⁿ).
struct AxisScale {
    let low: Double
    let high: Double
    let pixelLow: Double
    let pixelHigh: Double

    /// The largest magnitude an axis spans: every difference of two values
    /// drawn stays finite.
    private static let limit = 1e300

    /// An axis over `low...high` with some headroom, widened when empty.
    init(covering low: Double, _ high: Double, pixels pixelLow: Double, _ pixelHigh: Double, padding: Double = 0.05) {
        var (low, high) = (low.clamped(-Self.limit, Self.limit), high.clamped(-Self.limit, Self.limit))
        if high - low < 1e-9 {
            // Widened by 1, or by enough to tell the ends apart at that magnitude.
            let widening = max(1, abs(low) * 1e-9)
            (low, high) = (low - widening, high + widening)
        }
        let pad = (high - low) * padding
        self.low = low - pad
        self.high = high + pad
        self.pixelLow = pixelLow
        self.pixelHigh = pixelHigh
    }

    /// The pixel of a value.
    func pixel(_ value: Double) -> Double {
        pixelLow + (value.clamped(-Self.limit, Self.limit) - low) / (high - low) * (pixelHigh - pixelLow)
    }

    /// About `count` round values inside the axis.
    func ticks(count: Int = 6) -> [Double] {
        let rough = (high - low) / Double(count)
        let magnitude = CMath.pow(10, CMath.log10(rough).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
        let decimals = max(0, Int(-CMath.log10(step).rounded(.down)) + 1)
        let first = (low / step).rounded(.up)
        let last = (high / step + 1e-9).rounded(.down)
        // Values so large that the step vanishes in them have no round ticks.
        guard first <= last, last - first <= Double(4 * count), first + 1 != first else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * step).rounded(toPlaces: decimals) }
    }
}
