/// The most work a run may do, as `--max-time` bounds its virtual time: turns
/// in one virtual second and in the whole run, and timers pending at once.
/// A behaviour whose timers tick every nanosecond, or whose delayed scrolls
/// answer each other and multiply, stops with a limit instead of hanging.
struct TurnBudget: Equatable {
    /// Turns in one virtual second: far more than frames (240 at most),
    /// steps and everyday timers ever need.
    static let turnsPerSecond = 100_000
    /// Turns in a whole run: an hour of frames at 240 per second many times over.
    static let turnsPerRun = 10_000_000
    /// Timers waiting at once.
    static let pendingTimers = 100_000

    /// Turns counted so far, frames among them.
    private(set) var turns = 0
    /// The end of the virtual second being counted (a comparison per turn, no division).
    private var secondEnds: Int64 = 0
    private var turnsThisSecond = 0

    /// Counts a turn starting at `time`.
    @inline(__always)
    mutating func count(at time: VirtualTime) throws(RunFailure) {
        turns += 1
        turnsThisSecond += 1
        if time.nanoseconds >= secondEnds {
            secondEnds = (time.nanoseconds / 1_000_000_000 + 1) * 1_000_000_000
            turnsThisSecond = 1
        }
        if turnsThisSecond > Self.turnsPerSecond || turns > Self.turnsPerRun { try exceeded(at: time) }
    }

    /// How many frames from frame `first` of `clock` on may count before one
    /// breaks a limit: frames alone never fill a second of a later second's
    /// turns, so only the second being counted and the run's total bound them.
    func framesAllowed(from first: Int64, clock: FrameClock) -> Int64 {
        let inRun = Int64(Self.turnsPerRun - turns)
        guard clock.time(ofFrame: first).nanoseconds < secondEnds else { return inRun }
        let inSecond = Int64(Self.turnsPerSecond - turnsThisSecond)
        let beforeSecondEnds = clock.nextFrame(notBefore: VirtualTime(nanoseconds: secondEnds)).index - first
        return inSecond < beforeSecondEnds ? min(inRun, inSecond) : inRun
    }

    /// Counts `frames` of `clock`, none run yet, as ``count(at:)`` would count
    /// each; ``framesAllowed(from:clock:)`` said that none breaks a limit.
    mutating func count(frames: ClosedRange<Int64>, clock: FrameClock) {
        turns += frames.count
        let last = clock.time(ofFrame: frames.upperBound).nanoseconds
        guard last >= secondEnds else {
            turnsThisSecond += frames.count
            return
        }
        let secondStarts = last / 1_000_000_000 * 1_000_000_000
        secondEnds = secondStarts + 1_000_000_000
        let firstInSecond = max(frames.lowerBound, clock.nextFrame(notBefore: VirtualTime(nanoseconds: secondStarts)).index)
        turnsThisSecond = Int(frames.upperBound - firstInSecond + 1)
    }

    /// The limit a turn at `time` broke.
    private func exceeded(at time: VirtualTime) throws(RunFailure) {
        if turnsThisSecond > Self.turnsPerSecond {
            throw RunFailure(
                "behaviours took more than \(Self.turnsPerSecond) turns in one virtual second at t=\(time): a timer too short "
                    + "(`every`, `delay`, `throttle` or `debounce` below a millisecond?) or scrolls that answer each other",
                at: .start, isLimit: true)
        }
        if turns > Self.turnsPerRun {
            throw RunFailure("the run took more than \(Self.turnsPerRun) turns by t=\(time); shorten the script or lengthen its timers", at: .start, isLimit: true)
        }
    }

    /// Checks the timers waiting after a turn.
    @inline(__always)
    func check(pendingTimers: Int, at time: VirtualTime) throws(RunFailure) {
        guard pendingTimers > Self.pendingTimers else { return }
        throw RunFailure(
            "behaviours had more than \(Self.pendingTimers) timers waiting at t=\(time): delayed work that schedules more of itself",
            at: .start, isLimit: true)
    }
}
