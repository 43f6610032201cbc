/// A set of small indices kept as bits, visited in ascending order: which
/// scroll views or views have work for the next frame or report, found without
/// touching the ones that have none. A class over words it owns: changed at
/// every frame, an array of words was checked for sharing at every change.
final class IndexBits {
    private let words: UnsafeMutablePointer<UInt64>
    private let wordCount: Int
    // Unchecked for speed: with Stage's and Touches', scrollbench's exploration 15% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    /// How many words hold a set bit, so emptiness costs nothing to ask.
    @exclusivity(unchecked) private var occupiedWords = 0

    /// An empty set for indices below `capacity`.
    init(capacity: Int) {
        wordCount = (capacity + 63) / 64
        words = .allocate(capacity: max(wordCount, 1))
        words.initialize(repeating: 0, count: max(wordCount, 1))
    }

    deinit {
        words.deallocate()
    }

    var isEmpty: Bool { occupiedWords == 0 }

    @inline(__always)
    func insert(_ index: Int) {
        let word = index >> 6
        let bit = UInt64(1) << UInt64(index & 63)
        let old = words[word]
        if old & bit != 0 { return }
        if old == 0 { occupiedWords += 1 }
        words[word] = old | bit
    }

    @inline(__always)
    func remove(_ index: Int) {
        let word = index >> 6
        let bit = UInt64(1) << UInt64(index & 63)
        let old = words[word]
        if old & bit == 0 { return }
        words[word] = old & ~bit
        if old == bit { occupiedWords -= 1 }
    }

    /// The smallest index in the set that is at least `start`.
    @inline(__always)
    func first(from start: Int) -> Int? {
        if occupiedWords == 0 { return nil }
        var word = start >> 6
        guard word < wordCount else { return nil }
        var bits = words[word] & (~UInt64(0) << UInt64(start & 63))
        while bits == 0 {
            word += 1
            guard word < wordCount else { return nil }
            bits = words[word]
        }
        return word << 6 + bits.trailingZeroBitCount
    }
}
