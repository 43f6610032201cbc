internal import ScrollPlatform

/// How `scrollrun explore` explores a spec.
public struct ExplorationOptions: Sendable {
    /// How many scripts are generated and run.
    public var runs = 100
    /// The seed the scripts come from: the same seed gives the same scripts.
    public var seed: UInt64 = 1
    /// How many steps each script has.
    public var steps = 20
    /// With `(index, count)`, only the runs whose number modulo `count` is
    /// `index` (CI jobs splitting the seeds).
    public var shard: (index: Int, count: Int) = (0, 1)
    /// The virtual time a run may reach.
    public var timeLimit = RunOptions.defaultTimeLimit
    /// The most runs a shrink may try.
    public var shrinkBudget = 500
    /// How many runs are played at once, each on a thread of its own: by
    /// default one per processor. Any number finds and reports the same.
    public var threads = WorkerThread.processorCount
    /// Whether the counterexample's run also records what the HTML report
    /// draws of it: the screen at the break and before it, and a plot.
    package var recordsCounterexampleScreens = false
    /// Finger paths recorded from people (`--touches DIR`): half the drags
    /// play one of those that fit the device's screen, as a `touches` step.
    package var touchPaths: [[TouchSample]] = []
    /// Asked between runs; `true` stops the exploration where it is.
    package var shouldStop: @Sendable () -> Bool = { false }

    /// The defaults: 100 runs of 20 steps from seed 1.
    public init() {}

    /// How many runs this shard plays on each device of a spec when nothing
    /// breaks: `runs`, or its share of them with a shard.
    package var runsPerDevice: Int {
        max(0, (runs - shard.index + shard.count - 1) / shard.count)
    }

    /// How many runs exploring `spec` plays when nothing breaks: this
    /// shard's share of `runs` on each of the spec's devices.
    package func plannedRuns(of spec: Spec) -> Int {
        spec.runs.count * runsPerDevice
    }
}
