/// A scroll view's items as the user sees them: which show between the bars,
/// where each is on the screen, and where the scroll view goes to show one.
extension SimulatedScrollView {
    /// Whether its items lie along x.
    private var itemsAlongX: Bool { axis == .horizontal }

    /// The adjusted insets before and after the content along the axis.
    private var axisInsets: (leading: Double, trailing: Double) {
        itemsAlongX ? (adjustedInset.left, adjustedInset.right) : (adjustedInset.top, adjustedInset.bottom)
    }

    /// The visible area in content coordinates along the axis: the viewport
    /// less the adjusted insets (what bars, the keyboard or a refresh control cover).
    var visibleSpan: (leading: Double, trailing: Double) {
        let insets = axisInsets
        return (offset + insets.leading, offset + viewport - insets.trailing)
    }

    /// The first item that shows, at least in part, in the visible area.
    var firstVisibleItem: ItemList.Placed? {
        let span = visibleSpan
        guard let item = items?.firstItem(endingAfter: span.leading), item.position < span.trailing else { return nil }
        return item
    }

    /// The last item that shows, at least in part, in the visible area.
    var lastVisibleItem: ItemList.Placed? {
        let span = visibleSpan
        guard let item = items?.lastItem(startingBefore: span.trailing), item.end > span.leading else { return nil }
        return item
    }

    /// The id of the first visible item, or `""`.
    var firstVisibleItemID: String { firstVisibleItem.flatMap { items?.id(of: $0) } ?? "" }
    /// The id of the last visible item, or `""`.
    var lastVisibleItemID: String { lastVisibleItem.flatMap { items?.id(of: $0) } ?? "" }

    /// The section whose header sticks to the leading edge of the visible area.
    var pinnedSection: ItemSection? {
        items?.pinnedSection(at: visibleSpan.leading)
    }

    /// SwiftUI's `scrollPosition(id:)`: the first item whose leading edge lies
    /// in the visible area (half a point before it counts), else the item
    /// covering its leading edge; `""` when none shows.
    var scrollPositionID: String {
        guard let items else { return "" }
        let span = visibleSpan
        if let u = anchoring.scrollPosition {
            // `scrollPosition(id:anchor:)`: the item whose extent holds the visible area's point at `u`.
            let point = span.leading + u * (span.trailing - span.leading)
            let index = items.firstIndex(endingAfter: point)
            guard index < items.placed.count, items.placed[index].position <= point else { return "" }
            return items.id(of: items.placed[index])
        }
        let index = items.firstIndex(endingAfter: span.leading - 0.5)
        var candidate = index
        while candidate < items.placed.count, items.placed[candidate].position < span.trailing {
            if items.placed[candidate].position >= span.leading - 0.5 { return items.id(of: items.placed[candidate]) }
            candidate += 1
        }
        return firstVisibleItem.map { items.id(of: $0) } ?? ""
    }

    /// The offset that shows `item` at `anchor` (`scrollTo(_:anchor:)`,
    /// `scrollToRow(at:at:animated:)`), clamped into the bounds. An anchor
    /// whose component along the axis is 0 puts the item below its section's pinned header.
    func offset(showing item: ItemList.Placed, at anchor: ItemAnchor) -> Double {
        let insets = axisInsets
        let visibleLength = viewport - insets.leading - insets.trailing
        let header = items?.pinnedHeaderSize(of: item.section) ?? 0
        let target: Double
        switch anchor {
        case .point(let point):
            let fraction = point.along(horizontally: itemsAlongX)
            target = item.position + fraction * item.size - (fraction == 0 ? header : 0) - insets.leading - fraction * visibleLength
        case .visible:
            let span = visibleSpan
            if item.position < span.leading + header || item.size > visibleLength - header {
                target = item.position - header - insets.leading
            } else if item.end > span.trailing {
                target = item.end - insets.leading - visibleLength
            } else {
                target = offset
            }
        }
        return min(max(target, top), bottom)
    }

    // MARK: Reading one item

    /// The item's frame on the screen: along the axis from its position less
    /// the offset, across it the scroll view's frame.
    func frame(of item: ItemList.Placed) -> ViewFrame {
        let origin = frameOrigin
        let along = item.position - offset
        return itemsAlongX
            ? ViewFrame(x: origin.x + along, y: origin.y, width: item.size, height: frameHeight)
            : ViewFrame(x: origin.x, y: origin.y + along, width: frameWidth, height: item.size)
    }

    /// Its frame's origin on the screen: (0, 0), or for a scroll view in
    /// another's content, where that content shows it.
    var frameOrigin: (x: Double, y: Double) {
        guard let container, let origin = containerOrigin else { return (0, 0) }
        let outer = container.frameOrigin
        return (outer.x + origin.x - container.offsetX, outer.y + origin.y - container.offsetY)
    }

    // MARK: Changes

    /// Items change (inserted or deleted by `change`): the content's length
    /// follows. The offset stays, as `UITableView` keeps it, clamped into the
    /// new bounds; with `keep`, it moves by what changed before the kept item
    /// (the first that stays, when items called `removed` leave), so that item
    /// stays still on the screen.
    func changeItems(keeping keep: ItemKeeping, removing removed: Set<String> = [], at time: VirtualTime, _ change: (inout ItemList) -> Void) {
        guard let declared = items else { return }
        let kept = keptItem(anchoring.keepsScrollPosition ? .scrollPosition : keep, in: declared, removing: removed)
        let before = kept.flatMap { declared.item($0)?.position }
        var list = declared
        items = nil  // so that the list changes in place, uncopied
        change(&list)
        items = list
        if let kept, let before, let after = list.item(kept)?.position { shift(by: after - before) }
        changeContentLength(list.contentLength, keepingAnchor: kept == nil, at: time)
    }

    /// The id of the item `keep` holds still, leaving out the items called `removed`.
    private func keptItem(_ keep: ItemKeeping, in list: ItemList, removing removed: Set<String>) -> String? {
        switch keep {
        case .offset:
            return nil
        case .firstVisibleItem:
            return list.firstItem(endingAfter: visibleSpan.leading, excluding: removed).map(list.id(of:))
        case .scrollPosition:
            let id = scrollPositionID
            guard removed.contains(id), let index = list.index(of: id) else { return id.isEmpty ? nil : id }
            let survivor = list.placed[index...].first { !removed.contains(list.id(of: $0)) }
                ?? list.placed[..<index].last { !removed.contains(list.id(of: $0)) }
            return survivor.map(list.id(of:))
        }
    }

    /// The content's length along the axis becomes `length`.
    /// `keepingAnchor: false` when an item keeps its place instead of `anchor.sizeChanges`.
    func changeContentLength(_ length: Double, keepingAnchor: Bool = true, at time: VirtualTime) {
        if itemsAlongX {
            change(vertical: AxisLayout(), horizontal: AxisLayout(content: length), keepingAnchor: keepingAnchor, at: time)
        } else {
            change(vertical: AxisLayout(content: length), keepingAnchor: keepingAnchor, at: time)
        }
    }
}



extension SimulatedScrollView {
    /// What `path` reads of one of its items now; null when no item is there
    /// (an index past the end, an id a step deleted).
    func value(of path: ItemPath) -> PropertyValue {
        guard let items else { return .null }
        let index: Int?
        switch path.selector {
        case .id(let id): index = items.index(of: id)
        case .index(let wanted): index = wanted < items.placed.count ? wanted : nil
        }
        guard let index else { return .null }
        return ItemLayoutView(scrollView: self).value(path.field, ofItemAt: index)
    }
}
