/// A set of small indices kept as bits, visited in ascending order: which
/// scroll views or views have work for the next frame or report, found without
/// touching the ones that have none.
struct IndexBits {
    private var words: [UInt64]
    /// How many words hold a set bit, so emptiness costs nothing to ask.
    private var occupiedWords = 0

    /// An empty set for indices below `capacity`.
    init(capacity: Int) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    var isEmpty: Bool { occupiedWords == 0 }

    @inline(__always)
    mutating func insert(_ index: Int) {
        let word = index >> 6
        let bit = UInt64(1) << UInt64(index & 63)
        let old = words[word]
        if old & bit != 0 { return }
        if old == 0 { occupiedWords += 1 }
        words[word] = old | bit
    }

    @inline(__always)
    mutating func remove(_ index: Int) {
        let word = index >> 6
        let bit = UInt64(1) << UInt64(index & 63)
        let old = words[word]
        if old & bit == 0 { return }
        words[word] = old & ~bit
        if old == bit { occupiedWords -= 1 }
    }

    /// The smallest index in the set that is at least `start`.
    func first(from start: Int) -> Int? {
        if occupiedWords == 0 { return nil }
        var word = start >> 6
        guard word < words.count else { return nil }
        var bits = words[word] & (~UInt64(0) << UInt64(start & 63))
        while bits == 0 {
            word += 1
            guard word < words.count else { return nil }
            bits = words[word]
        }
        return word << 6 + bits.trailingZeroBitCount
    }
}
