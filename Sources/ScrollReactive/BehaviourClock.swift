/// Virtual time, as behaviours see it: the time now, work after a delay (in
/// a turn of its own) and work at the end of the current turn (RxSwift's main
/// scheduler).
public final class BehaviourClock {
    // Unchecked for speed: with BehaviorSubject's and ScheduledWork's, scrollbench's pipeline 7% faster, exploration 4% (docs/benchmarks.md, "What the unchecked accesses buy").
    /// The virtual time now.
    @exclusivity(unchecked) public package(set) var now = VirtualTime.zero {
        didSet { timers.now = now }
    }
    /// Work scheduled at virtual times.
    @usableFromInline package let timers = TimerQueue()
    /// Work deferred to the end of the turn.
    @usableFromInline package let scheduler = TurnScheduler()

    package init() {}

    /// Runs `work` in a turn of its own, `delay` from now.
    @discardableResult
    public func schedule(after delay: VirtualTime, _ work: @escaping () -> Void) -> ScheduledTimer {
        ScheduledTimer(id: timers.schedule(after: delay, work))
    }

    /// Cancels work scheduled with ``schedule(after:_:)`` that has not run.
    public func cancel(_ timer: ScheduledTimer) {
        timers.cancel(timer.id)
    }

    /// Runs `work` at the end of the current turn, after the work deferred before it.
    public func atEndOfTurn(_ work: @escaping () -> Void) {
        scheduler.schedule(EndOfTurnTask(work))
    }
}

/// Work scheduled on a ``BehaviourClock``, to cancel it.
public struct ScheduledTimer: Sendable, Hashable {
    package let id: Int
}
