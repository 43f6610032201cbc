/// `scrollrun compare`: runs a spec and holds it against a device's recording.
/// Without touches in the recording, the spec's script runs and time 0 of the
/// recording is time 0 of the run; with touches, they drive the run instead
/// (as sampled touches on the spec's first scroll view, or the one named),
/// from its first `down` at time 0, until the recording's last line.
public enum Comparison {
    /// The run of `spec` held against `recording`: one expectation per
    /// recorded scroll view and property (`x`, `y`, `phase`), failed at the
    /// first time it differs, in the recording's file. Throws for a recording
    /// that names a scroll view the spec does not declare.
    public static func run(
        _ spec: Spec, against recording: Recording, scrollView: String? = nil, tolerance: Double? = nil, options: RunOptions = RunOptions()
    ) throws(Diagnostic) -> RunResult {
        let declared = spec.screens.flatMap(\.scrollViews).map(\.id)
        for frame in recording.frames where !declared.contains(frame.scrollView) {
            throw Diagnostic(file: recording.file, mark: Mark(line: frame.line, column: 1),
                             message: "the recording names `\(frame.scrollView)`, which the spec does not declare" + Suggestion.hint(for: frame.scrollView, among: declared))
        }
        var driven = spec
        var shift = VirtualTime.zero
        if let firstDown = recording.touches.first {
            guard let target = scrollView ?? declared.first else {
                throw Diagnostic(file: spec.file, mark: .start, message: "the recording's touches need a scroll view, and the spec declares none")
            }
            guard declared.contains(target) else {
                throw Diagnostic(file: spec.file, mark: .start, message: "--scroll-view `\(target)` names no scroll view of the spec" + Suggestion.hint(for: target, among: declared))
            }
            shift = firstDown.time
            driven.script = script(playing: recording, on: target, from: shift, frameRate: spec.device.frameRate)
        }
        let length = recording.end - shift
        guard length <= options.timeLimit else {
            var result = RunResult(file: spec.file, name: spec.displayName)
            result.stoppedBy = RunFailure("the recording lasts \(length) from its start, past the run's time limit of \(options.timeLimit) of virtual time (raise it with --max-time)",
                                         at: Mark(line: recording.lastLine, column: 1), in: recording.file, isLimit: true)
            return result
        }
        let comparator = RecordingComparator(recording, shift: shift, frameRate: spec.device.frameRate, tolerance: tolerance ?? spec.tolerance)
        var options = options
        options.collectsTraceExcerpts = false
        options.keepsPlotOnlyOnFailure = false
        options.observer = comparator
        var result = Interpreter.run(driven, options: options)
        result.expectations += comparator.finish()
        if var plot = result.plot {
            draw(recording, shift: shift, differences: comparator.firstOffsetDifferences, on: &plot, axes: Dictionary(spec.screens.flatMap(\.scrollViews).map { ($0.id, $0.axis) }) { first, _ in first })
            result.plot = plot
        }
        return result
    }

    /// Draws the recording beside each offset the plot draws of a scroll view
    /// it recorded (`feed.offset (recording)`), and a failure where each first differed.
    private static func draw(
        _ recording: Recording, shift: VirtualTime, differences: [(scrollView: String, property: String, time: VirtualTime, run: Double, message: String)],
        on plot: inout PlotData, axes: [String: ScrollAxis]
    ) {
        for series in plot.series where series.isNumeric {
            let path = series.path.description
            guard let (scrollView, property) = recordedOffset(path, axes: axes) else { continue }
            var recorded = PlotData.Series(path: series.path, kind: .number, label: path + " (recording)")
            recorded.points = recording.frames.filter { $0.scrollView == scrollView && $0.time >= shift }
                .map { ($0.time - shift, .number(property == "x" ? $0.x : $0.y)) }
            guard !recorded.points.isEmpty else { continue }
            plot.series.append(recorded)
            for difference in differences where difference.scrollView == scrollView && difference.property == property && difference.time >= shift {
                plot.failures.append(PlotData.FailureMarker(time: difference.time - shift, path: series.path, value: .number(difference.run), message: difference.message))
            }
        }
        plot.failures.sort { $0.time < $1.time }
    }

    /// The scroll view and recorded coordinate (`x` or `y`) a plotted path is, if it is an offset.
    private static func recordedOffset(_ path: String, axes: [String: ScrollAxis]) -> (String, String)? {
        for (suffix, property) in [(".offset.x", "x"), (".offset.y", "y"), (".offset", "")] where path.hasSuffix(suffix) {
            let scrollView = String(path.dropLast(suffix.count))
            guard let axis = axes[scrollView] else { return nil }
            return (scrollView, property.isEmpty ? (axis == .horizontal ? "x" : "y") : property)
        }
        return nil
    }

    /// The script the recording's touches make: each touch from its `down`
    /// to its `up` a `touches` step at its time, then a wait past the
    /// recording's end by half a frame, so that its last line's frame runs.
    private static func script(playing recording: Recording, on scrollView: String, from start: VirtualTime, frameRate: Double) -> [Step] {
        var steps: [Step] = []
        var now = start
        var gesture: [Recording.Touch] = []
        for touch in recording.touches {
            gesture.append(touch)
            guard touch.kind == .up else { continue }
            let down = gesture[0]
            if down.time > now { steps.append(Step(action: Step.Wait(duration: down.time - now), mark: Mark(line: down.line, column: 1))) }
            let samples = gesture.map { TouchSample(time: $0.time - down.time, x: $0.x, y: $0.y) }
            steps.append(Step(action: Step.SampledTouch(target: scrollView, onView: false, samples: samples), mark: Mark(line: down.line, column: 1)))
            now = touch.time
            gesture = []
        }
        let end = recording.end + VirtualTime(nanoseconds: Int64((0.5e9 / frameRate).rounded()))
        if end > now { steps.append(Step(action: Step.Wait(duration: end - now), mark: .start)) }
        return steps
    }
}
