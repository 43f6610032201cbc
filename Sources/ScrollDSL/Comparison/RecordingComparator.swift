/// Holds a run against a recording as the run goes: each recorded line is
/// compared with the run's state at the last turn at or before its time plus
/// half a frame interval (the frame it showed), and lines after the run's end
/// with its final state. Offsets differ past the tolerance; phases differ
/// only when a difference lasts longer than one frame interval.
final class RecordingComparator: RunObserver {
    private let recording: Recording
    /// Where in the run a recorded time falls: the run's time is the recorded one less this.
    private let shift: VirtualTime
    private let halfFrame: VirtualTime
    private let frameInterval: VirtualTime
    private let tolerance: Double
    /// The scroll views the recording names, in the order it first names them.
    private let scrollViews: [String]
    /// The next recorded line to compare.
    private var next = 0
    /// Each recorded scroll view, as the last turn left it.
    private var states: [String: (x: Double, y: Double, phase: ScrollPhase)] = [:]
    /// What was found per scroll view and property, in the order first compared.
    private var divergences: [Divergence] = []
    private var divergenceIndex: [String: Int] = [:]

    init(_ recording: Recording, shift: VirtualTime, frameRate: Double, tolerance: Double) {
        self.recording = recording
        self.shift = shift
        frameInterval = VirtualTime(nanoseconds: Int64((1e9 / frameRate).rounded()))
        halfFrame = VirtualTime(nanoseconds: Int64((0.5e9 / frameRate).rounded()))
        self.tolerance = tolerance
        var seen: Set<String> = []
        scrollViews = recording.frames.map(\.scrollView).filter { seen.insert($0).inserted }
    }

    func turnEnded(_ kind: TurnKind, in world: World) {
        if states.isEmpty { read(world) }
        compare(before: world.now)
        read(world)
    }

    /// The comparison of every line, those after the run's end with its final
    /// state: one result per scroll view and property.
    func finish() -> [ExpectationResult] {
        compare(before: nil)
        return divergences.map { $0.result(file: recording.file, tolerance: tolerance, frameInterval: frameInterval) }
    }

    /// Where each offset first differed: the scroll view, `x` or `y`, the
    /// recorded time, the run's value then, and the message (for the plot).
    var firstOffsetDifferences: [(scrollView: String, property: String, time: VirtualTime, run: Double, message: String)] {
        divergences.compactMap { divergence in
            guard let first = divergence.firstOffset else { return nil }
            let message = divergence.result(file: recording.file, tolerance: tolerance, frameInterval: frameInterval).failures[0].message
            return (divergence.scrollView, divergence.property, first.time, first.run, message)
        }
    }

    /// Reads each recorded scroll view's state.
    private func read(_ world: World) {
        for id in scrollViews {
            let scrollView = world.stage.scrollView(id)
            states[id] = (scrollView.offsetX, scrollView.offsetY, scrollView.phase)
        }
    }

    /// Compares the lines whose frame came before `time` (all when `nil`) with the states as they stand.
    private func compare(before time: VirtualTime?) {
        while next < recording.frames.count {
            let frame = recording.frames[next]
            let shown = frame.time - shift + halfFrame
            if let time, shown >= time { return }
            next += 1
            guard let state = states[frame.scrollView] else { continue }
            divergence(frame.scrollView, "x").offset(recorded: frame.x, run: state.x, at: frame, tolerance: tolerance)
            divergence(frame.scrollView, "y").offset(recorded: frame.y, run: state.y, at: frame, tolerance: tolerance)
            if let phase = frame.phase { divergence(frame.scrollView, "phase").phase(recorded: phase, run: state.phase, at: frame, lasting: frameInterval) }
        }
    }

    private func divergence(_ scrollView: String, _ property: String) -> Divergence {
        let key = scrollView + "." + property
        if let index = divergenceIndex[key] { return divergences[index] }
        let made = Divergence(scrollView: scrollView, property: property)
        divergenceIndex[key] = divergences.count
        divergences.append(made)
        return made
    }
}

