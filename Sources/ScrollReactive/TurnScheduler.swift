/// Work that runs at the end of a turn, made once and scheduled as often as
/// needed; the scheduler links tasks into a queue, so scheduling allocates nothing.
@usableFromInline
package final class EndOfTurnTask {
    package let run: () -> Void
    // Unchecked for speed: without this file's and TimerQueue's, scrollbench's exploration runs 14% slower (docs/benchmarks.md, "What the unchecked accesses buy").
    @exclusivity(unchecked) fileprivate var next: EndOfTurnTask?
    @exclusivity(unchecked) fileprivate var isScheduled = false

    @usableFromInline package init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

/// The main scheduler of a run: each input and each frame is a *turn*, and work
/// deferred "to the end of this turn" (RxSwift's `debounce(0)` on the main
/// scheduler) runs before the next one, in the order it was deferred.
@usableFromInline
package final class TurnScheduler {
    @exclusivity(unchecked) private var head: EndOfTurnTask?
    /// The last task of the queue that `head` holds, so not held twice.
    @exclusivity(unchecked) private unowned(unsafe) var tail: EndOfTurnTask?

    /// A scheduler with nothing pending.
    package init() {}

    /// Whether deferred work waits.
    package var hasPendingWork: Bool { head != nil }

    /// Runs `task` at the end of the current turn, once however often it is scheduled.
    @usableFromInline package func schedule(_ task: EndOfTurnTask) {
        guard !task.isScheduled else { return }
        task.isScheduled = true
        if let tail { tail.next = task } else { head = task }
        tail = task
    }

    /// Runs deferred work, including work it defers in turn, until none is
    /// left or `budget` tasks have run; returns whether none is left (work
    /// that always defers more, such as a `debounce(0)` answering itself,
    /// would never end).
    @discardableResult
    package func runEndOfTurn(atMost budget: Int = .max) -> Bool {
        var left = budget
        while let task = head {
            guard left > 0 else { return false }
            left -= 1
            head = task.next
            if head == nil { tail = nil }
            task.next = nil
            task.isScheduled = false
            task.run()
        }
        return true
    }
}
