/// Frame times of a run: frame `k` ticks at `k / frameRate`, rounded to the nanosecond.
struct FrameClock {
    let frameRate: Double
    /// The first frame not yet run.
    private(set) var nextIndex: Int64 = 0
    /// When frame ``nextIndex`` ticks.
    private var nextIndexTime = VirtualTime.zero
    /// How many frames have run.
    private(set) var framesRun = 0
    /// The rate as a whole number of frames a second (every rate a device
    /// names is one), or `nil`. With one, `nextIndex · 10⁹ = quotient · rate
    /// + remainder` is kept, so that each frame's time follows from the last
    /// one's by additions: no division and no `round` in a frame.
    private let wholeRate: Int64?
    /// One second of nanoseconds, divided by the whole rate.
    private let step: (quotient: Int64, remainder: Int64)
    private var quotient: Int64 = 0
    private var remainder: Int64 = 0

    init(frameRate: Double) {
        self.frameRate = frameRate
        let whole = frameRate.rounded() == frameRate && frameRate >= 1 ? Int64(frameRate) : nil
        wholeRate = whole
        step = whole.map { Int64(1_000_000_000).quotientAndRemainder(dividingBy: $0) } ?? (0, 0)
    }

    /// Below this frame, `round(k·10⁹ / rate)` in `Double` (what
    /// ``time(ofFrame:)`` computes) equals the exact rounding of the whole
    /// numbers: `k·10⁹` is below 2⁵², so the product is exact and the
    /// quotient is off by less than `1/(2·rate)`, nearer than a fraction
    /// `r/rate` other than one half can be to one half. Frames past it (10
    /// hours at 120 Hz) use the formula.
    private static let exactFrames: Int64 = (1 << 52) / 1_000_000_000

    /// When frame `index` ticks.
    func time(ofFrame index: Int64) -> VirtualTime {
        VirtualTime(nanoseconds: Int64((Double(index) * 1e9 / frameRate).rounded()))
    }

    /// The first frame not yet run that ticks at `time` or later, and when it
    /// ticks: the frames before it, skipped while nothing moved, would have
    /// changed nothing.
    func nextFrame(notBefore time: VirtualTime) -> (index: Int64, time: VirtualTime) {
        guard nextIndexTime < time else { return (nextIndex, nextIndexTime) }
        let index = firstFrame(notBefore: time, from: nextIndex)
        return (index, self.time(ofFrame: index))
    }

    /// When the first frame at `time` or later ticks, whether it ran or was
    /// skipped.
    func firstFrameTime(notBefore time: VirtualTime) -> VirtualTime {
        self.time(ofFrame: firstFrame(notBefore: time, from: 0))
    }

    /// The last frame that ticks before `time` (`nextIndex - 1` if none yet to run does).
    func lastFrame(before time: VirtualTime) -> Int64 {
        firstFrame(notBefore: time, from: nextIndex) - 1
    }

    /// The first frame from `lowest` on that ticks at `time` or later.
    private func firstFrame(notBefore time: VirtualTime, from lowest: Int64) -> Int64 {
        var index = max(lowest, Int64((time.seconds * frameRate).rounded(.down)))
        while self.time(ofFrame: index) < time { index += 1 }
        while index > lowest, self.time(ofFrame: index - 1) >= time { index -= 1 }
        return index
    }

    /// Records that frame `index` has run. Inlined into the world's frame:
    /// the frame after the last (the common case) costs a few additions.
    @inline(__always)
    mutating func ran(frame index: Int64) {
        framesRun &+= 1
        guard index == nextIndex, let rate = wholeRate, index &+ 1 < Self.exactFrames else { return jumped(to: index) }
        // One second of nanoseconds more (below 2⁵², so nothing overflows).
        quotient &+= step.quotient
        remainder &+= step.remainder
        if remainder >= rate {
            remainder &-= rate
            quotient &+= 1
        }
        nextIndex = index &+ 1
        // Rounded half away from zero, as `rounded()` does.
        nextIndexTime = VirtualTime(nanoseconds: remainder &* 2 >= rate ? quotient &+ 1 : quotient)
    }

    /// Records that `frames`, the next ones to run or later, have run (coasting).
    mutating func ran(frames: ClosedRange<Int64>) {
        framesRun &+= frames.count - 1
        ran(frame: frames.upperBound)
    }

    /// Frame `index` ran after frames were skipped, or past the frames
    /// worked out in whole numbers.
    @inline(never)
    private mutating func jumped(to index: Int64) {
        nextIndex = index + 1
        nextIndexTime = time(ofFrame: nextIndex)
        if let rate = wholeRate, nextIndex < Self.exactFrames {
            (quotient, remainder) = (nextIndex * 1_000_000_000).quotientAndRemainder(dividingBy: rate)
        }
    }
}
