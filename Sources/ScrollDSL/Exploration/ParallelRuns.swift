internal import ScrollPlatform

/// Plays an exploration's runs on several threads and hands their outcomes
/// back in run order, so exploring on every processor finds, counts and
/// reports exactly what one thread would: the caller stops at the first
/// broken run, and the runs played after it are dropped.
///
/// The caller's thread plays runs too: waiting for its next outcome, it
/// takes the next run to play instead of sleeping, and sleeps only when
/// every run in reach is taken. A thread wakes another only when that one
/// sleeps, so a run costs no switch between threads. Runs are played at most
/// ``window`` ahead of the one the caller waits for, so a long exploration
/// never holds more than a few outcomes at once.
///
/// Each thread hands its runs a `Workspace` of its own, made once: what a
/// run fills and the next one empties (a script's steps) is allocated once
/// a thread, not once a run.
final class ParallelRuns<Outcome: Sendable, Workspace>: @unchecked Sendable {
    private let count: Int
    private let play: @Sendable (Int, inout Workspace) -> Outcome
    private let makeWorkspace: @Sendable () -> Workspace
    /// The caller's thread's workspace, used only on that thread.
    private var callersWorkspace: Workspace
    private let window: Int
    private let lock = ConditionLock()
    private var workers: [WorkerThread] = []
    // Shared by the threads, under `lock` once a worker runs: outcomes
    // waiting for the caller, each at its run's position modulo `window`.
    private var ready: [Outcome?]
    private var nextToPlay = 0
    private var handedBack = 0
    private var stopped = false
    /// How many threads sleep on the lock's condition.
    private var sleeping = 0

    /// Plays `play(0, &workspace)`, `play(1, &workspace)`, … `play(count - 1,
    /// &workspace)` on `threads` threads, the caller's among them, each
    /// thread with a workspace of its own from `makeWorkspace`; with one
    /// thread (or none more that will start), on the caller's, one at a
    /// time as ``next()`` asks.
    init(
        count: Int, threads: Int, workspace makeWorkspace: @escaping @Sendable () -> Workspace,
        play: @escaping @Sendable (Int, inout Workspace) -> Outcome
    ) {
        self.count = count
        self.play = play
        self.makeWorkspace = makeWorkspace
        callersWorkspace = makeWorkspace()
        window = 4 * max(threads, 1)
        ready = Array(repeating: nil, count: window)
        guard threads > 1, count > 1 else { return }
        for _ in 1..<min(threads, count) {
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
            return play(handedBack, &callersWorkspace)
        }
        return lock.withLock {
            guard handedBack < count else { return nil }
            let slot = handedBack % window
            while ready[slot] == nil {
                if let position = takeUnderLock() {
                    playUnlocked(position, in: &callersWorkspace)
                } else {
                    sleep()
                }
            }
            let outcome = ready[slot]
            ready[slot] = nil
            handedBack += 1
            wakeSleepers()
            return outcome
        }
    }

    /// Stops the workers once their runs in play end, and waits for them;
    /// the caller always calls it, even after the last outcome.
    func stop() {
        lock.withLock {
            stopped = true
            wakeSleepers()
        }
        workers.forEach { $0.join() }
    }

    private func work() {
        var workspace = makeWorkspace()
        lock.withLock {
            while !stopped {
                if let position = takeUnderLock() {
                    playUnlocked(position, in: &workspace)
                } else if nextToPlay >= count {
                    return
                } else {
                    sleep()
                }
            }
        }
    }

    /// Under the lock: the next run to play, when one is left inside the
    /// window and the caller has not stopped.
    private func takeUnderLock() -> Int? {
        guard !stopped, nextToPlay < count, nextToPlay < handedBack + window else { return nil }
        defer { nextToPlay += 1 }
        return nextToPlay
    }

    /// Under the lock: plays the run at `position` in `workspace` with the
    /// lock released, then keeps its outcome.
    private func playUnlocked(_ position: Int, in workspace: inout Workspace) {
        let outcome = lock.unlocked { play(position, &workspace) }
        ready[position % window] = outcome
        wakeSleepers()
    }

    /// Under the lock: waits for another thread to change something.
    private func sleep() {
        sleeping += 1
        lock.wait()
        sleeping -= 1
    }

    /// Under the lock: wakes the threads that sleep, if any do.
    private func wakeSleepers() {
        if sleeping > 0 { lock.announce() }
    }
}
