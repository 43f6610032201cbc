/// One row of a list (a `UITableView` cell): its identifier and height.
public struct Row: Sendable, Equatable {
    /// Its identifier, which steps name (`scrollTo: {row: ID}`); a row given
    /// by `count` is named by its index, or by the section's id and its index.
    public var id: String
    /// Its height in points.
    public var height: Double

    /// A row named `id`, `height` points tall.
    public init(id: String, height: Double) {
        self.id = id
        self.height = height
    }
}

/// A section of a list: a header that sticks to the top of the visible area
/// while its rows pass under it (a plain-style table), then its rows.
public struct RowSection: Sendable, Equatable {
    /// Its identifier (`""` for the one section of a `rows` list).
    public var id: String
    /// Its header's height; 0 for none.
    public var headerHeight: Double
    /// Its rows, top to bottom.
    public var rows: [Row]

    /// Its height: header and rows.
    public var height: Double { rows.reduce(headerHeight) { $0 + $1.height } }
}

/// Where a row ends up when a list scrolls to it (`UITableView.ScrollPosition`).
public enum RowAnchor: String, Sendable, CaseIterable {
    /// Its top at the top of the visible area, below a pinned header.
    case top
    /// Its middle in the middle of the visible area.
    case middle
    /// Its bottom at the bottom of the visible area.
    case bottom
}
