/// Events the reader hands the builder at once. Each is moved in and moved
/// out, never copied, and the batch is used again once emptied.
package final class EventBatch {
    /// How many events a batch holds.
    package static let capacity = 1024

    private let events = UnsafeMutablePointer<YAMLEvent>.allocate(capacity: EventBatch.capacity)
    /// The events from `taken` to `count` are held.
    private var count = 0
    private var taken = 0

    deinit {
        (events + taken).deinitialize(count: count - taken)
        events.deallocate()
    }

    /// Whether it holds as many events as it can.
    package var isFull: Bool { count == Self.capacity }

    /// Adds an event at the end; the batch must not be full.
    package func append(_ event: consuming YAMLEvent) {
        (events + count).initialize(to: event)
        count += 1
    }

    /// Moves every event out to `body`, in order, leaving the batch empty;
    /// when `body` throws, the events after are dropped.
    package func empty(into body: (consuming YAMLEvent) throws(YAMLError) -> Void) throws(YAMLError) {
        defer {
            (events + taken).deinitialize(count: count - taken)
            count = 0
            taken = 0
        }
        while taken < count {
            taken += 1
            try body((events + taken - 1).move())
        }
    }
}
