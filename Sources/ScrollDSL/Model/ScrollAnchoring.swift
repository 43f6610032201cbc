/// Where a scroll view's content rests and stays as it changes, SwiftUI's
/// `defaultScrollAnchor(_:for:)` and `scrollPosition(id:anchor:)`: each a
/// fraction along the scroll view's axis (the axis's component of a unit point).
struct ScrollAnchoring: Sendable, Equatable {
    /// `anchor.initialOffset`: rests at `top + u·(bottom − top)` after the first layout.
    var initialOffset: Double?
    /// `anchor.sizeChanges`: an offset at `top + u·(bottom − top)` stays there when the content or viewport changes.
    var sizeChanges: Double?
    /// `anchor.alignment`: content that fits rests at this point of the visible area.
    var alignment: Double?
    /// `scrollPosition.anchor`: `scrollPosition` names the item under this point of the visible area.
    var scrollPosition: Double?
    /// `scrollPosition.keep`: every content change keeps the `scrollPosition` item still on the screen.
    var keepsScrollPosition = false
    /// `bounceBehavior: basedOnSize` along the axis: content that fits does not move under a finger.
    var bouncesBasedOnSize = false
    /// The same across the axis (a two-way scroll view's `bounceBehavior.horizontal`).
    var bouncesBasedOnSizeAcross = false

    /// Nothing anchored: UIKit's behaviour.
    init() {}

    /// The resting offset at fraction `u` of the bounds.
    static func offset(_ u: Double, top: Double, bottom: Double) -> Double {
        top + u * (bottom - top)
    }

    /// The bounds of an axis from `lower` (minus the inset before the content),
    /// `length` (the content and the inset after it) and `viewport`: content
    /// that fits rests where `alignment` puts it, when one is given.
    static func bounds(lower: Double, length: Double, viewport: Double, alignment: Double?) -> (top: Double, bottom: Double) {
        guard let alignment, length - viewport <= lower else { return (lower, max(lower, length - viewport)) }
        let aligned = lower - alignment * (viewport + lower - length)
        return (aligned, aligned)
    }
}
