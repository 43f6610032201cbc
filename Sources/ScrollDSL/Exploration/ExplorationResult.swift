/// What exploring one spec found.
public struct ExplorationResult: Sendable {
    /// The spec explored.
    public let file: String
    /// Its name.
    public let name: String
    /// The invariants explored, each with where it is written.
    package let invariants: [Invariant]
    /// How many scripts ran (in this shard).
    public var runs = 0
    /// How many of their steps were played (a run a broken invariant or a
    /// failing step stopped plays only the steps up to it).
    public var steps = 0
    /// The virtual time they covered.
    public var virtualTime = VirtualTime.zero
    /// Runs stopped before their script ended by something that is not a
    /// broken invariant (a `waitForIdle` that timed out, the time limit):
    /// not counted as violations.
    package var stoppedOtherwise = 0
    /// The first of those, in run order.
    package var firstOtherStop: StoppedRun?
    /// The first broken invariant, shrunk to a minimal script.
    public var counterexample: Counterexample?
    /// How often the runs put each invariant to the test, in spec order.
    var invariantActivity: [InvariantActivity]

    init(file: String, name: String, invariants: [Invariant]) {
        self.file = file
        self.name = name
        self.invariants = invariants
        invariantActivity = invariants.map { _ in InvariantActivity() }
    }

    /// What a report warns of when nothing broke: runs that stopped before
    /// their script ended, then each invariant no run put to the test.
    public var warnings: [Diagnostic] {
        (stoppedRunsWarning.map { [$0] } ?? []) + untestedInvariantWarnings
    }
}

/// An explored run that stopped before its script ended without breaking an invariant.
package struct StoppedRun: Sendable {
    /// The run (from 0, numbered as counterexamples are).
    package let run: Int
    /// Why it stopped, at the step of its script that was playing (`mark.line`, from 1).
    package let failure: RunFailure
}

extension ExplorationResult {
    /// The exploration as a run's result, for `run`'s report formats: one
    /// expectation per invariant (one JUnit test case each), failed where the
    /// counterexample broke it (at the time its shrunk script broke it, with
    /// the trace up to there), untested (skipped) where no run put it to the
    /// test; a behaviour's impossible number stops the run. The replay and
    /// plot are the counterexample's, when recorded.
    public var runResult: RunResult {
        var result = RunResult(file: file, name: name)
        result.expectations = zip(invariants, untestedReasons).map { invariant, untested in
            guard let counterexample, counterexample.mark == invariant.mark else {
                var expectation = ExpectationResult(mark: invariant.mark, summarized: .text(invariant.summary), start: .zero, time: .zero, failures: [], checks: [])
                expectation.untested = untested
                return expectation
            }
            var expectation = ExpectationResult(
                mark: invariant.mark, summarized: .text(invariant.summary), start: .zero, time: counterexample.time,
                failures: [RunFailure(counterexample.message, at: invariant.mark)], checks: [])
            expectation.traceExcerpt = counterexample.traceExcerpt
            return expectation
        }
        if let counterexample, !invariants.contains(where: { $0.mark == counterexample.mark }) {
            result.stoppedBy = RunFailure(counterexample.message, at: counterexample.mark, in: counterexample.file)
            result.stopExcerpt = counterexample.traceExcerpt
        }
        result.endTime = virtualTime
        result.replay = counterexample?.replay
        result.plot = counterexample?.plot
        result.exploration = ExplorationSummary(runs: runs, steps: steps, virtualTime: virtualTime, counterexample: counterexample)
        return result
    }
}
