import Testing
@testable import ScrollDSL

/// Laying out self-sizing items pass by pass, wherever the passes fall,
/// places every item where placing the list anew would.
@Suite("Item list: passes of layout")
struct ItemListTests {
    /// Three sections of 300 items with headers, a footer and spacing, each
    /// item estimated at 80 pt and really 40 to 199 pt.
    private static func sections(laidOut: Set<String> = []) -> [ItemSection] {
        (0..<3).map { section in
            let items = (0..<300).map { index in
                let id = "\(section).\(index)"
                return Item(id: id, size: Double(40 + (index * 37 + section * 11) % 160), estimatedSize: laidOut.contains(id) ? nil : 80)
            }
            return ItemSection(id: "\(section)", headerSize: 30, footerSize: section == 1 ? 20 : 0, items: items)
        }
    }

    @Test("passes down, back up, jumps far and to the end leave every item, section and the length where a list placed anew puts them, and find what still waits")
    func passesAnywhere() {
        var list = ItemList(Self.sections(), spacing: 4)
        var laidOut: Set<String> = []
        // Windows of 1,500 pt: a fling down, back up, jumps far both ways, the very end.
        var starts = stride(from: 0.0, through: 20_000, by: 350).map { $0 } + stride(from: 19_000, through: 2_000, by: -500).map { $0 }
        starts += [60_000, 1_000, 45_000, 44_000, 80_000, 10_000, 200_000]
        for start in starts {
            let indices = list.estimated(overlapping: start, start + 1_500)
            laidOut.formUnion(indices.map { list.id(of: list.placed[$0]) })
            _ = list.layOut(indices)
            let anew = ItemList(Self.sections(laidOut: laidOut), spacing: 4)
            let misplaced = list.placed.indices.first { list.placed[$0].position != anew.placed[$0].position || list.placed[$0].size != anew.placed[$0].size }
            #expect(misplaced == nil, "after a pass at \(start): item \(misplaced ?? 0) at \(list.placed[misplaced ?? 0].position), placed anew at \(anew.placed[misplaced ?? 0].position)")
            #expect(list.contentLength == anew.contentLength)
            #expect(list.sectionStarts == anew.sectionStarts && list.headerStarts == anew.headerStarts)
            #expect(list.firstIndex(endingAfter: start) == anew.firstIndex(endingAfter: start))
            #expect(list.item("2.150")?.position == anew.item("2.150")?.position)
            // What waits to be laid out around the pass, found item by item.
            let (low, high) = (start - 3_000, start + 5_000)
            let waiting = list.placed.indices.filter { index in
                let item = list.placed[index]
                return !list.isLaidOut(item) && min(item.end, high) - max(item.position, low) > 0
            }
            #expect(list.estimated(overlapping: low, high) == waiting)
            #expect(list.hasEstimated(overlapping: low, high) == !waiting.isEmpty)
        }
        #expect(list.estimatedCount == 900 - laidOut.count && laidOut.count > 200)
    }
}
