#if canImport(Glibc)
import Glibc
#endif

/// The signal that asked scrollrun to stop, if any (written only by the handler).
nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// SIGINT and SIGTERM stop a batch cleanly: the spec running stops before its
/// next step, no report file is written, and scrollrun exits 128 + the signal.
enum Interruption {
    /// Replaces the default handlers (which would kill the process mid-write),
    /// and unblocks both signals, which a parent may have left blocked.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            _ = Glibc.signal(number) { receivedSignal = $0 }
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The signal received, if any.
    static var received: Int32? {
        receivedSignal == 0 ? nil : receivedSignal
    }

    /// `SIGINT` or `SIGTERM`, for the message.
    static func name(of number: Int32) -> String {
        number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }
}
