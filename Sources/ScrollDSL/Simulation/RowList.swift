/// A list's rows as a run changes them, with each row's top in the content:
/// which rows show, where a row is, and rows inserted or deleted.
struct RowList {
    /// One row where it lies: its top in the content and its section.
    struct Placed {
        let row: Row
        let top: Double
        let section: Int
        var bottom: Double { top + row.height }
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
        placed.first { $0.row.id == id }
    }

    /// The first row that shows below `y` (its bottom past `y`), if any,
    /// leaving out the rows called `excluded`.
    func firstRow(endingAfter y: Double, excluding excluded: Set<String> = []) -> Placed? {
        var (low, high) = (0, placed.count)
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].bottom > y { high = middle } else { low = middle + 1 }
        }
        return placed[low...].first { !excluded.contains($0.row.id) }
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
    /// end of the last section.
    mutating func insert(_ rows: [Row], before: String?, after: String?) {
        var (section, index) = (max(0, sections.count - 1), sections.last?.rows.count ?? 0)
        if let id = before ?? after, let found = position(of: id) {
            (section, index) = (found.section, found.index + (after == nil ? 0 : 1))
        }
        if sections.isEmpty { sections = [RowSection(id: "", headerHeight: 0, rows: [])] }
        sections[section].rows.insert(contentsOf: rows, at: index)
        place()
    }

    /// Deletes the rows called `ids`.
    mutating func delete(_ ids: Set<String>) {
        for index in sections.indices { sections[index].rows.removeAll { ids.contains($0.id) } }
        place()
    }

    private func position(of id: String) -> (section: Int, index: Int)? {
        for (section, rows) in sections.map(\.rows).enumerated() {
            if let index = rows.firstIndex(where: { $0.id == id }) { return (section, index) }
        }
        return nil
    }

    private mutating func place() {
        placed.removeAll(keepingCapacity: true)
        sectionTops.removeAll(keepingCapacity: true)
        var y = 0.0
        for (index, section) in sections.enumerated() {
            sectionTops.append(y)
            y += section.headerHeight
            for row in section.rows {
                placed.append(Placed(row: row, top: y, section: index))
                y += row.height
            }
        }
        contentHeight = y
    }
}
