import ScrollText

extension ExplorationResult {
    /// When nothing broke, a warning at the spec's start that runs stopped
    /// before their script ended (a `waitForIdle` that timed out on a world
    /// that never came to rest, a time limit too short for the scripts):
    /// they are no violation, but they explored less than they were made
    /// to, and a spec whose every run stops explores next to nothing. It
    /// counts them and says why the first stopped, and at which step.
    var stoppedRunsWarning: Diagnostic? {
        guard counterexample == nil, let first = firstOtherStop else { return nil }
        let (its, they) = stoppedOtherwise == 1 ? ("its", "it") : ("their", "they")
        let message = "\(stoppedOtherwise) of \(Plural.of(runs, "explored run")) stopped before \(its) script ended"
            + " (no violation, but \(they) explored less); the first, run \(first.run), at its step \(first.failure.mark.line): \(first.failure.message)"
        return Diagnostic(file: file, mark: .start, message: message, severity: .warning)
    }
}
