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
    /// Every item in layout order, placed.
    private(set) var placed: [Placed] = []
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

    /// The item called `id`, placed.
    func item(_ id: String) -> Placed? {
        indexByID[id].map { placed[$0] }
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
        var (low, high) = (0, placed.count)
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].end > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The last item that starts before `position`, if any.
    func lastItem(startingBefore position: Double) -> Placed? {
        var (low, high) = (0, placed.count)
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? placed[low - 1] : nil
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
    /// moves by the difference, in one pass from the first (no id is looked up
    /// again). Returns the placed items as they were before, for their corrections.
    mutating func layOut(_ indices: [Int]) -> [Placed] {
        guard let first = indices.first else { return [] }
        let before = indices.map { placed[$0] }
        // What each section's items grew by, for the sections that follow.
        var grown = Array(repeating: 0.0, count: sections.count)
        var shift = 0.0
        var next = 0
        for index in first..<placed.count {
            if next < indices.count, indices[next] == index {
                let item = placed[index]
                laidOut[item.section][item.index] = true
                let real = sections[item.section].items[item.index].size
                placed[index] = Placed(position: item.position + shift, size: real, section: item.section, index: item.index)
                shift += real - item.size
                grown[item.section] += real - item.size
                next += 1
            } else if shift != 0 {
                placed[index].position += shift
            }
        }
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

    /// The items that overlap `start..<end` and are not yet laid out, as indices of ``placed``.
    func estimated(overlapping start: Double, _ end: Double) -> [Int] {
        guard estimatedCount > 0 else { return [] }
        var found: [Int] = []
        var index = firstIndex(endingAfter: start)
        while index < placed.count, placed[index].position < end {
            let item = placed[index]
            if !laidOut[item.section][item.index], min(item.end, end) - max(item.position, start) > 0 { found.append(index) }
            index += 1
        }
        return found
    }

    private mutating func place() {
        placed.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        headerStarts.removeAll(keepingCapacity: true)
        indexByID.removeAll(keepingCapacity: true)
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
                indexByID[item.id] = placed.count
                placed.append(Placed(position: element(size), size: size, section: sectionIndex, index: index))
            }
            if section.footerSize > 0 { _ = element(section.footerSize) }
        }
        contentLength = position
    }
}
