/// A screen: its scroll views, the views its behaviours move, and the behaviours.
package struct Screen: Sendable {
    /// Its identifier.
    package var id: String
    /// The tab this screen is the root of; `nil` for screens shown only by `push`.
    package var tab: String?
    /// Its scroll views, in file order.
    package var scrollViews: [ScrollViewSpec]
    /// Its views, in file order.
    package var views: [ViewSpec]
    /// Its behaviours, in file order.
    package var behaviours: [BehaviourSpec]
    /// Where it is declared.
    package var mark: Mark
    /// Its navigation bar, when it declares one.
    package var navigationBar: NavigationBar?
    /// Whether it shows a toolbar (`isToolbarHidden = false`).
    package var toolbar = false
    /// Whether the toolbar has items (`toolbar: {items: true}`), so that
    /// `hidesBarsOnSwipe` hides it with the navigation bar; one without stays.
    package var toolbarHasItems = false
}

/// A plain view that behaviours move or switch (a header, a bar).
package struct ViewSpec: Sendable {
    /// Its identifier.
    package var id: String
    /// Its height, needed by behaviours that move it.
    package var height: Double?
    /// Where it sits on the screen, when the spec says (`y`, with `x` and
    /// `width`): taps at a point inside it reach it.
    package var frame: ViewFrame?
    /// Where it is declared.
    package var mark: Mark
    /// Where it lies in a scroll view's content, when it moves with it (`in`).
    var placement: ContentPlacement?
}

/// A view placed in a scroll view's content (`in: SV`, `at: {x, y}`, `item`):
/// it moves with the content, and taps reach it where the scroll view shows it.
struct ContentPlacement: Sendable, Equatable {
    /// The scroll view whose content holds it.
    var scrollView: String
    /// The item it lies in, when it lies in one; `at` is then within the item.
    var item: String?
    /// Its frame's origin in the content (or in the item).
    var x: Double
    var y: Double
    /// Its frame's size.
    var width: Double
    var height: Double
}

/// A view's frame on the screen, in points.
public struct ViewFrame: Sendable, Equatable {
    /// The left edge, in points from the screen's.
    public var x: Double
    /// The top edge, in points from the screen's.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Whether the point lies inside (the right and bottom edges excluded, as `CGRect.contains`).
    public func contains(x pointX: Double, y pointY: Double) -> Bool {
        pointX >= x && pointX < x + width && pointY >= y && pointY < y + height
    }

    /// The middle of the frame.
    public var middle: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
}
