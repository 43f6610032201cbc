@testable import ScrollDSL
import ScrollDSLBuiltIns
import Testing

/// Runs a spec that must be valid.
func runSpec(_ yaml: String, trace: (any TraceSink)? = nil) throws -> RunResult {
    Interpreter.run(try validSpec(yaml), options: RunOptions(trace: trace))
}

/// A started world for `yaml`, with its behaviours installed, to drive by hand.
func startedWorld(_ yaml: String) throws -> World {
    let world = Program(spec: try validSpec(yaml)).world
    try world.start()
    return world
}

/// A one-screen spec with a scroll view `list` (`options` added to it).
func listSpec(_ options: String = "", frameRate: Int = 120, contentHeight: Int = 20000) -> String {
    """
    scrollspec: 1
    name: List
    device: {frameRate: \(frameRate)}
    screens:
      - id: home
        scrollViews: [{id: list, contentHeight: \(contentHeight)\(options)}]
    """
}

extension RunResult {
    /// Its failures as `LINE: message`, for a test's message.
    var failureLines: [String] {
        diagnostics.map { "\($0.mark.line): \($0.message)" }
    }
}

/// Collects trace lines in memory.
final class TraceLines: TraceSink {
    var lines: [String] = []
    func writeLine(_ line: String) { lines.append(line) }
}

extension World {
    /// Plays `step` on this world as a run does; a step that checks, logs or
    /// remembers needs a run's interpreter, and fails the test here.
    func play(_ step: any ScriptStep, at mark: Mark = .start) throws {
        try step.perform(at: mark, in: WorldOnlyRun(world: self))
    }

    /// Touches down on `id` and starts moving `by` over `duration` (the first half of a drag).
    func beginDrag(_ id: String, by: Double, duration: VirtualTime, at mark: Mark) throws {
        try touchDown(id, at: mark)
        try startMove(id, by: Vector(x: 0, y: by), duration: duration)
    }

    /// Lifts the finger on `id` at `velocity` (the end of a drag).
    func endDrag(_ id: String, velocity: Double) throws {
        try lift(id, velocity: Vector(x: 0, y: velocity))
    }

    /// A vertical fling on `id`.
    func fling(_ id: String, velocity: Double, at mark: Mark) throws {
        try fling(id, velocity: Vector(x: 0, y: velocity), at: mark)
    }

    /// `setContentOffset(_:animated:)` along the scroll view's axis.
    func scroll(_ id: String, to target: OffsetTarget, animated: Bool, duration: VirtualTime) throws {
        try play(Step.ScrollTo(scrollView: id, offset: target, crossOffset: nil, animated: animated, duration: duration))
    }

    /// Runs until nothing moves, for at most `limit`.
    func settle(within limit: VirtualTime = .seconds(30)) throws {
        _ = try run(until: now + limit) { $0.isIdle }
    }

    /// The largest offset a scroll view reaches until everything is idle.
    func peakOffset(of id: String) throws -> Double {
        var peak = stage.scrollView(id).offset
        _ = try run(until: now + .seconds(30)) { world in
            peak = max(peak, world.stage.scrollView(id).offset)
            return world.isIdle
        }
        return peak
    }
}

/// A run that is only its world, for tests that drive a world step by step.
private final class WorldOnlyRun: ScriptRun {
    let world: World

    init(world: World) {
        self.world = world
    }

    func check(_ expectation: ScrollDSL.Expectation, at mark: Mark) throws(RunFailure) {
        Issue.record("`expect` needs an interpreter; run the spec instead")
    }

    func log(_ text: String) {
        Issue.record("`log` needs an interpreter; run the spec instead")
    }

    func remember(_ name: String, as path: PropertyPath) {
        Issue.record("`remember` needs an interpreter; run the spec instead")
    }
}

/// The messages of what went wrong running `yaml`: failed expectations and
/// anything that stopped the run.
func failures(_ yaml: String) throws -> [String] {
    try runSpec(yaml).diagnostics.map(\.message)
}

/// Runs `yaml` with the plugin files `files` (file name → text) beside the built-in
/// ones: its failures, and each line its behaviours logged (`{log}`), in order.
func runLogging(_ yaml: String, plugins files: [String: String], file: String = "spec.scroll.yaml") throws -> (failures: [String], logged: [String]) {
    let plugins = try PluginLoader.load([pluginFolder(files)], into: .builtIn)
    let trace = TraceLines()
    let result = Interpreter.run(try SpecLoader.load(yaml: yaml, file: file, plugins: plugins), options: RunOptions(trace: trace))
    let logged = trace.lines.compactMap { line -> String? in
        guard let range = line.range(of: "\"log\":\"") else { return nil }
        return String(line[range.upperBound...].dropLast(2))
    }
    return (result.failureLines, logged)
}

/// What a replay records of the run of `yaml`, which must pass.
func recordedReplay(_ yaml: String) throws -> Replay {
    var options = RunOptions()
    options.recordsReplay = true
    let result = Interpreter.run(try validSpec(yaml), options: options)
    #expect(result.passed, "\(result.failureLines)")
    return try #require(result.replay)
}
