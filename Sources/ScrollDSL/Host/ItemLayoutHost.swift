/// What a behaviour sees of a scroll view's items: each item's id, place and
/// size along the axis, and the visible area they show in — what
/// `UICollectionView.layoutAttributesForItem(at:)` and SwiftUI's scroll
/// geometry tell an app. Positions are content coordinates along the axis.
public protocol ItemLayoutHost {
    /// How many items there are now.
    var itemCount: Int { get }
    /// The item at `index` in layout order (0 ..< ``itemCount``).
    func item(at index: Int) -> PlacedItem
    /// The index of the item called `id`, when it is there.
    func index(ofItem id: String) -> Int?
    /// The visible area along the axis, in content coordinates: the viewport
    /// less the adjusted insets.
    var visibleRange: ClosedRange<Double> { get }
    /// Whether the items lie along x.
    var isHorizontal: Bool { get }
    /// The pinned header above the item at `index`, 0 when its section pins none.
    func pinnedHeaderSize(above index: Int) -> Double
}

/// One item where it lies now.
public struct PlacedItem: Sendable, Equatable {
    /// Its identifier.
    public let id: String
    /// Its leading edge along the axis, in content coordinates.
    public let position: Double
    /// Its size along the axis (the estimate until it is laid out).
    public let size: Double

    /// An item `id` at `position`, `size` long.
    public init(id: String, position: Double, size: Double) {
        self.id = id
        self.position = position
        self.size = size
    }
}

extension ItemLayoutHost {
    /// The part of the item at `index` inside the visible area (size 0: 1 inside, 0 outside).
    public func visibleFraction(ofItemAt index: Int) -> Double {
        let item = item(at: index)
        let visible = visibleRange
        guard item.size > 0 else { return item.position > visible.lowerBound && item.position < visible.upperBound ? 1 : 0 }
        return max(0, min(item.position + item.size, visible.upperBound) - max(item.position, visible.lowerBound)) / item.size
    }
}