/// What one property of one scroll view did against the recording.
private final class Divergence {
    let scrollView: String
    let property: String
    /// The first recorded line where it differed: its time, line, and what each said.
    private var first: (frame: Recording.Frame, recorded: String, run: String)?
    /// The largest difference of an offset, and where.
    private var largest: (difference: Double, frame: Recording.Frame)?
    /// A phase difference under way: where it started.
    private var phaseStart: (frame: Recording.Frame, recorded: ScrollPhase, run: ScrollPhase)?
    /// The longest phase difference, and where it started.
    private var longest: (duration: VirtualTime, frame: Recording.Frame)?
    /// The first offset past the tolerance: when it was recorded, and the run's value then.
    private(set) var firstOffset: (time: VirtualTime, run: Double)?
    private var compared = 0
    private var lastTime = VirtualTime.zero

    init(scrollView: String, property: String) {
        self.scrollView = scrollView
        self.property = property
    }

    func offset(recorded: Double, run: Double, at frame: Recording.Frame, tolerance: Double) {
        compared += 1
        lastTime = frame.time
        let difference = abs(recorded - run)
        if difference > (largest?.difference ?? -1) { largest = (difference, frame) }
        if first == nil, difference > tolerance {
            first = (frame, recorded.rounded(toPlaces: 3).formatted, run.rounded(toPlaces: 3).formatted)
            firstOffset = (frame.time, run)
        }
    }

    /// A phase difference lasts from the frame of its first line to the end of
    /// its last line's frame: it counts once two lines in a row differ, longer
    /// than one frame interval (a phase that changes a frame late does not count).
    func phase(recorded: ScrollPhase, run: ScrollPhase, at frame: Recording.Frame, lasting interval: VirtualTime) {
        compared += 1
        lastTime = frame.time
        guard recorded != run else {
            phaseStart = nil
            return
        }
        if phaseStart == nil { phaseStart = (frame, recorded, run) }
        let start = phaseStart!
        let duration = frame.time - start.frame.time + interval
        if duration > (longest?.duration ?? .zero) { longest = (duration, start.frame) }
        if first == nil, frame.time > start.frame.time { first = (start.frame, start.recorded.rawValue, start.run.rawValue) }
    }

    /// A recorded time as the recording writes it, in seconds (to the microsecond).
    private static func seconds(_ time: VirtualTime) -> String {
        time.seconds.rounded(toPlaces: 6).formatted + "s"
    }

    /// The comparison as an expectation: failed at the first lasting difference, in the recording's file.
    func result(file: String, tolerance: Double, frameInterval: VirtualTime) -> ExpectationResult {
        let summary = "\(scrollView).\(property) against the recording"
        guard let first else {
            return ExpectationResult(mark: .start, summarized: .text(summary + " (\(compared) lines agree)"), start: .zero, time: lastTime, failures: [], checks: [])
        }
        var message = "`\(scrollView)` \(property) differs from the recording first at t=\(Self.seconds(first.frame.time)): recorded \(first.recorded), run \(first.run)"
        if let largest {
            message += " (tolerance \(tolerance.formatted) pt); the largest difference is \(largest.difference.rounded(toPlaces: 3).formatted) pt at t=\(Self.seconds(largest.frame.time)) (line \(largest.frame.line))"
        } else if let longest {
            message += " (for longer than a frame interval, \(frameInterval)); the longest difference lasts \(longest.duration) from t=\(Self.seconds(longest.frame.time)) (line \(longest.frame.line))"
        }
        let mark = Mark(line: first.frame.line, column: 1)
        return ExpectationResult(mark: mark, summarized: .text(summary), start: .zero, time: first.frame.time,
                                 failures: [RunFailure(message, at: mark, in: file)], checks: [])
    }
}
