/// A simulated scroll view's items as behaviours read them (``ItemLayoutHost``).
struct ItemLayoutView: ItemLayoutHost {
    // The world owns its scroll views for the whole run, which outlives every behaviour.
    unowned let scrollView: SimulatedScrollView

    var itemCount: Int { scrollView.items?.placed.count ?? 0 }

    func item(at index: Int) -> PlacedItem {
        let list = scrollView.items!
        let placed = list.placed[index]
        return PlacedItem(id: list.id(of: placed), position: placed.position, size: placed.size)
    }

    func index(ofItem id: String) -> Int? {
        scrollView.items?.index(of: id)
    }

    var visibleRange: ClosedRange<Double> {
        let span = scrollView.visibleSpan
        return span.leading...max(span.leading, span.trailing)
    }

    var isHorizontal: Bool { scrollView.axis == .horizontal }

    func frame(ofItemAt index: Int) -> ViewFrame {
        scrollView.frame(of: scrollView.items!.placed[index])
    }

    func isLaidOut(itemAt index: Int) -> Bool {
        scrollView.items!.isLaidOut(scrollView.items!.placed[index])
    }

    func pinnedHeaderSize(above index: Int) -> Double {
        guard let list = scrollView.items else { return 0 }
        return list.pinnedHeaderSize(of: list.placed[index].section)
    }
}

extension SimulatedScrollView {
    var itemLayout: (any ItemLayoutHost)? { items == nil ? nil : ItemLayoutView(scrollView: self) }

    func insertItems(_ new: [Item], before: String?, after: String?, keep: ItemKeeping) -> Bool {
        guard let items, (before ?? after).map({ items.index(of: $0) != nil }) ?? true,
              !new.contains(where: { items.index(of: $0.id) != nil }), Set(new.map(\.id)).count == new.count else { return false }
        changeItems(keeping: keep, at: clock.now) { $0.insert(new, before: before, after: after) }
        return true
    }

    func deleteItems(_ ids: [String], keep: ItemKeeping) -> Bool {
        guard let items, ids.allSatisfy({ items.index(of: $0) != nil }) else { return false }
        let removed = Set(ids)
        changeItems(keeping: keep, removing: removed, at: clock.now) { $0.delete(removed) }
        return true
    }

    var didSelectItem: Observable<String> { PublishSubject.made(in: &didSelectItemSubject, label: "didSelectItem") }

    func scrollTo(itemAt index: Int, anchor: ItemAnchor, animated: Bool, duration: VirtualTime) {
        guard let items, items.placed.indices.contains(index) else { return }
        finishZoomAnimation()
        scroll(to: offset(showing: items.placed[index], at: anchor), animated: animated, duration: duration, at: clock.now)
    }
}
