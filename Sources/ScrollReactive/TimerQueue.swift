/// Work behaviours schedule at a virtual time (`delay`, `throttle`, a timed
/// `debounce`, `every`): the world runs each, in time order (then in the order
/// scheduled), as a turn of its own.
///
/// A binary heap: scheduling and taking work cost a logarithm of what is
/// pending, so a long queue (ticks delayed past the end of a run) stays cheap.
/// Cancelled work stays in the heap, marked, until it comes to the top.
@usableFromInline
package final class TimerQueue {
    private struct Entry {
        let time: VirtualTime
        let sequence: Int
        let action: () -> Void

        /// Whether this entry runs before `other`.
        func precedes(_ other: Entry) -> Bool {
            (time, sequence) < (other.time, other.sequence)
        }
    }

    // Unchecked for speed: without this file's and TurnScheduler's, scrollbench's exploration runs 14% slower (docs/benchmarks.md, "What the unchecked accesses buy").
    /// Pending work, a min-heap by time, then by the order scheduled.
    @exclusivity(unchecked) private var heap: [Entry] = []
    /// The identifiers (sequences) of cancelled work still in the heap.
    @exclusivity(unchecked) private var cancelled: Set<Int> = []
    @exclusivity(unchecked) private var sequence = 0
    /// The virtual time now, kept by the world.
    @exclusivity(unchecked) package var now = VirtualTime.zero

    /// An empty queue.
    package init() {}

    /// When the next work is due, if any.
    package var nextTime: VirtualTime? { heap.first?.time }

    /// How much work is pending.
    package var count: Int { heap.count - cancelled.count }

    /// Runs `action` `delay` from now; returns an identifier to cancel it.
    @discardableResult
    @usableFromInline package func schedule(after delay: VirtualTime, _ action: @escaping () -> Void) -> Int {
        sequence += 1
        heap.append(Entry(time: now + delay, sequence: sequence, action: action))
        siftUp(from: heap.count - 1)
        return sequence
    }

    /// Drops scheduled work that has not run.
    @usableFromInline package func cancel(_ id: Int) {
        guard heap.contains(where: { $0.sequence == id }) else { return }
        cancelled.insert(id)
        dropCancelledAtTop()
    }

    /// Takes the next work due at `time`, if any.
    package func popDue(at time: VirtualTime) -> (() -> Void)? {
        guard let first = heap.first, first.time <= time else { return nil }
        removeTop()
        dropCancelledAtTop()
        return first.action
    }

    /// Drops everything (a finished run).
    package func removeAll() {
        heap.removeAll()
        cancelled.removeAll()
    }

    private func dropCancelledAtTop() {
        while let first = heap.first, cancelled.remove(first.sequence) != nil {
            removeTop()
        }
    }

    private func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(from: 0)
    }

    private func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let first = right < heap.count && heap[right].precedes(heap[left]) ? right : left
            guard heap[first].precedes(heap[parent]) else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
