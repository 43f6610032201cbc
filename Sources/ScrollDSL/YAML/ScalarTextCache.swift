/// The text of short scalars read lately, by their bytes: a spec repeats its
/// keys, names and values, and taking a string already made for the same bytes
/// costs less than validating and building one from the bytes again.
///
/// One slot per hash, the last text wins; a slot holds up to 16 bytes, which
/// are compared in full, so a text comes back only for exactly its bytes.
struct ScalarTextCache {
    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1
        var text = ""
    }

    private static let slots = 1024
    private var entries = [Entry](repeating: Entry(), count: slots)

    /// The text of the UTF-8 `bytes`.
    mutating func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 16, let start = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        var words: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: start, byteCount: bytes.count) }
        let mixed = (words.low &* 0x9E37_79B9_7F4A_7C15) ^ (words.high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
        let slot = Int(truncatingIfNeeded: mixed >> 54) & (Self.slots - 1)
        return entries.withUnsafeMutableBufferPointer { entries in
            let entry = entries[slot]
            if entry.count == bytes.count, entry.low == words.low, entry.high == words.high { return entry.text }
            let text = String(decoding: bytes, as: UTF8.self)
            entries[slot] = Entry(low: words.low, high: words.high, count: bytes.count, text: text)
            return text
        }
    }
}
