/// What a replay records of a scroll view with items: the items its viewport
/// shows, each with where it lies in the content, its size and its id, so that the replay draws every item with its id as the
/// content moves. The value changes only when an item comes into sight, leaves
/// it, is laid out, inserted or deleted, not at every frame of a scroll.
enum ShownItems {
    /// One item as recorded.
    struct Item: Equatable {
        /// Its leading edge in the content along the axis, in points.
        let position: Double
        /// Its size along the axis, in points (always laid out: the layout
        /// window holds the viewport).
        let size: Double
        /// Its id.
        let id: String
    }

    /// The items of `scrollView` that overlap its viewport (the content
    /// under its bars included) by more than 0 pt, in layout order, as one
    /// text: a line per item, `POSITION SIZE ID` (an id's line breaks read as spaces).
    static func text(of scrollView: SimulatedScrollView) -> String {
        guard let items = scrollView.items else { return "" }
        let leading = scrollView.offset, trailing = scrollView.offset + scrollView.viewport
        var lines: [String] = []
        var index = items.firstIndex(endingAfter: leading)
        while index < items.placed.count, items.placed[index].position < trailing {
            let item = items.placed[index]
            lines.append("\(item.position.formatted) \(item.size.formatted) \(items.id(of: item).replacing("\n", with: " "))")
            index += 1
        }
        return lines.joined(separator: "\n")
    }

    /// The items a recorded text names, in its order; lines that do not read
    /// as an item are left out.
    static func items(in text: String) -> [Item] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let position = Double(fields[0]), let size = Double(fields[1]) else { return nil }
            return Item(position: position, size: size, id: String(fields[2]))
        }
    }
}
