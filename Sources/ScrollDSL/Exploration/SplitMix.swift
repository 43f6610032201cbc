/// A small deterministic random source (SplitMix64): the same seed gives the
/// same numbers on every machine, so an exploration repeats exactly.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A whole number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `items` (which must not be empty).
    mutating func pick<Item>(_ items: [Item]) -> Item {
        items[int(in: 0...(items.count - 1))]
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }
}
