/// One item of a scroll view's content — a table row, a collection cell, an
/// element of SwiftUI's `ForEach` — with its identifier and its size along
/// the scroll view's axis.
public struct Item: Sendable, Equatable {
    /// Its identifier, which steps and paths name (`feed.item(A.0).position`);
    /// a counted item is named by its index, after a prefix or its section's id.
    public var id: String
    /// Its real size along the axis, in points.
    public var size: Double
    /// The size the layout counts until the item is laid out
    /// (`estimatedItemSize`), when it sizes itself; `nil` when it does not.
    public var estimatedSize: Double?

    /// An item named `id`, `size` points long, self-sizing from `estimatedSize` when given.
    public init(id: String, size: Double, estimatedSize: Double? = nil) {
        self.id = id
        self.size = size
        self.estimatedSize = estimatedSize
    }
}

/// A section of a scroll view's items: a header, the items, a footer. A
/// pinned header sticks to the leading edge of the visible area while its
/// items pass under it (a plain-style table, `LazyVStack(pinnedViews:)`).
public struct ItemSection: Sendable, Equatable {
    /// Its identifier (`""` for the one section of an `items` or `rows` list).
    public var id: String
    /// Its header's size along the axis; 0 for none.
    public var headerSize: Double
    /// Its footer's size along the axis; 0 for none.
    public var footerSize = 0.0
    /// Which of its supplementary views stick to the visible area's edges.
    public var pinned = PinnedViews.headers
    /// Its items, in layout order.
    public var items: [Item]

    /// A section `id` of `items`, with a header and footer of these sizes.
    public init(id: String, headerSize: Double, footerSize: Double = 0, pinned: PinnedViews = .headers, items: [Item]) {
        self.id = id
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.pinned = pinned
        self.items = items
    }
}

/// Which supplementary views of a section stick to the visible area's edges
/// (`LazyVStack`'s `pinnedViews`): a header to the leading edge, a footer to the trailing one.
public enum PinnedViews: String, Sendable, CaseIterable {
    /// Section headers stick to the leading edge.
    case headers
    /// Section footers stick to the trailing edge.
    case footers
    /// Both stick.
    case both
    /// Neither sticks: they scroll with their sections.
    case none

    /// Whether headers stick.
    public var pinsHeaders: Bool { self == .headers || self == .both }
}

/// A point of a frame as fractions of its width and height, SwiftUI's `UnitPoint`.
public struct UnitPoint: Sendable, Equatable {
    /// The fraction of the width, from the leading edge.
    public var x: Double
    /// The fraction of the height, from the top edge.
    public var y: Double

    /// The point at fractions `x` and `y` of a frame.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// SwiftUI's named unit points, with `middle` as `center`'s alias (1.2's row anchor).
    public static let named: [(name: String, point: UnitPoint)] = [
        ("top", UnitPoint(x: 0.5, y: 0)), ("bottom", UnitPoint(x: 0.5, y: 1)),
        ("leading", UnitPoint(x: 0, y: 0.5)), ("trailing", UnitPoint(x: 1, y: 0.5)),
        ("center", UnitPoint(x: 0.5, y: 0.5)), ("middle", UnitPoint(x: 0.5, y: 0.5)),
        ("topLeading", UnitPoint(x: 0, y: 0)), ("topTrailing", UnitPoint(x: 1, y: 0)),
        ("bottomLeading", UnitPoint(x: 0, y: 1)), ("bottomTrailing", UnitPoint(x: 1, y: 1)),
    ]

    /// Its component along an axis: x across a horizontal scroll view, y otherwise.
    public func along(horizontally: Bool) -> Double { horizontally ? x : y }
}

/// Where an item ends up when a scroll view scrolls to it
/// (`ScrollViewProxy.scrollTo(_:anchor:)`, `scrollToRow(at:at:animated:)`).
public enum ItemAnchor: Sendable, Equatable {
    /// The item's point at these fractions goes to the visible area's point at the same fractions.
    case point(UnitPoint)
    /// The least movement that shows the item whole (ScrollViewProxy's `nil` anchor).
    case visible

    /// How the step writes it back: a name when one has its value, else `{x, y}`.
    var word: String {
        guard case .point(let point) = self else { return "visible" }
        if let name = UnitPoint.named.first(where: { $0.point == point })?.name { return name }
        return "{x: \(point.x.formatted), y: \(point.y.formatted)}"
    }
}

/// What stays still on the screen when items are inserted or deleted (`keep`).
public enum ItemKeeping: String, Sendable, CaseIterable {
    /// The offset, clamped into the new bounds (UIKit's default).
    case offset
    /// The first visible item (1.2's `keepVisibleRow`).
    case firstVisibleItem
    /// The item `scrollPosition` names, as a SwiftUI binding keeps it.
    case scrollPosition
}
