/// What running one spec found.
public struct RunResult: Sendable {
    /// The spec file.
    public let file: String
    /// The spec's name.
    public let name: String
    /// Each `expect` step that ran, in script order.
    public internal(set) var expectations: [ExpectationResult] = []
    /// A step that could not run, which stopped the script.
    public internal(set) var stoppedBy: RunFailure?
    /// The trace lines up to the turn that stopped the run (a broken
    /// invariant, say), when the run collected trace excerpts.
    public internal(set) var stopExcerpt: [String] = []
    /// How many of the script's steps began before the run ended (all of
    /// them, unless a step or a broken invariant stopped it).
    package internal(set) var stepsBegun = 0
    /// The virtual time the script ended at.
    public internal(set) var endTime = VirtualTime.zero
    /// What was recorded for a plot, when one was asked for.
    public internal(set) var plot: PlotData?
    /// What was recorded for a replay, when one was asked for.
    public internal(set) var replay: Replay? {
        get { replayBox?.value }
        set { replayBox = newValue.map(Boxed.init) }
    }
    /// For `explore`: how much was explored.
    public internal(set) var exploration: ExplorationSummary? {
        get { explorationBox?.value }
        set { explorationBox = newValue.map(Boxed.init) }
    }
    /// ``replay`` and ``exploration``, boxed: most runs have neither, and a
    /// result with room for both inline took more than a kilobyte, so each
    /// run's interpreter, which holds one, was a block glibc hands out only
    /// after merging the small blocks freed before it.
    var replayBox: Boxed<Replay>?
    var explorationBox: Boxed<ExplorationSummary>?
    /// How often this run put each invariant to the test, in spec order.
    var invariantActivity: [InvariantActivity] = []

    /// Whether every expectation held and every step ran.
    public var passed: Bool { stoppedBy == nil && expectations.allSatisfy(\.passed) }

    /// How many expectations failed.
    public var failedCount: Int { expectations.count { !$0.passed } }

    /// Every failure, as `FILE:LINE:COLUMN: error:` diagnostics, in script order.
    public var diagnostics: [Diagnostic] {
        expectationFailures + (stopDiagnostic.map { [$0] } ?? [])
    }

    /// The failed expectations alone, as diagnostics, in script order.
    var expectationFailures: [Diagnostic] {
        expectations.flatMap { expectation in
            expectation.failures.map { Diagnostic(file: $0.file ?? file, mark: $0.mark, message: $0.message) }
        }
    }
}

/// The outcome of one `expect` step.
public struct ExpectationResult: Sendable {
    /// The step's position.
    public let mark: Mark
    /// What the step checks: `feed.offset within 1s`.
    public var summary: String { summarized.text }
    /// The summary, or the step it is worked out from when a report asks
    /// (a passing run in CI asks for none).
    let summarized: ExpectationSummary
    /// When the step started.
    public let start: VirtualTime
    /// When it was decided: when every check held, or when `within` ran out.
    public let time: VirtualTime
    /// The checks that did not hold.
    public let failures: [RunFailure]
    /// Every check of the step, with what it expected and what it found when
    /// the step was decided; kept when ``RunOptions/recordsChecks`` is set
    /// (``SpecRunner`` sets it), empty otherwise.
    public let checks: [CheckResult]
    /// Trace lines around a failure, when the run collected them.
    package internal(set) var traceExcerpt: [String] = []
    /// For an invariant `explore` checked: why no explored run put it to the
    /// test (`never tested in 40 explored runs: its `when` never held`), a
    /// skipped test case in JUnit and TAP; `nil` otherwise.
    public internal(set) var untested: String?

    /// Whether every check held.
    public var passed: Bool { failures.isEmpty }
    /// The step's line in the spec file.
    public var line: Int { mark.line }
}

/// What an expectation result checks: a summary, or the `expect` step that
/// says it (`feed.offset, bar.position within 1s during 2s`).
enum ExpectationSummary: Sendable {
    case text(String)
    case expectation(Expectation)

    var text: String {
        switch self {
        case .text(let text): return text
        case .expectation(let expectation): return expectation.checks.map { "\($0.path)" }.joined(separator: ", ") + expectation.timing
        }
    }
}

/// One check of an `expect` step (`feed.offset: top`), as a Swift test reads it.
public struct CheckResult: Sendable, Equatable {
    /// The property checked, as written: `feed.offset`.
    public let property: String
    /// What it was expected to be, as failures print it: `0 ±0.5`, `in [100, 200]`.
    public let expected: String
    /// What it was when the step was decided.
    public let found: String
    /// Whether it held.
    public let passed: Bool
}

/// How much `explore` covered for one spec.
public struct ExplorationSummary: Sendable {
    /// Scripts run.
    public let runs: Int
    /// The steps they played.
    public let steps: Int
    /// The virtual time they covered.
    public let virtualTime: VirtualTime
    /// The first broken invariant's shortest script, as found.
    public let counterexample: Counterexample?
}
