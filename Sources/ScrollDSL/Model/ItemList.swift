/// A scroll view's items as a run changes them, each placed along the axis:
/// which items show, where an item is, items inserted, deleted and laid out.
struct ItemList {
    /// One item where it lies: its leading edge in the content and its size
    /// now (the estimate until it is laid out), its section and its index
    /// there (no id: placing every item copies no strings).
    struct Placed {
        var position: Double
        let size: Double
        let section: Int
        let index: Int
        var end: Double { position + size }
    }

    private(set) var sections: [ItemSection]
    /// The space between adjacent elements: items, headers and footers.
    let spacing: Double
    /// Every item in layout order, placed (``placed`` adds the tail's shift).
    private var stored: [Placed] = []
    /// The shift every item from `from` on has yet to take: a layout pass moves
    /// what follows its items by the sizes they gained, and moving each of them
    /// would make a pass cost the whole list (see ``layOut(_:)``).
    private var tail = (from: Int.max, shift: 0.0)
    /// Each section's leading edge in the content (where its header, or first element, starts).
    private(set) var sectionStarts: [Double] = []
    /// Each section's header's leading edge.
    private(set) var headerStarts: [Double] = []
    /// The content's length along the axis: every element and the spacing between them.
    private(set) var contentLength = 0.0
    /// Which items with an estimate are laid out, by section and index.
    private var laidOut: [[Bool]] = []
    /// How many items with an estimate are not yet laid out.
    private(set) var estimatedCount = 0
    /// Each item's place in ``placed``, by id.
    private var indexByID: [String: Int] = [:]

    init(_ sections: [ItemSection], spacing: Double = 0) {
        self.sections = sections
        self.spacing = spacing
        laidOut = sections.map { $0.items.map { $0.estimatedSize == nil } }
        place()
    }

    /// Every item in layout order, placed where it lies now.
    var placed: PlacedItems { PlacedItems(stored: stored, tail: tail) }

    /// The item at `index` in layout order, where it lies now.
    @inline(__always)
    private func item(at index: Int) -> Placed {
        var item = stored[index]
        if index >= tail.from { item.position += tail.shift }
        return item
    }

    /// The item called `id`, placed.
    func item(_ id: String) -> Placed? {
        indexByID[id].map(item(at:))
    }

    /// The index in layout order of the item called `id`.
    func index(of id: String) -> Int? {
        indexByID[id]
    }

    /// The id of a placed item.
    func id(of item: Placed) -> String {
        sections[item.section].items[item.index].id
    }

    /// Whether a placed item is laid out (always, for an item without an estimate).
    func isLaidOut(_ item: Placed) -> Bool {
        laidOut[item.section][item.index]
    }

    /// The first item that ends after `position`, if any, leaving out the items called `excluded`.
    func firstItem(endingAfter position: Double, excluding excluded: Set<String> = []) -> Placed? {
        placed[firstIndex(endingAfter: position)...].first { excluded.isEmpty || !excluded.contains(id(of: $0)) }
    }

