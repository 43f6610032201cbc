/// Where a tap landed on a view with a frame: the point in the view's own
/// coordinates (`location(in:)`), and the frame's size.
public struct ViewTap: Sendable, Equatable {
    /// From the view's left edge, in points.
    public let x: Double
    /// From the view's top edge, in points.
    public let y: Double
    /// The view's width.
    public let width: Double
    /// The view's height.
    public let height: Double
}
