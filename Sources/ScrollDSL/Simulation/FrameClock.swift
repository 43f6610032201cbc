/// Frame times of a run: frame `k` ticks at `k / frameRate`, rounded to the nanosecond.
struct FrameClock {
    let frameRate: Double
    /// The first frame not yet run.
    private(set) var nextIndex: Int64 = 0
    /// When frame ``nextIndex`` ticks.
    private var nextIndexTime = VirtualTime.zero
    /// How many frames have run.
    private(set) var framesRun = 0

    init(frameRate: Double) {
        self.frameRate = frameRate
    }

    /// When frame `index` ticks.
    func time(ofFrame index: Int64) -> VirtualTime {
        VirtualTime(nanoseconds: Int64((Double(index) * 1e9 / frameRate).rounded()))
    }

    /// The first frame not yet run that ticks at `time` or later, and when it
    /// ticks: the frames before it, skipped while nothing moved, would have
    /// changed nothing.
    func nextFrame(notBefore time: VirtualTime) -> (index: Int64, time: VirtualTime) {
        guard nextIndexTime < time else { return (nextIndex, nextIndexTime) }
        var index = max(nextIndex, Int64((time.seconds * frameRate).rounded(.down)))
        while self.time(ofFrame: index) < time { index += 1 }
        while index > nextIndex, self.time(ofFrame: index - 1) >= time { index -= 1 }
        return (index, self.time(ofFrame: index))
    }

    /// Records that frame `index` has run.
    mutating func ran(frame index: Int64) {
        nextIndex = index + 1
        nextIndexTime = self.time(ofFrame: nextIndex)
        framesRun += 1
    }
}
