/// A list's rows as the user sees them: which show between the bars, and
/// where the list scrolls to show one.
extension SimulatedScrollView {
    /// The visible area in content coordinates: the viewport less the adjusted
    /// insets (what bars, the keyboard or a refresh control cover).
    private var visibleSpan: (top: Double, bottom: Double) {
        (offset + adjustedInset.top, offset + viewport - adjustedInset.bottom)
    }

    /// The first row that shows, at least in part, in the visible area.
    var firstVisibleRow: RowList.Placed? {
        let span = visibleSpan
        guard let row = rows?.firstRow(endingAfter: span.top), row.top < span.bottom else { return nil }
        return row
    }

    /// The last row that shows, at least in part, in the visible area.
    var lastVisibleRow: RowList.Placed? {
        let span = visibleSpan
        guard let row = rows?.lastRow(startingBefore: span.bottom), row.bottom > span.top else { return nil }
        return row
    }

    /// The id of the first visible row, or `""`.
    var firstVisibleRowID: String { firstVisibleRow.flatMap { rows?.id(of: $0) } ?? "" }
    /// The id of the last visible row, or `""`.
    var lastVisibleRowID: String { lastVisibleRow.flatMap { rows?.id(of: $0) } ?? "" }

    /// The section whose header sticks to the top of the visible area.
    var pinnedSection: RowSection? {
        rows?.pinnedSection(at: visibleSpan.top)
    }

    /// The offset that shows `row` at `anchor` (`scrollToRow(at:at:animated:)`),
    /// within the bounds: at the top, below its section's pinned header.
    func offset(showing row: RowList.Placed, at anchor: RowAnchor) -> Double {
        let visibleHeight = viewport - adjustedInset.top - adjustedInset.bottom
        let target: Double
        switch anchor {
        case .top:
            let header = rows.map { $0.sections[row.section].headerHeight } ?? 0
            target = row.top - header - adjustedInset.top
        case .middle:
            target = row.top + row.height / 2 - adjustedInset.top - visibleHeight / 2
        case .bottom:
            target = row.bottom - adjustedInset.top - visibleHeight
        }
        return min(max(target, top), bottom)
    }

    /// Rows change (inserted or deleted; `change` returns how much the content
    /// grew above the point it is given): the content's height follows. The
    /// offset stays, as `UITableView` keeps it, clamped into the new bounds;
    /// with `keepVisibleRow`, it moves by what changed above the first visible
    /// row (the first that stays, when rows called `removed` leave), so that
    /// row stays still on the screen.
    func changeRows(keepVisibleRow: Bool, removing removed: Set<String> = [], at time: VirtualTime, _ change: (inout RowList, Double) -> Double) {
        guard var list = rows else { return }
        rows = nil  // so that the list changes in place, uncopied
        let anchor = keepVisibleRow ? list.firstRow(endingAfter: visibleSpan.top, excluding: removed) : nil
        let grown = change(&list, anchor?.top ?? 0)
        rows = list
        if anchor != nil { shift(by: grown) }
        self.change(vertical: AxisLayout(content: list.contentHeight), at: time)
    }
}
