/// One hour over 100,000 self-sizing items: every item listed with an
/// estimate of 80 pt and a real size from 40 to 200 pt (a fixed seed), a fling
/// of ±3,000 pt/s every 2 s and a scroll to an item every 30 s; and the same
/// spec with a content height equal to the estimated total and no items,
/// against which its loading is measured.
enum SelfSizingSpec {
    static let items = 100_000
    static let seconds = 3600

    /// The spec with items, or without them (`contentHeight` instead).
    static func yaml(withItems: Bool) -> String {
        var random = SeededSizes(seed: 7)
        var lines = ["scrollspec: 1", "name: One hour over \(items) self-sizing items", "screens:", "  - id: home", "    scrollViews:"]
        if withItems {
            lines += ["      - id: feed", "        items:"]
            for index in 0..<items {
                lines.append("          - {id: i\(index), size: \(random.next(in: 40...200)), estimatedSize: 80}")
            }
        } else {
            lines.append("      - {id: feed, contentHeight: \(items * 80)}")
        }
        lines.append("script:")
        for cycle in 0..<(seconds / 2) {
            lines.append("  - fling: {scrollView: feed, velocity: \(cycle % 2 == 0 ? 3000 : -3000)}")
            if cycle % 15 == 14 {
                let target = random.next(in: 0...(items - 1))
                lines.append(withItems ? "  - scrollTo: {scrollView: feed, item: i\(target)}" : "  - scrollTo: {scrollView: feed, offset: \(target * 80)}")
            }
            lines.append("  - at: \((cycle + 1) * 2)s")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A small deterministic generator (SplitMix64) for the benchmark's sizes and targets.
struct SeededSizes {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
