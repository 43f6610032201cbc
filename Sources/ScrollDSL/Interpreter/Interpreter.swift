/// How a run is carried out.
public struct RunOptions {
    /// One hour of virtual time.
    public static let defaultTimeLimit = VirtualTime.seconds(3600)

    /// The latest virtual time a run may reach.
    public var timeLimit: VirtualTime
    /// Where the trace streams, if anywhere.
    public var trace: (any TraceSink)?
    /// Whether failed expectations keep the trace lines around them.
    public var collectsTraceExcerpts: Bool
    /// The properties to record for a plot (empty: the default ones); `nil`: no plot.
    public var plotPaths: [PropertyPath]?
    /// Whether a plot is kept only when the run failed (the HTML report's).
    package var keepsPlotOnlyOnFailure = false
    /// Whether the run records what a replay draws (``RunResult/replay``):
    /// every scroll view, view property, screen and the tab bar, sampled at
    /// the replay's frame interval (the HTML report keeps it only for a failed run).
    public var recordsReplay = false
    /// Asked before each step, and before the run's first frame, timer or
    /// transition end and every 64th after; `true` stops the script (an interrupt).
    package var shouldStop: (@Sendable () -> Bool)?
    /// Whether each expectation keeps its checks (``ExpectationResult/checks``:
    /// expected and found as text), as Swift tests read them; reports do not
    /// need them, and formatting every check of a long session costs time.
    public var recordsChecks = false
    /// Whether every frame runs, even while nothing moves (tests compare the
    /// two ways; reports and traces must not differ).
    var runsEveryFrame = false
    /// What else watches the run (`compare`'s comparator).
    var observer: (any RunObserver)?

    /// Options with the default limit, no trace, no excerpts and no plot.
    public init(
        timeLimit: VirtualTime = RunOptions.defaultTimeLimit, trace: (any TraceSink)? = nil,
        collectsTraceExcerpts: Bool = false, plotPaths: [PropertyPath]? = nil
    ) {
        self.timeLimit = timeLimit
        self.trace = trace
        self.collectsTraceExcerpts = collectsTraceExcerpts
        self.plotPaths = plotPaths
    }
}

/// Runs a spec's script against its compiled program, step by step, and
/// checks its expectations (docs/language.md, "Script steps").
public final class Interpreter {
    private let program: Program
    var world: World { program.world }
    private let recorder: TraceRecorder?
    private var result: RunResult

    /// Runs `spec` and returns what it found.
    ///
    /// What only a failure shows (trace excerpts, a plot kept only on failure)
    /// is recorded by running the spec again once a run has failed: runs are
    /// deterministic, so a passing run, the common one in CI, records nothing
    /// and costs what a text report costs.
    public static func run(_ spec: Spec, options: RunOptions = RunOptions()) -> RunResult {
        run(spec, in: spec.setting, options: options)
    }

    /// Runs `spec` in a world built from `setting`, its own (``Spec/setting``),
    /// made once by a caller that runs many scripts on one spec.
    static func run(_ spec: Spec, in setting: Setting, options: RunOptions) -> RunResult {
        if options.trace == nil, options.collectsTraceExcerpts || options.keepsPlotOnlyOnFailure {
            var quick = options
            quick.collectsTraceExcerpts = false
            if options.keepsPlotOnlyOnFailure {
                quick.plotPaths = nil
                quick.recordsReplay = false
            }
            let result = runOnce(spec, in: setting, options: quick)
            if result.passed { return result }
        }
        return runOnce(spec, in: setting, options: options)
    }

    private static func runOnce(_ spec: Spec, in setting: Setting, options: RunOptions) -> RunResult {
        let program = Program(spec: spec, setting: setting, timeLimit: options.timeLimit)
        defer { program.dismantle() }
        return Interpreter(program: program, options: options).run()
    }

    private let excerpts: TraceExcerpts?
    private let plot: PlotRecorder?
    private let replay: PlotRecorder?
    private let options: RunOptions

    init(program: Program, options: RunOptions) {
        self.program = program
        self.options = options
        let excerpts = options.collectsTraceExcerpts ? TraceExcerpts() : nil
        self.excerpts = excerpts
        let recorder = options.trace != nil || excerpts != nil
            ? TraceRecorder(sink: options.trace, excerpts: excerpts, spec: program.spec, world: program.world) : nil
        let plot = options.plotPaths.map { PlotRecorder(paths: $0, spec: program.spec, world: program.world) }
        replay = options.recordsReplay ? PlotRecorder(paths: [], spec: program.spec, world: program.world, interval: ReplayPage.frameInterval, forReplay: true) : nil
        self.recorder = recorder
        self.plot = plot
        result = RunResult(file: program.spec.file, name: program.spec.displayName)
        program.world.shouldStop = options.shouldStop
        program.world.skipsQuietFrames = !options.runsEveryFrame
        if !program.spec.invariants.isEmpty { program.world.invariants = InvariantMonitor(program.spec.invariants, in: program.world) }
    }

