/// Explores a spec: runs scripts generated from its own world and checks its
/// invariants at every turn; the first broken one is shrunk to a minimal
/// script. The same spec, seed and options give the same result.
public enum Explorer {
    /// Explores `spec` as `options` say, on each of its devices in list order
    /// (each with every run), until an invariant breaks; `progress` hears
    /// the result so far after each run.
    public static func explore(_ spec: Spec, options: ExplorationOptions, progress: (ExplorationResult) -> Void = { _ in }) -> ExplorationResult {
        var result = ExplorationResult(file: spec.file, name: spec.name, invariants: spec.invariants)
        for (device, target) in spec.runs.enumerated() {
            explore(target, device: device, of: spec, options: options, into: &result, progress: progress)
            if result.counterexample != nil || options.shouldStop() { break }
        }
        return result
    }

    /// Explores one device's `target` of `spec`, adding what its runs find to `result`.
    private static func explore(
        _ target: Spec, device: Int, of spec: Spec, options: ExplorationOptions,
        into result: inout ExplorationResult, progress: (ExplorationResult) -> Void
    ) {
        let generator = ScriptGenerator(spec: target, touchPaths: options.touchPaths)
        let setting = target.setting
        let shard = options.shard
        // This shard's runs: shard.index, shard.index + shard.count, …; each
        // thread writes its scripts over one buffer of steps, and hands a
        // script back only with the invariant its run broke.
        let played = ParallelRuns(count: options.runsPerDevice, threads: options.threads, workspace: { [Step]() }) { position, steps in
            let run = shard.index + position * shard.count
            var random = SplitMix(seed: options.seed ^ (UInt64(run) &* 0xD1B5_4A32_D192_ED03))
            generator.script(options.steps, random: &random, into: &steps)
            let outcome = play(steps, on: target, in: setting, options)
            return (run: run, outcome: outcome, broken: violation(in: outcome, of: target).map { (failure: $0, steps: steps) })
        }
        defer { played.stop() }
        while !options.shouldStop(), let (run, outcome, broken) = played.next() {
            result.runs += 1
            result.steps += outcome.stepsBegun
            result.virtualTime = result.virtualTime + outcome.endTime
            result.record(outcome.invariantActivity)
            switch broken {
            case .none:
                if let stop = outcome.stoppedBy {
                    result.stoppedOtherwise += 1
                    if result.firstOtherStop == nil { result.firstOtherStop = StoppedRun(run: run, failure: stop) }
                }
            case .some(let (broken, steps)):
                played.stop()
                // Numbered as the counterexample's script lists them, for the plot's step markers.
                let shrunk = Shrinker(check: ScriptCheck(spec: target), fails: { candidate in
                    violation(in: play(candidate, on: target, in: setting, options), of: target)?.mark == broken.mark
                }, budget: options.shrinkBudget).shrink(steps).enumerated().map { Step(action: $1.action, mark: Mark(line: $0 + 1, column: 1)) }
                let played = play(shrunk, on: target, in: setting, options, recording: true)
                let final = violation(in: played, of: target) ?? broken
                result.counterexample = Counterexample(
                    mark: final.mark, file: final.file, message: final.message, run: run, device: spec.runs.count > 1 ? device : nil,
                    originalSteps: steps.count, steps: shrunk,
                    scriptLines: shrunk.map { Counterexample.itemPrefix + StepWriter(screens: spec.screens).line($0.action) },
                    time: played.endTime, traceExcerpt: played.stopExcerpt, replay: played.replay, plot: played.plot
                )
                progress(result)
                return
            }
            progress(result)
        }
    }

    /// Why a spec without `invariants` cannot be explored.
    public static let noInvariants = "`explore` checks the spec's `invariants`, and it declares none; add `invariants:` (see docs/language.md)"

    /// Runs `steps` on `spec` in a world built from `setting` (the spec's,
    /// made once for all its runs); `recording` keeps what reports show of a
    /// counterexample (the trace up to its break, and its screens and plot
    /// when the options ask for them).
    static func play(_ steps: [Step], on spec: Spec, in setting: Setting, _ options: ExplorationOptions, recording: Bool = false) -> RunResult {
        var scripted = spec
        scripted.script = steps
        var runOptions = RunOptions(timeLimit: options.timeLimit, collectsTraceExcerpts: recording)
        if recording, options.recordsCounterexampleScreens {
            runOptions.recordsReplay = true
            runOptions.plotPaths = []
        }
        return Interpreter.run(scripted, in: setting, options: runOptions)
    }

    /// The broken invariant (or a behaviour's impossible number) that stopped the run, if one did.
    static func violation(in result: RunResult, of spec: Spec) -> RunFailure? {
        guard let stop = result.stoppedBy, !stop.isLimit else { return nil }
        let isInvariant = spec.invariants.contains { $0.mark == stop.mark } && stop.message.contains("invariant broken: ")
        return isInvariant || stop.file != nil ? stop : nil
    }
}
