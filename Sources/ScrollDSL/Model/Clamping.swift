extension Double {
    /// The value brought into `[low, high]`.
    public func clamped(_ low: Double, _ high: Double) -> Double {
        Swift.min(Swift.max(self, low), high)
    }
}
