/// A reported offset change (`scrollViewDidScroll`): the offset at the
/// previous report and now, and the resting bounds at this report, so a
/// behaviour reading them asks the scroll view nothing.
public struct OffsetChange: Sendable, Equatable {
    /// The offset at the previous report.
    public let previous: Double
    /// The offset now.
    public let current: Double
    /// The smallest resting offset at this report (`-adjustedContentInset.top`).
    public let top: Double
    /// The largest resting offset at this report.
    public let bottom: Double

    /// A change from `previous` to `current` between the bounds `top` and `bottom`.
    public init(previous: Double, current: Double, top: Double, bottom: Double) {
        self.previous = previous
        self.current = current
        self.top = top
        self.bottom = bottom
    }

    /// `current - top`.
    public var distanceFromTop: Double { current - top }
}
