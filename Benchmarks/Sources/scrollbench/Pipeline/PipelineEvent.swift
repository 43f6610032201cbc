/// One input to seed 000's undo pipeline.
enum PipelineEvent {
    /// The scroll view moved to this offset.
    case offset(Double)
    /// A tap at this height: hit-tested three times, then the turn ends.
    case tap(Double)
    /// The user touched the scroll view.
    case dragBegin
    /// The screen became visible or not.
    case visibility(Bool)

    /// A deterministic mixed stream: 70% offsets, 12% taps (a sixth of them
    /// below the status bar), 9% drag begins, 9% visibility flips (mostly visible).
    static func stream(count: Int, seed: UInt64 = 0x5C2011) -> [PipelineEvent] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (0..<count).map { _ in
            let roll = next() % 100
            switch roll {
            case 0..<70: return .offset(Double(next() % 12_000) - 98)
            case 70..<82: return .tap(next() % 6 == 0 ? 400 : 27)
            case 82..<91: return .dragBegin
            default: return .visibility(next() % 4 != 0)
            }
        }
    }
}

/// What a pipeline did with a stream: a checksum of the offset after every tap.
struct PipelineOutput: Equatable {
    var checksum: UInt64 = 0
    var taps = 0

    mutating func record(offsetAfterTap offset: Double) {
        checksum = checksum &* 1_099_511_628_211 &+ offset.bitPattern
        taps += 1
    }
}

/// The constants every implementation shares.
enum UndoSetup {
    static let top = -98.0
    static let statusBarTapLimit = 74.0
    static let hitTestsPerTap = 3
}
