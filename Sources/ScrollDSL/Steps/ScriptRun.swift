/// What a script step acts on while a run plays it: the simulated world, and
/// the run's own checks, trace and memory. The interpreter is the one run;
/// steps see it through this, so they sit below it.
protocol ScriptRun: AnyObject {
    /// The world the step acts on: fingers, keys, navigation, time.
    var world: World { get }

    /// Checks an expectation (`expect`), at once or over its `within` or `during` time.
    func check(_ expectation: Expectation, at mark: Mark) throws(RunFailure)

    /// Writes `text` in the trace (`log`).
    func log(_ text: String)

    /// Keeps the value of `path` now under `name`, for `$NAME` in later matchers (`remember`).
    func remember(_ name: String, as path: PropertyPath)
}
