/// A scroll view's two axes by name: what expectations, traces and steps
/// read along x and y, whichever of them its motion calls main.
extension SimulatedScrollView {
    /// The vertical axis.
    var vertical: AxisMotion { axis == .horizontal ? cross : main }
    /// The horizontal axis.
    var horizontal: AxisMotion { axis == .horizontal ? main : cross }

    /// `contentOffset.x`.
    var offsetX: Double { horizontal.offset }
    /// `contentOffset.y`.
    var offsetY: Double { vertical.offset }
    /// The velocity along x, in points per second.
    var velocityX: Double { horizontal.velocity }
    /// The velocity along y, in points per second.
    var velocityY: Double { vertical.velocity }

    /// `offset.y - top`.
    var distanceFromTopEdge: Double { vertical.offset - vertical.top }
    /// `bottom - offset.y`.
    var distanceFromBottomEdge: Double { vertical.bottom - vertical.offset }
    /// `offset.x - left`.
    var distanceFromLeft: Double { horizontal.offset - horizontal.top }
    /// `right - offset.x`.
    var distanceFromRight: Double { horizontal.bottom - horizontal.offset }

    /// The visible area's height: the viewport less the adjusted insets above
    /// and below it (the area between the bars).
    var visibleHeight: Double { vertical.viewport - adjustedInset.top - adjustedInset.bottom }
    /// The visible area's width: the viewport less the adjusted insets beside it.
    var visibleWidth: Double { horizontal.viewport - adjustedInset.left - adjustedInset.right }

    /// The offset an `OffsetTarget` names: `top` and `bottom` are the
    /// vertical bounds, `left` and `right` the horizontal ones.
    func offset(of target: OffsetTarget) -> Double {
        switch target {
        case .top: return vertical.top
        case .bottom: return vertical.bottom
        case .left: return horizontal.top
        case .right: return horizontal.bottom
        case .value(let value): return value
        }
    }
}
