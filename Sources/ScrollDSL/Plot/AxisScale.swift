/// A linear axis from data values to pixels, with "nice" ticks (1, 2 or 5 × 10ⁿ).
struct AxisScale {
    let low: Double
    let high: Double
    let pixelLow: Double
    let pixelHigh: Double

    /// An axis over `low...high` with some headroom, widened when empty.
    init(covering low: Double, _ high: Double, pixels pixelLow: Double, _ pixelHigh: Double, padding: Double = 0.05) {
        var (low, high) = (low, high)
        if high - low < 1e-9 { (low, high) = (low - 1, high + 1) }
        let pad = (high - low) * padding
        self.low = low - pad
        self.high = high + pad
        self.pixelLow = pixelLow
        self.pixelHigh = pixelHigh
    }

    /// The pixel of a value.
    func pixel(_ value: Double) -> Double {
        pixelLow + (value - low) / (high - low) * (pixelHigh - pixelLow)
    }

    /// About `count` round values inside the axis.
    func ticks(count: Int = 6) -> [Double] {
        let rough = (high - low) / Double(count)
        let magnitude = CMath.pow(10, CMath.log10(rough).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
        let decimals = max(0, Int(-CMath.log10(step).rounded(.down)) + 1)
        let first = Int((low / step).rounded(.up))
        let last = Int((high / step + 1e-9).rounded(.down))
        guard first <= last else { return [] }
        return (first...last).map { (Double($0) * step).rounded(toPlaces: decimals) }
    }
}
