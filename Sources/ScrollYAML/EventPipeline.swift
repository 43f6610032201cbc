internal import ScrollPlatform

/// Feeds a document's events to the tree builder in the order they are read,
/// reading a large document on a second thread a batch ahead.
///
/// Reading with libyaml and building and decoding nodes take about as long
/// each, so on two processors a large spec loads in little more than the
/// time libyaml takes alone. The builder sees the same events in the same
/// order either way, and a problem the reader meets reaches it only after
/// every event before it, so the outcome, diagnostics included, is the one
/// reading on the caller's thread gives.
package final class EventPipeline: @unchecked Sendable {
    /// Where the events are read.
    package enum Reading {
        /// On a second thread for an input of ``minimumBytes`` or more, when
        /// there are two processors; on the caller's thread otherwise.
        case automatic
        /// Always on the caller's thread.
        case callersThread
        /// Always on a second thread, if one starts.
        case secondThread
    }

    /// Below this, a spec loads in a few milliseconds, and starting a thread
    /// and handing batches over would be a visible part of that.
    package static let minimumBytes = 64 * 1024
    /// How far the reader may run ahead, so a large file's events are never
    /// all held; a few batches, so that neither side waits for the other's
    /// slower moments.
    private static let batchesAhead = 4

    /// Whether an input of `byteCount` bytes is read on a second thread.
    package static func readsAhead(_ reading: Reading, byteCount: Int) -> Bool {
        switch reading {
        case .automatic: return byteCount >= minimumBytes && WorkerThread.processorCount > 1
        case .callersThread: return false
        case .secondThread: return true
        }
    }

    /// Gives `consume` every event `reader` reads, in order, the stream's end
    /// last; on a second thread when `readAhead` is set and one starts.
    package static func feed(
        from reader: EventReader, readAhead: Bool, to consume: (YAMLEvent) throws(YAMLError) -> Void
    ) throws(YAMLError) {
        guard readAhead else { return try feedOnThisThread(from: reader, to: consume) }
        let pipeline = EventPipeline()
        // Used by one thread at a time: the second one, until it is joined.
        nonisolated(unsafe) let reader = reader
        guard let thread = WorkerThread({ pipeline.read(from: reader) }) else {
            return try feedOnThisThread(from: reader, to: consume)
        }
        defer {
            pipeline.stop()
            thread.join()
        }
        while let batch = try pipeline.nextBatch() {
            try batch.empty(into: consume)
            pipeline.recycle(batch)
        }
    }

    private static func feedOnThisThread(from reader: EventReader, to consume: (YAMLEvent) throws(YAMLError) -> Void) throws(YAMLError) {
        while true {
            let event = try reader.next()
            try consume(event)
            if case .streamEnd = event { return }
        }
    }

    private let lock = ConditionLock()
    // Shared by the two threads, under `lock`.
    private var ready: [EventBatch] = []
    private var spare: [EventBatch] = []
    private var failure: YAMLError?
    private var finished = false
    private var stopped = false

    /// The reader's side: reads until the stream ends, a problem stops it, or
    /// the builder stops.
    private func read(from reader: EventReader) {
        var batch = emptyBatch()
        while true {
            let event: YAMLEvent
            do {
                event = try reader.next()
            } catch {
                finish(with: batch, failure: error)
                return
            }
            let isEnd = if case .streamEnd = event { true } else { false }
            batch.append(event)
            if isEnd {
                finish(with: batch, failure: nil)
                return
            }
            if batch.isFull {
                guard hand(batch) else { return }
                batch = emptyBatch()
            }
        }
    }

    /// Hands a full batch over, waiting while the builder is far behind;
    /// `false` once the builder has stopped.
    private func hand(_ batch: EventBatch) -> Bool {
        lock.withLock {
            while ready.count >= Self.batchesAhead && !stopped { lock.wait() }
            guard !stopped else { return false }
            ready.append(batch)
            lock.announce()
            return true
        }
    }

    private func finish(with batch: EventBatch, failure: YAMLError?) {
        lock.withLock {
            ready.append(batch)
            self.failure = failure
            finished = true
            lock.announce()
        }
    }

    private func emptyBatch() -> EventBatch {
        lock.withLock { spare.popLast() } ?? EventBatch()
    }

    /// The builder's side: the next batch, waiting for it; `nil` after the
    /// last; the reader's problem once every event before it was taken.
    private func nextBatch() throws(YAMLError) -> EventBatch? {
        let (batch, failure) = lock.withLock { () -> (EventBatch?, YAMLError?) in
            while ready.isEmpty && !finished { lock.wait() }
            if !ready.isEmpty {
                let batch = ready.removeFirst()
                lock.announce()
                return (batch, nil)
            }
            return (nil, self.failure)
        }
        if let failure { throw failure }
        return batch
    }

    private func recycle(_ batch: EventBatch) {
        lock.withLock { spare.append(batch) }
    }

    /// Tells the reader to stop: the builder is done, or stopped at a problem.
    private func stop() {
        lock.withLock {
            stopped = true
            lock.announce()
        }
    }
}