    func run() -> RunResult {
        do {
            let observers: [(any RunObserver)?] = [recorder, plot, replay, options.observer]
            try world.start(observedBy: observers.compactMap { $0 })
            for step in program.spec.script ?? [] {
                try perform(step)
            }
        } catch {
            let mark = error.mark == .start && error.file == nil ? currentMark : error.mark
            result.stoppedBy = RunFailure(devicePrefix + error.message, at: mark, in: error.file, isLimit: error.isLimit)
            result.stopExcerpt = excerpts?.lastTurns ?? []
            replay?.runStopped(devicePrefix + error.message, at: world.now)
        }
        result.endTime = world.now
        result.invariantActivity = world.invariants?.activity ?? []
        result.plot = plot?.finish(at: world.now)
        result.replay = replay.map { Replay(spec: program.spec, recording: $0.finish(at: world.now)) }
        if options.keepsPlotOnlyOnFailure, result.passed {
            result.plot = nil
            result.replay = nil
        }
        for (index, lines) in excerpts?.excerpts ?? [:] {
            result.expectations[index].traceExcerpt = lines
        }
        return result
    }

    private var currentMark = Mark.start
    /// `[DEVICE] ` before failure messages when the spec lists devices, so each line says which run failed.
    private var devicePrefix: String { program.spec.device.name.map { "[\($0)] " } ?? "" }
    /// What `remember` steps kept, by name.
    private var memory: [String: PropertyValue] = [:]

    private func perform(_ step: Step) throws(RunFailure) {
        currentMark = step.mark
        if options.shouldStop?() == true {
            throw RunFailure("interrupted before this step", at: step.mark)
        }
        result.stepsBegun += 1
        plot?.stepStarted(step, at: world.now)
        replay?.stepStarted(step, at: world.now)
        try step.action.perform(at: step.mark, in: self)
    }

    // MARK: What steps act on (ScriptRun)

    /// Keeps the value of `path` now under `name`, for `$NAME` in later matchers.
    func remember(_ name: String, as path: PropertyPath) {
        memory[name] = world.value(of: path)
    }

    /// Writes `text` in the trace.
    func log(_ text: String) {
        recorder?.logged(text, at: world.now)
    }

    /// Checks an expectation: at once, or at the first turn `within` its time
    /// where all checks hold; then, with `during`, at every turn of that time,
    /// after which the script goes on from its end.
    func check(_ expectation: Expectation, at mark: Mark) throws(RunFailure) {
        let start = world.now
        // Matched at every turn of `within` and `during`: resolved once.
        let resolved = expectation.checks.map { ResolvedCheck(memory.isEmpty ? $0 : $0.resolved(with: memory), in: world) }
        let allHold = { (world: World) in resolved.allSatisfy { $0.holds(in: world) } }
        if let within = expectation.within {
            _ = try world.run(until: start + within, when: allHold)
        }
        var failures = failedChecks(resolved, suffix: Self.suffix(within: expectation.within), at: mark)
        var decided = world.now
        var results = options.recordsChecks ? checkResults(resolved) : []
        if let during = expectation.during {
            let end = world.now + during
            if failures.isEmpty, try world.run(until: end, when: { !allHold($0) }) {
                failures = failedChecks(resolved, suffix: Self.suffix(within: expectation.within, during: during), at: mark)
            }
            decided = world.now
            if options.recordsChecks { results = checkResults(resolved) }
            try world.advance(to: end)
        }
        let outcome = ExpectationResult(mark: mark, summarized: .expectation(expectation), start: start, time: decided, failures: failures, checks: results)
        result.expectations.append(outcome)
        recorder?.expectation(outcome)
        if !outcome.passed { excerpts?.expectationFailed(at: result.expectations.count - 1) }
    }

    /// What a failure adds after the expected value: ` within 1s`, ` during 2s`.
    private static func suffix(within: VirtualTime?, during: VirtualTime? = nil) -> String {
        (within.map { " within \($0)" } ?? "") + (during.map { " during \($0)" } ?? "")
    }

    /// Each check as it stands now, for Swift tests.
    private func checkResults(_ checks: [ResolvedCheck]) -> [CheckResult] {
        checks.map { resolved in
            CheckResult(
                property: "\(resolved.check.path)", expected: world.expectedDescription(resolved.check),
                found: "\(resolved.reader.read(world))", passed: resolved.holds(in: world)
            )
        }
    }

    /// The checks that do not hold now, each as a failure naming what it
    /// found; `suffix` (such as ` within 1s`) is put into words only for a failure.
    private func failedChecks(_ checks: [ResolvedCheck], suffix: @autoclosure () -> String, at mark: Mark) -> [RunFailure] {
        let failing = checks.filter { !$0.holds(in: world) }
        guard !failing.isEmpty else { return [] }
        let suffix = suffix()
        return failing.map { resolved in
            let value = resolved.reader.read(world)
            let message = devicePrefix + resolved.mismatch(found: value, in: world, suffix: suffix) + " at t=\(world.now)"
            plot?.checkFailed(resolved.check, value: value, message: message, at: world.now)
            replay?.checkFailed(resolved.check, value: value, message: message, at: world.now)
            return RunFailure(message, at: mark)
        }
    }
}

extension World {
    /// Runs turns until `condition` holds after one, or `deadline` passes;
    /// returns whether it held. Checks before the first turn too. With
    /// `coasting`, frames nobody sees coast (``coast(before:)``): the
    /// condition must be one they cannot make hold, such as idleness.
    func run(until deadline: VirtualTime, coasting: Bool = false, when condition: (World) -> Bool) throws(RunFailure) -> Bool {
        if condition(self) { return true }
        while case let event = nextEvent, event.time <= deadline {
            if coasting, try coast(before: deadline + VirtualTime(nanoseconds: 1)) { continue }
            try run(event)
            if condition(self) { return true }
        }
        now = max(now, deadline)
        return false
    }
}

/// The steps a script lists play on the interpreter.
extension Interpreter: ScriptRun {}
