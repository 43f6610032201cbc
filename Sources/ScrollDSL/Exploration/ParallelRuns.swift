internal import ScrollPlatform

/// Plays an exploration's runs on several threads and hands their outcomes
/// back in run order, so exploring on every processor finds, counts and
/// reports exactly what one thread would: the caller stops at the first
/// broken run, and the runs played after it are dropped.
///
/// Workers play at most ``window`` runs ahead of the caller, so a long
/// exploration never holds more than a few outcomes at once.
final class ParallelRuns<Outcome: Sendable>: @unchecked Sendable {
    private let count: Int
    private let play: @Sendable (Int) -> Outcome
    private let window: Int
    private let lock = ConditionLock()
    private var workers: [WorkerThread] = []
    // Shared by the threads, under `lock` once a worker runs: outcomes
    // waiting for the caller, each at its run's position modulo `window`.
    private var ready: [Outcome?]
    private var nextToPlay = 0
    private var handedBack = 0
    private var stopped = false

    /// Plays `play(0)`, `play(1)`, … `play(count - 1)` on `threads` threads;
    /// with one thread (or none that will start), on the caller's, one at a
    /// time as ``next()`` asks.
    init(count: Int, threads: Int, play: @escaping @Sendable (Int) -> Outcome) {
        self.count = count
        self.play = play
        window = 4 * max(threads, 1)
        ready = Array(repeating: nil, count: window)
        guard threads > 1, count > 1 else { return }
        for _ in 0..<min(threads, count) {
            guard let worker = WorkerThread(stackSize: Self.stackSize, { self.work() }) else { break }
            workers.append(worker)
        }
    }

    /// A worker's stack: a run's reactive graph may nest as deep as on the
    /// main thread, whose stack is this size on Linux and macOS.
    private static var stackSize: Int { 8 << 20 }

    /// The next run's outcome, in order; `nil` after the last.
    func next() -> Outcome? {
        guard !workers.isEmpty else {
            guard handedBack < count else { return nil }
            defer { handedBack += 1 }
            return play(handedBack)
        }
        return lock.withLock {
            guard handedBack < count else { return nil }
            let slot = handedBack % window
            while ready[slot] == nil { lock.wait() }
            let outcome = ready[slot]
            ready[slot] = nil
            handedBack += 1
            lock.announce()
            return outcome
        }
    }

    /// Stops the workers once their runs in play end, and waits for them;
    /// the caller always calls it, even after the last outcome.
    func stop() {
        lock.withLock {
            stopped = true
            lock.announce()
        }
        workers.forEach { $0.join() }
    }

    private func work() {
        while let position = take() {
            let outcome = play(position)
            lock.withLock {
                ready[position % window] = outcome
                lock.announce()
            }
        }
    }

    /// The next run to play, once it is inside the window; `nil` when every
    /// run is taken or the caller stopped.
    private func take() -> Int? {
        lock.withLock {
            while !stopped, nextToPlay < count, nextToPlay >= handedBack + window { lock.wait() }
            guard !stopped, nextToPlay < count else { return nil }
            defer { nextToPlay += 1 }
            return nextToPlay
        }
    }
}