    /// The index of the first item that ends after `position` (``placed``'s count when none does).
    func firstIndex(endingAfter position: Double) -> Int {
        var (low, high) = (0, stored.count)
        while low < high {
            let middle = (low + high) / 2
            if item(at: middle).end > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The last item that starts before `position`, if any.
    func lastItem(startingBefore position: Double) -> Placed? {
        var (low, high) = (0, stored.count)
        while low < high {
            let middle = (low + high) / 2
            if item(at: middle).position < position { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? item(at: low - 1) : nil
    }

    /// The section whose header sticks at `position`, the leading edge of the
    /// visible area: the last one that starts at or before it, when it has a pinned header.
    func pinnedSection(at position: Double) -> ItemSection? {
        guard let index = sectionStarts.lastIndex(where: { $0 <= position }),
              sections[index].headerSize > 0, sections[index].pinned.pinsHeaders else { return nil }
        return sections[index]
    }

    /// The size of the pinned header above an item of `section`, 0 when its header does not stick.
    func pinnedHeaderSize(of section: Int) -> Double {
        sections[section].pinned.pinsHeaders ? sections[section].headerSize : 0
    }

    // MARK: Changes

    /// Inserts `items` before the item `before`, after the item `after`, or
    /// at the end of the last section.
    mutating func insert(_ items: [Item], before: String?, after: String?) {
        if sections.isEmpty {
            sections = [ItemSection(id: "", headerSize: 0, items: [])]
            laidOut = [[]]
        }
        var (section, index) = (sections.count - 1, sections[sections.count - 1].items.count)
        if let id = before ?? after, let found = item(id) {
            (section, index) = (found.section, found.index + (after == nil ? 0 : 1))
        }
        sections[section].items.insert(contentsOf: items, at: index)
        laidOut[section].insert(contentsOf: items.map { $0.estimatedSize == nil }, at: index)
        place()
    }

    /// Deletes the items called `ids`.
    mutating func delete(_ ids: Set<String>) {
        for index in sections.indices {
            let kept = sections[index].items.indices.filter { !ids.contains(sections[index].items[$0].id) }
            laidOut[index] = kept.map { laidOut[index][$0] }
            sections[index].items = kept.map { sections[index].items[$0] }
        }
        place()
    }

    /// Lays out the items at `indices` of ``placed`` (ascending, each with an
    /// estimate, not yet laid out): each takes its real size and what follows
    /// moves by the difference. The items from the first to the last laid out
    /// are moved here; those after the last take the pass's whole shift through
    /// ``tail``, so a pass costs the items it spans and the distance to the
    /// previous pass's tail, not the whole list (100,000 items, a pass a frame
    /// while a fling reaches new ones). Returns the placed items as they were
    /// before, for their corrections.
    mutating func layOut(_ indices: [Int]) -> [Placed] {
        guard let first = indices.first, let last = indices.last else { return [] }
        let before = indices.map(item(at:))
        // What each section's items grew by, for the sections that follow.
        var grown = Array(repeating: 0.0, count: sections.count)
        var shift = 0.0
        var next = 0
        for index in first...last {
            let current = item(at: index)
            if indices[next] == index {
                laidOut[current.section][current.index] = true
                let real = sections[current.section].items[current.index].size
                stored[index] = Placed(position: current.position + shift, size: real, section: current.section, index: current.index)
                shift += real - current.size
                grown[current.section] += real - current.size
                next += 1
            } else {
                stored[index].position = current.position + shift
            }
        }
        moveTail(pastPass: first...last, by: shift)
        var carried = 0.0
        for section in sections.indices {
            sectionStarts[section] += carried
            headerStarts[section] += carried
            carried += grown[section]
        }
        contentLength += shift
        estimatedCount -= indices.count
        return before
    }

    /// After a pass that moved the items of `span` (now stored where they lie):
    /// every item after it moves by `shift` too, through one tail again.
    private mutating func moveTail(pastPass span: ClosedRange<Int>, by shift: Double) {
        let after = span.upperBound + 1
        guard tail.from < stored.count else {
            tail = (after, shift)
            return
        }
        if tail.from < span.lowerBound {
            // The old tail began before the pass: the items between take it now.
            settle(tail.from..<span.lowerBound)
            tail = (after, tail.shift + shift)
        } else if tail.from <= after {
            tail = (after, tail.shift + shift)
        } else if tail.from - after <= stored.count - tail.from {
            // Nearer the pass: the items up to the old tail take the pass's shift.
            for index in after..<tail.from { stored[index].position += shift }
            tail.shift += shift
        } else {
            settle(tail.from..<stored.count)
            tail = (after, shift)
        }
    }

    /// Stores the items of `range`, all within the tail, where they lie.
    private mutating func settle(_ range: Range<Int>) {
        for index in range { stored[index].position += tail.shift }
    }

    /// The items that overlap `start..<end` and are not yet laid out, as indices of ``placed``.
    func estimated(overlapping start: Double, _ end: Double) -> [Int] {
        var found: [Int] = []
        forEachEstimated(overlapping: start, end) { found.append($0); return true }
        return found
    }

    /// Whether an item not yet laid out overlaps `start..<end` (stopping at the first).
    func hasEstimated(overlapping start: Double, _ end: Double) -> Bool {
        var found = false
        forEachEstimated(overlapping: start, end) { _ in found = true; return false }
        return found
    }

    /// Calls `visit` with the index of each item not yet laid out that overlaps
    /// `start..<end`, in layout order, while it returns true.
    private func forEachEstimated(overlapping start: Double, _ end: Double, _ visit: (Int) -> Bool) {
        guard estimatedCount > 0 else { return }
        var index = firstIndex(endingAfter: start)
        while index < stored.count, item(at: index).position < end {
            let current = item(at: index)
            if !laidOut[current.section][current.index], min(current.end, end) - max(current.position, start) > 0, !visit(index) { return }
            index += 1
        }
    }

    private mutating func place() {
        stored.removeAll(keepingCapacity: true)
        tail = (Int.max, 0)
        sectionStarts.removeAll(keepingCapacity: true)
        headerStarts.removeAll(keepingCapacity: true)
        indexByID.removeAll(keepingCapacity: true)
        let count = sections.reduce(0) { $0 + $1.items.count }
        stored.reserveCapacity(count)
        indexByID.reserveCapacity(count)
        estimatedCount = 0
        var position = 0.0
        var isFirst = true
        func element(_ size: Double) -> Double {
            if !isFirst { position += spacing }
            isFirst = false
            defer { position += size }
            return position
        }
        for (sectionIndex, section) in sections.enumerated() {
            sectionStarts.append(isFirst ? position : position + spacing)
            headerStarts.append(section.headerSize > 0 ? element(section.headerSize) : position)
            for (index, item) in section.items.enumerated() {
                let isLaidOut = laidOut[sectionIndex][index]
                if !isLaidOut { estimatedCount += 1 }
                let size = isLaidOut ? item.size : item.estimatedSize ?? item.size
                indexByID[item.id] = stored.count
                stored.append(Placed(position: element(size), size: size, section: sectionIndex, index: index))
            }
            if section.footerSize > 0 { _ = element(section.footerSize) }
        }
        contentLength = position
    }
}

/// The items of an ``ItemList`` in layout order, each where it lies now.
struct PlacedItems: RandomAccessCollection {
    fileprivate let stored: [ItemList.Placed]
    fileprivate let tail: (from: Int, shift: Double)

    var startIndex: Int { 0 }
    var endIndex: Int { stored.count }

    subscript(index: Int) -> ItemList.Placed {
        var item = stored[index]
        if index >= tail.from { item.position += tail.shift }
        return item
    }
}
