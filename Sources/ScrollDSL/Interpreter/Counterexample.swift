/// A script that breaks an invariant, as small as shrinking made it.
public struct Counterexample: Sendable {
    /// The broken invariant's line and column in the spec (or in `file`).
    public let mark: Mark
    /// The plugin file whose expression computed an impossible number, when that broke the run.
    public let file: String?
    /// What broke, as the run says it (`invariant broken: …`).
    public let message: String
    /// The run (from 0) whose script broke it, before shrinking.
    public let run: Int
    /// With a list of devices, the one (from 0, in list order) it broke on.
    public let device: Int?
    /// How many steps that script had.
    public let originalSteps: Int
    /// The shrunk script.
    public let steps: [Step]
    /// The script as spec lines (`  - drag: {…}`).
    public let scriptLines: [String]
    /// When the shrunk script broke it, in its own run.
    public let time: VirtualTime
    /// The trace lines of that run up to the turn it broke at.
    package let traceExcerpt: [String]
    /// What a replay draws of that run, when the exploration recorded it
    /// (`scrollrun explore --format html` does).
    public let replay: Replay?
    /// The plot of that run's default properties, when the replay was recorded.
    public let plot: PlotData?
    /// The spec file it was written as, once it was (`scrollrun explore` writes it).
    public var writtenTo: String?
}
