/// Frame times of a run: frame `k` ticks at `k / frameRate`, rounded to the nanosecond.
struct FrameClock {
    let frameRate: Double
    private(set) var nextIndex: Int64 = 0

    init(frameRate: Double) {
        self.frameRate = frameRate
    }

    /// When the next frame ticks.
    var nextFrameTime: VirtualTime {
        VirtualTime(nanoseconds: Int64((Double(nextIndex) * 1e9 / frameRate).rounded()))
    }

    /// Moves on to the frame after the next one.
    mutating func tick() {
        nextIndex += 1
    }
}
