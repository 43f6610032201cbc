/// A ``Deceleration`` with the powers and logarithms glides at that rate
/// have needed remembered, bit for bit; a world's scroll views of one rate
/// share one, so the memory it takes does not grow with their number.
///
/// Frames fall on the same grid after every release, so a session's glides
/// ask for `r^(1000·t)` at a few hundred elapsed times, hundreds of thousands
/// of times: a small hash table keyed by the exact elapsed nanoseconds
/// answers them without `pow` (once half full, it stops taking new times).
/// A glide asks when it reaches a bound on every frame with the same
/// distance and velocity, so the last answer is kept too.
final class GlideCurve {
    /// The rate and its logarithms.
    let deceleration: Deceleration

    private struct Remembered {
        var elapsed: Int64
        var remaining: Double
    }

    private struct LastCover {
        var distance: Double
        var velocity: Double
        var seconds: Double?
    }

    /// Slots in the table of powers: a power of two.
    private static let slotCount = 1024
    /// How many slots may be filled, so that probes stay short.
    private static let maximumFilled = slotCount / 2
    /// Allocated at the first glide: many worlds never glide.
    private var table: UnsafeMutablePointer<Remembered>?
    private var filled = 0
    private var lastCover: LastCover?

    init(rate: Double) {
        deceleration = Deceleration(rate: rate)
    }

    deinit {
        table?.deallocate()
    }

    /// `Deceleration.remaining(after:)` for an elapsed time in nanoseconds.
    func remaining(afterNanoseconds elapsed: Int64) -> Double {
        let table = self.table ?? allocateTable()
        var slot = Self.slot(of: elapsed)
        while table[slot].elapsed >= 0 {
            if table[slot].elapsed == elapsed { return table[slot].remaining }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        let remaining = deceleration.remaining(after: VirtualTime(nanoseconds: elapsed).seconds)
        if filled < Self.maximumFilled {
            table[slot] = Remembered(elapsed: elapsed, remaining: remaining)
            filled += 1
        }
        return remaining
    }

    /// `Deceleration.secondsToCover(_:velocity:)`, remembering the last answer.
    func secondsToCover(_ distance: Double, velocity: Double) -> Double? {
        if let lastCover, lastCover.distance == distance, lastCover.velocity == velocity {
            return lastCover.seconds
        }
        let seconds = deceleration.secondsToCover(distance, velocity: velocity)
        lastCover = LastCover(distance: distance, velocity: velocity, seconds: seconds)
        return seconds
    }

    /// SplitMix64's finaliser: elapsed times a round number of frames apart
    /// land in unrelated slots (an empty slot holds elapsed time -1).
    private static func slot(of elapsed: Int64) -> Int {
        var bits = UInt64(bitPattern: elapsed)
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        bits ^= bits >> 31
        return Int(truncatingIfNeeded: bits) & (slotCount - 1)
    }

    private func allocateTable() -> UnsafeMutablePointer<Remembered> {
        let table = UnsafeMutablePointer<Remembered>.allocate(capacity: Self.slotCount)
        table.initialize(repeating: Remembered(elapsed: -1, remaining: 0), count: Self.slotCount)
        self.table = table
        return table
    }
}
