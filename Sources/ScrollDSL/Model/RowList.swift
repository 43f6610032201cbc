/// A list's rows as a run changes them, with each row's top in the content:
/// which rows show, where a row is, and rows inserted or deleted.
struct RowList {
    /// One row where it lies: its top in the content and height, its section
    /// and its index there (no id: placing every row copies no strings).
    struct Placed {
        let top: Double
        let height: Double
        let section: Int
        let index: Int
        var bottom: Double { top + height }
    }

    private(set) var sections: [RowSection]
    /// Every row, top to bottom, placed.
    private(set) var placed: [Placed] = []
    /// Each section's top in the content (where its header starts).
    private(set) var sectionTops: [Double] = []
    /// The content's height: every header and row.
    private(set) var contentHeight = 0.0

    init(_ sections: [RowSection]) {
        self.sections = sections
        place()
    }

    /// The row called `id`, placed.
    func row(_ id: String) -> Placed? {
        placed.first { self.id(of: $0) == id }
    }

    /// The id of a placed row.
    func id(of row: Placed) -> String {
        sections[row.section].rows[row.index].id
    }

    /// The first row that shows below `y` (its bottom past `y`), if any,
    /// leaving out the rows called `excluded`.
    func firstRow(endingAfter y: Double, excluding excluded: Set<String> = []) -> Placed? {
        var (low, high) = (0, placed.count)
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].bottom > y { high = middle } else { low = middle + 1 }
        }
        return placed[low...].first { !excluded.contains(id(of: $0)) }
    }

    /// The last row that starts above `y`, if any.
    func lastRow(startingBefore y: Double) -> Placed? {
        var (low, high) = (0, placed.count)
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].top < y { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? placed[low - 1] : nil
    }

    /// The section whose header sticks at `y`, the top of the visible area:
    /// the last one that starts at or above it and has a header.
    func pinnedSection(at y: Double) -> RowSection? {
        guard let index = sectionTops.lastIndex(where: { $0 <= y }), sections[index].headerHeight > 0 else { return nil }
        return sections[index]
    }

    /// Inserts `rows` before the row `before`, after the row `after`, or at the
    /// end of the last section; returns how much the content grew above `y`.
    mutating func insert(_ rows: [Row], before: String?, after: String?, above y: Double) -> Double {
        if sections.isEmpty { sections = [RowSection(id: "", headerHeight: 0, rows: [])] }
        var (section, index, flat) = (sections.count - 1, sections[sections.count - 1].rows.count, placed.count)
        var at = contentHeight
        if let id = before ?? after, let found = placed.firstIndex(where: { self.id(of: $0) == id }) {
            let row = placed[found]
            (section, index, flat) = (row.section, row.index + (after == nil ? 0 : 1), found + (after == nil ? 0 : 1))
            at = after == nil ? row.top : row.bottom
        }
        sections[section].rows.insert(contentsOf: rows, at: index)
        // Only what follows moves: down by the new rows, one index further on in their section.
        var top = at
        placed.insert(contentsOf: rows.enumerated().map { offset, row in
            defer { top += row.height }
            return Placed(top: top, height: row.height, section: section, index: index + offset)
        }, at: flat)
        let grown = top - at
        for later in (flat + rows.count)..<placed.count {
            let row = placed[later]
            placed[later] = Placed(top: row.top + grown, height: row.height, section: row.section, index: row.section == section ? row.index + rows.count : row.index)
        }
        for later in sectionTops.indices where later > section { sectionTops[later] += grown }
        contentHeight += grown
        return at <= y ? grown : 0
    }

    /// Deletes the rows called `ids`; returns how much the content shrank above `y`.
    mutating func delete(_ ids: Set<String>, above y: Double) -> Double {
        let removed = placed.filter { $0.top < y && ids.contains(id(of: $0)) }.reduce(0) { $0 + $1.height }
        for index in sections.indices { sections[index].rows.removeAll { ids.contains($0.id) } }
        place()
        return removed
    }

    private mutating func place() {
        placed.removeAll(keepingCapacity: true)
        sectionTops.removeAll(keepingCapacity: true)
        var y = 0.0
        for (sectionIndex, section) in sections.enumerated() {
            sectionTops.append(y)
            y += section.headerHeight
            for (index, row) in section.rows.enumerated() {
                placed.append(Placed(top: y, height: row.height, section: sectionIndex, index: index))
                y += row.height
            }
        }
        contentHeight = y
    }
}
