extension Character {
    /// How many columns a terminal gives this character: two for the wide
    /// and fullwidth scripts of East Asia and for emoji shown as pictures,
    /// none for a control, one otherwise (a combining mark belongs to the
    /// character it marks).
    var columnWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .control { return 0 }
        if first.properties.isEmojiPresentation || Self.wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        return 1
    }

    /// Unicode's East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK
    /// radicals to Yi, Hangul syllables, CJK compatibility ideographs,
    /// vertical and compatibility forms, fullwidth forms, and the
    /// supplementary ideographic planes.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
