/// What a behaviour sees of one scroll view: `UIScrollView`'s state and
/// commands, and its delegate's moments as streams, named as UIKit names them.
///
/// The simulation is one host; an adapter over a real `UIScrollView` would be
/// another. Offsets, velocities, bounds and sizes are along the scroll view's
/// axis (x for a horizontal scroll view, y otherwise), in points; ``top`` and
/// ``bottom`` are the resting bounds the adjusted insets give along it.
public protocol ScrollViewHost: AnyObject {
    /// Its identifier in the spec.
    var id: String { get }

    // MARK: State

    /// `contentOffset.y` (`.x` for a horizontal scroll view).
    var contentOffset: Double { get }
    /// Its items and where each lies, when it declares them.
    var itemLayout: (any ItemLayoutHost)? { get }
    /// `ScrollViewProxy.scrollTo(_:anchor:)`: scrolls so that the item at
    /// `index` shows at `anchor`, clamped into the bounds; nothing when there is none.
    func scrollTo(itemAt index: Int, anchor: ItemAnchor, animated: Bool, duration: VirtualTime)
    /// Inserts `items` before the item `before`, after the item `after`, or at
    /// the end, keeping `keep` still (`insertItems(at:)`); false, changing
    /// nothing, when an id is taken or the place is not there.
    func insertItems(_ items: [Item], before: String?, after: String?, keep: ItemKeeping) -> Bool
    /// Deletes the items called `ids`, keeping `keep` still (`deleteItems(at:)`);
    /// false, changing nothing, when one is not there.
    func deleteItems(_ ids: [String], keep: ItemKeeping) -> Bool
    /// `collectionView(_:didSelectItemAt:)`: the id of each item a tap reaches.
    var didSelectItem: Observable<String> { get }
    /// `zoomScale`: 1 unzoomed.
    var zoomScale: Double { get }
    /// `setZoomScale(_:animated:)` about `center`, a point of the viewport
    /// (`zoom(to:animated:)`), clamped to the scroll view's limits; nothing on
    /// a scroll view that does not zoom.
    func setZoomScale(_ scale: Double, animated: Bool, center: (x: Double, y: Double))
    /// The current velocity, in points per second (positive: content moving up).
    var velocity: Double { get }
    /// What it is doing: idle, tracking a finger, decelerating (or springing back), animating.
    var phase: ScrollPhase { get }
    /// `isTracking`: a finger is on it.
    var isTracking: Bool { get }
    /// `isDecelerating`: it glides or springs back after a lift.
    var isDecelerating: Bool { get }
    /// The smallest resting offset: `-adjustedContentInset.top`.
    var top: Double { get }
    /// The largest resting offset, never above ``top``.
    var bottom: Double { get }
    /// `bounds.height`: the height of the visible area (its width for a horizontal scroll view).
    var viewportHeight: Double { get }
    /// `contentSize.height` (`.width` for a horizontal scroll view).
    var contentHeight: Double { get }
    /// `adjustedContentInset` (top and bottom; left and right for a horizontal
    /// scroll view, as `top` and `bottom`).
    var adjustedContentInset: ContentInset { get }
    /// `contentInset`: the app's part of ``adjustedContentInset``, which
    /// ``setLayout(contentHeight:insetTop:insetBottom:viewportHeight:)`` sets;
    /// the system adds the safe area, bars and keyboard it overlaps.
    var contentInset: ContentInset { get }

    // MARK: Delegate moments

    /// `scrollViewDidScroll`: each offset change, reported once per turn with
    /// the offset at the previous report.
    var didScroll: Observable<OffsetChange> { get }
    /// `scrollViewWillBeginDragging`: a finger touched down.
    var willBeginDragging: Observable<Void> { get }
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the
    /// finger lifts; a behaviour may set where the glide ends.
    var willEndDragging: Observable<DragRelease> { get }
    /// `scrollViewDidEndDragging(_:willDecelerate:)`: the finger lifted;
    /// `true` when the content moves on (a glide or a spring back).
    var didEndDragging: Observable<Bool> { get }
    /// `scrollViewWillBeginDecelerating`.
    var willBeginDecelerating: Observable<Void> { get }
    /// `scrollViewDidEndDecelerating`: a glide or spring back came to rest.
    var didEndDecelerating: Observable<Void> { get }
    /// `scrollViewDidEndScrollingAnimation`: a `setContentOffset(_:animated: true)` ended.
    var didEndScrollingAnimation: Observable<Void> { get }
    /// `scrollViewShouldScrollToTop`: the system is about to scroll to the top
    /// after a status-bar tap; a behaviour may refuse.
    var shouldScrollToTop: Observable<ScrollToTopRequest> { get }
    /// `scrollViewDidScrollToTop`: the system's scroll to the top ended.
    var didScrollToTop: Observable<Void> { get }
    /// Content size, adjusted inset or viewport changed
    /// (`scrollViewDidChangeAdjustedContentInset`, and what apps observe of
    /// `contentSize` and `bounds`).
    var didChangeLayout: Observable<LayoutChange> { get }
    /// All motion ended: the phase became idle.
    var didBecomeIdle: Observable<Void> { get }
    /// Each reported change of ``phase``.
    var phaseChanged: Observable<ScrollPhase> { get }
    /// What it is doing as SwiftUI names it (`tracking` until the finger's pan begins, then `interacting`).
    var scrollPhase: SwiftUIScrollPhase { get }
    /// Each change of ``scrollPhase``, in order, at the end of the turn it happens in (a fling makes three).
    var scrollPhaseChanged: Observable<SwiftUIScrollPhase> { get }

    // MARK: Commands

    /// `setContentOffset(_:animated:)`: stops any motion; an animated scroll
    /// runs on the smoothstep curve for `duration` and ends exactly on `offset`.
    func setContentOffset(_ offset: Double, animated: Bool, duration: VirtualTime)
    /// New content height, insets or viewport height; `nil` keeps each as it is.
    /// The bounds move at once; a finger keeps its place, an offset left past a
    /// new bound is clamped to it, a spring springs to the new bound.
    func setLayout(contentHeight: Double?, insetTop: Double?, insetBottom: Double?, viewportHeight: Double?)
}

extension ScrollViewHost {
    /// No items, unless the host has them.
    public var itemLayout: (any ItemLayoutHost)? { nil }
    /// Nothing to scroll to, unless the host has items.
    public func scrollTo(itemAt index: Int, anchor: ItemAnchor, animated: Bool, duration: VirtualTime) {}
    /// No items to insert among, unless the host has them.
    public func insertItems(_ items: [Item], before: String?, after: String?, keep: ItemKeeping) -> Bool { false }
    /// No items to delete, unless the host has them.
    public func deleteItems(_ ids: [String], keep: ItemKeeping) -> Bool { false }
    /// Unzoomed, unless the host zooms.
    public var zoomScale: Double { 1 }
    /// No zoom, unless the host zooms.
    public func setZoomScale(_ scale: Double, animated: Bool, center: (x: Double, y: Double)) {}
    /// No item is ever selected, unless the host has items.
    public var didSelectItem: Observable<String> { Observable(label: "didSelectItem", sources: []) { _ in } }

    /// `contentOffset.y - top`.
    public var distanceFromTop: Double { contentOffset - top }
    /// How far the offset is above ``bottom``.
    public var distanceFromBottom: Double { bottom - contentOffset }
    /// Whether the offset is past either bound (rubber-banding).
    public var isOutOfBounds: Bool { contentOffset < top || contentOffset > bottom }
}
