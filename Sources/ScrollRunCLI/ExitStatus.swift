import ArgumentParser
import ScrollDSL
internal import ScrollPlatform

/// scrollrun's exit statuses, as docs/cli.md's table lists them.
enum ExitStatus {
    /// An expectation failed.
    static let failed = ExitCode(1)
    /// A spec is invalid, or a run broke a limit.
    static let invalid = ExitCode(2)
    /// The command line is wrong: a missing file, an empty selection, an output that is an input.
    static let usage = ExitCode(64)
    /// scrollrun itself went wrong.
    static let internalError = ExitCode(70)
    /// A report, trace, plot or standard output could not be written (sysexits' `EX_IOERR`).
    static let ioError = ExitCode(74)

    /// 128 + the signal, as shells report a process a signal stopped.
    static func interrupted(by signal: Int32) -> ExitCode {
        ExitCode(128 + signal)
    }

    /// Stops a command that was interrupted after `done` of `total` specs:
    /// said on standard error, no report is written, and the process exits
    /// 128 + the signal.
    static func stopIfInterrupted(done: Int, of total: Int, console: Console) throws {
        guard let signal = Signals.received else { return }
        console.error("interrupted by \(Signals.name(of: signal)) after \(done) of \(total) specs; no report was written")
        throw interrupted(by: signal)
    }

    /// An output that could not be written (`what`: `the report`), said on
    /// standard error: 74, or, when a signal cut the write short (a FIFO
    /// that no reader opens), the interrupt's status.
    static func outputFailed(_ what: String, _ error: any Error, console: Console) -> ExitCode {
        if let signal = Signals.received {
            console.error("interrupted by \(Signals.name(of: signal)) while writing \(what)")
            return interrupted(by: signal)
        }
        console.error("cannot write \(what) to \(error)")
        return ioError
    }
}
