/// Work deferred to the end of the current turn.
protocol EndOfTurnWork: AnyObject {
    func runAtEndOfTurn()
}

/// The main scheduler of a run: each input and each frame is a *turn*, and work
/// deferred "to the end of this turn" (RxSwift's `debounce(0)` on the main
/// scheduler) runs before the next one, in the order it was deferred.
public final class TurnScheduler {
    private var pending: [any EndOfTurnWork] = []

    /// A scheduler with nothing pending.
    public init() {
        pending.reserveCapacity(64)
    }

    /// Whether deferred work waits.
    public var hasPendingWork: Bool { !pending.isEmpty }

    func schedule(_ work: any EndOfTurnWork) {
        pending.append(work)
    }

    /// Runs deferred work, including work it defers in turn, until none is left.
    public func runEndOfTurn() {
        var index = 0
        while index < pending.count {
            pending[index].runAtEndOfTurn()
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
