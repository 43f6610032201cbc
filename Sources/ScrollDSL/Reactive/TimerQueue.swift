/// Work behaviours schedule at a virtual time (`delay`, `throttle`, a timed
/// `debounce`, `every`): the world runs each, in time order (then in the order
/// scheduled), as a turn of its own.
public final class TimerQueue {
    private struct Entry {
        let time: VirtualTime
        let sequence: Int
        let id: Int
        let action: () -> Void
    }

    /// Pending work, latest first, so the next due is popped from the end.
    @exclusivity(unchecked) private var entries: [Entry] = []
    private var sequence = 0
    /// The virtual time now, kept by the world.
    @exclusivity(unchecked) var now = VirtualTime.zero

    /// An empty queue.
    public init() {}

    /// When the next work is due, if any.
    var nextTime: VirtualTime? { entries.last?.time }

    /// Runs `action` `delay` from now; returns an identifier to cancel it.
    @discardableResult
    func schedule(after delay: VirtualTime, _ action: @escaping () -> Void) -> Int {
        sequence += 1
        let entry = Entry(time: now + delay, sequence: sequence, id: sequence, action: action)
        let index = entries.firstIndex { ($0.time, $0.sequence) < (entry.time, entry.sequence) } ?? entries.endIndex
        entries.insert(entry, at: index)
        return entry.id
    }

    /// Drops scheduled work that has not run.
    func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Takes the next work due at `time`, if any.
    func popDue(at time: VirtualTime) -> (() -> Void)? {
        guard let last = entries.last, last.time <= time else { return nil }
        entries.removeLast()
        return last.action
    }

    /// Drops everything (a finished run).
    func removeAll() {
        entries.removeAll()
    }
}
