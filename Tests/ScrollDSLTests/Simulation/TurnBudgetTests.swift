import Testing
@testable import ScrollDSL

/// Frames that coast are counted at once: the turn limits must stop a run at
/// the frame where counting them one by one would, and leave the same count.
@Suite("Turn budget")
struct TurnBudgetTests {
    /// A budget that has counted `turns` turns at each of `times`, and a
    /// 120 Hz clock whose next frame to run is `first`.
    private func start(turns: Int, at times: [VirtualTime], first: Int64) throws -> (TurnBudget, FrameClock) {
        var budget = TurnBudget()
        for time in times {
            for _ in 0..<turns { try budget.count(at: time) }
        }
        var clock = FrameClock(frameRate: 120)
        clock.ran(frame: first - 1)
        return (budget, clock)
    }

    /// How many of `frames` count one by one before one breaks a limit, and the budget after them.
    private func oneByOne(_ budget: TurnBudget, _ frames: ClosedRange<Int64>, clock: FrameClock) -> (counted: Int64, budget: TurnBudget) {
        var budget = budget
        for frame in frames {
            do { try budget.count(at: clock.time(ofFrame: frame)) } catch { return (frame - frames.lowerBound, budget) }
        }
        return (Int64(frames.count), budget)
    }

    @Test("frames counted at once stop where one by one they break the second's limit, and leave the same count", arguments: [
        (VirtualTime.milliseconds(500), Int64(61), Int64(10)),  // 59 frames left in the second, room for 10
        (.milliseconds(990), 119, 301),  // 1 frame left in the second: the next second starts afresh
        (.milliseconds(950), 115, 301),  // 5 frames left in the second, room for 10
    ])
    func perSecond(counted: VirtualTime, first: Int64, expected: Int64) throws {
        let (budget, clock) = try start(turns: 99_990, at: [counted], first: first)
        let frames = first...(first + 300)
        #expect(min(budget.framesAllowed(from: first, clock: clock), Int64(frames.count)) == expected)
        #expect(oneByOne(budget, frames, clock: clock).counted == expected)
        let allowed = first...(first + expected - 1)
        var atOnce = budget
        atOnce.count(frames: allowed, clock: clock)
        #expect(atOnce == oneByOne(budget, allowed, clock: clock).budget)
    }

    @Test("frames counted at once stop where one by one they break the run's limit")
    func perRun() throws {
        let seconds = (0..<Int64(100)).map { VirtualTime.seconds($0) }
        let first: Int64 = 120 * 100 + 7
        let (budget, clock) = try start(turns: 99_999, at: seconds, first: first)
        let frames = first...(first + 500)
        let allowed = budget.framesAllowed(from: frames.lowerBound, clock: clock)
        #expect(allowed == Int64(TurnBudget.turnsPerRun - 9_999_900))
        #expect(oneByOne(budget, frames, clock: clock).counted == allowed)
    }

    @Test("frames counted at once across seconds leave the count that one by one leaves", arguments: [Int64(0), 1, 119, 120, 121, 5000])
    func acrossSeconds(first: Int64) throws {
        let (budget, clock) = try start(turns: first == 0 ? 0 : 3, at: first == 0 ? [] : [clock(first - 1)], first: first)
        for length in [Int64(1), 2, 119, 120, 121, 1000] {
            let frames = first...(first + length - 1)
            var atOnce = budget
            atOnce.count(frames: frames, clock: clock)
            #expect(atOnce == oneByOne(budget, frames, clock: clock).budget, "\(length) frames from frame \(first)")
        }
    }

    private func clock(_ frame: Int64) -> VirtualTime {
        FrameClock(frameRate: 120).time(ofFrame: frame)
    }
}
