#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// The value of an environment variable.
package func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// SIGINT, SIGTERM, SIGHUP and SIGXCPU, turned into a flag the work checks;
/// SIGPIPE ignored, so a reader that has gone is a failed write (status 74).
package enum Signals {
    /// The signals that stop the work cleanly: no temporary file is left.
    private static let stopping = [SIGINT, SIGTERM, SIGHUP, SIGXCPU]

    /// Catches the stopping signals from now on (and unblocks them, which a
    /// parent may have left blocked), and ignores SIGPIPE. Without
    /// `SA_RESTART`, a blocking call returns at once, so a stop is honoured
    /// wherever it arrives.
    package static func install() {
        signal(SIGPIPE, SIG_IGN)
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { receivedSignal = $0 }
        #else
        action.__sigaction_handler.sa_handler = { receivedSignal = $0 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var set = sigset_t()
        sigemptyset(&set)
        for number in stopping {
            sigaction(number, &action, nil)
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal received, if any.
    package static var received: Int32? {
        receivedSignal == 0 ? nil : receivedSignal
    }

    /// `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGXCPU`, for messages.
    package static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGXCPU: return "SIGXCPU"
        default: return "signal \(number)"
        }
    }
}

/// Written only by the signal handler. A signal can land while the run is
/// reading it (it does so every frame), so the debug build's exclusivity
/// check, which would see a write inside that read and stop the process,
/// is off: one aligned 32-bit word is read and written whole.
@exclusivity(unchecked) nonisolated(unsafe) private var receivedSignal: Int32 = 0
