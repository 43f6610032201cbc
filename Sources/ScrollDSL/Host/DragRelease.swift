/// The lift of a finger, as `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// hears it: the release velocity and where the glide would end, which a
/// behaviour may change.
public final class DragRelease {
    /// The release velocity, in points per second.
    public let velocity: Double
    /// Where the glide would come to rest by itself.
    public let projectedOffset: Double
    /// Where the glide ends: ``projectedOffset`` unless a behaviour sets it.
    /// Used when the lift is inside the bounds (a lift past a bound springs back).
    public var targetContentOffset: Double {
        didSet { isTargetSet = true }
    }
    /// Whether a behaviour set ``targetContentOffset``.
    public private(set) var isTargetSet = false

    /// A lift at `velocity` whose glide would rest at `projectedOffset`.
    public init(velocity: Double, projectedOffset: Double) {
        self.velocity = velocity
        self.projectedOffset = projectedOffset
        targetContentOffset = projectedOffset
    }
}
