#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

// POSIX threads, for the two places that use more than one: a large spec's
// YAML is parsed on a second thread while the caller builds and decodes its
// nodes, and `explore` plays its runs on every processor.

/// A thread running one piece of work, which its owner joins.
package final class WorkerThread {
    private let thread: pthread_t
    private var joined = false

    /// Starts `work` on a new thread, with a stack of `stackSize` bytes when
    /// given (the system's default otherwise: 512 KiB on macOS); `nil` when
    /// the system will not start one (the caller then does the work itself).
    package init?(stackSize: Int? = nil, _ work: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(work)).toOpaque()
        #if canImport(Glibc)
        var started = pthread_t()
        #else
        var started: pthread_t?
        #endif
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        guard pthread_create(&started, &attributes, { context in WorkerThread.run(context) }, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
        thread = started
        #else
        thread = started!
        #endif
    }

    /// Waits for the work to finish; the work's writes are then visible.
    package func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }

    deinit {
        join()
    }

    /// How many processors are online: a second thread helps only when there are two.
    package static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        return nil
    }
}

/// A mutex with one condition: threads wait on the condition, under the
/// mutex, for a state the other thread changes and then announces.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Runs `body` holding the mutex.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: runs `body` with the mutex released, then takes it again.
    package func unlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_unlock(mutex)
        defer { pthread_mutex_lock(mutex) }
        return try body()
    }

    /// Inside `withLock`: releases the mutex until another thread announces a
    /// change, then takes it again. Callers check their state again after it.
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Inside `withLock`: wakes every waiting thread.
    package func announce() {
        pthread_cond_broadcast(condition)
    }
}

/// Sleeps for `milliseconds`, or less when a signal arrives (the stopping
/// signals are caught without `SA_RESTART`, so Ctrl-C ends the wait at once).
package func pause(milliseconds: Int) {
    var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    _ = nanosleep(&request, nil)
}
