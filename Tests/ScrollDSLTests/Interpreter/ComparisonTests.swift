import Foundation
import TestSupport
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Writes a run's frames as a device records them: a line per frame turn with
/// each scroll view's `contentOffset` and phase.
private final class FrameRecorder: RunObserver {
    let scrollViews: [String]
    var lines: [(time: VirtualTime, id: String, x: Double, y: Double, phase: ScrollPhase)] = []

    init(_ scrollViews: [String]) {
        self.scrollViews = scrollViews
    }

    func turnEnded(_ kind: TurnKind, in world: World) {
        guard case .frame = kind else { return }
        for id in scrollViews {
            let scrollView = world.stage.scrollView(id)
            lines.append((world.now, id, scrollView.offsetX, scrollView.offsetY, scrollView.phase))
        }
    }
}

/// `scrollrun compare`: a run held against a recording, made by the engine and perturbed, or written as a device would.
@Suite("Comparing a run with a recording")
struct ComparisonTests {
    /// A list flung at 2000 pt/s at 0.1 s, then left to glide, at 60 Hz.
    private let flingSpec = """
        scrollspec: 1
        name: Fling
        device: {frameRate: 60}
        screens:
          - id: home
            scrollViews: [{id: feed, contentHeight: 20000}]
        script:
          - wait: 100ms
          - drag: {scrollView: feed, by: 200, duration: 200ms, release: 2000}
          - waitForIdle
        """

    /// The spec's own frames.
    private func recordedFrames(_ yaml: String, scrollViews: [String] = ["feed"]) throws -> [(time: VirtualTime, id: String, x: Double, y: Double, phase: ScrollPhase)] {
        let recorder = FrameRecorder(scrollViews)
        var options = RunOptions()
        options.observer = recorder
        let result = Interpreter.run(try validSpec(yaml), options: options)
        #expect(result.passed)
        return recorder.lines
    }

    /// A recording's text: the header, then `lines` and `touches` (each with its time) as JSON lines in time order.
    private func recordingText(_ lines: [(time: Double, id: String, x: Double, y: Double, phase: String)], touches: [(time: Double, line: String)] = []) -> String {
        let frames = lines.map { (time: $0.time, line: "{\"t\": \($0.time), \"sv\": \"\($0.id)\", \"x\": \($0.x), \"y\": \($0.y), \"phase\": \"\($0.phase)\"}") }
        let ordered = (touches + frames).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element.line)
        return (["{\"scrollrecording\": 1, \"device\": {\"width\": 393, \"height\": 852}}"] + ordered).joined(separator: "\n") + "\n"
    }

    private func compare(_ yaml: String, _ text: String, tolerance: Double? = nil) throws -> RunResult {
        let recording = try Recording(parsing: Array(text.utf8), file: "device.jsonl")
        return try Comparison.run(try validSpec(yaml), against: recording, tolerance: tolerance)
    }

    /// The first line of a failed comparison's first failure, and its message.
    private func firstFailure(_ result: RunResult) -> (line: Int, message: String)? {
        result.expectations.flatMap(\.failures).first.map { ($0.mark.line, $0.message) }
    }

    @Test("the engine's own recording agrees, at no tolerance; a dropped frame changes nothing")
    func ownRecordingAgrees() throws {
        let frames = try recordedFrames(flingSpec)
        #expect(frames.count > 100)
        var lines = frames.map { ($0.time.seconds, $0.id, $0.x, $0.y, $0.phase.rawValue) }
        let result = try compare(flingSpec, recordingText(lines), tolerance: 0)
        #expect(result.passed, "\(result.failureLines)")
        #expect(result.expectations.map(\.summary) == ["feed.x against the recording (\(lines.count) lines agree)", "feed.y against the recording (\(lines.count) lines agree)", "feed.phase against the recording (\(lines.count) lines agree)"])
        lines.remove(at: 40)
        lines.remove(at: 80)
        #expect(try compare(flingSpec, recordingText(lines), tolerance: 0).passed)
    }

    @Test("a slower deceleration diverges where its offset first differs by more than the tolerance")
    func changedDeceleration() throws {
        let frames = try recordedFrames(flingSpec)
        let release = frames.first { $0.phase == .decelerating }!
        // The glide travels 2 % less at every frame after the release.
        let perturbed = frames.map { frame -> (Double, String, Double, Double, String) in
            let y = frame.time > release.time ? release.y + (frame.y - release.y) * 0.98 : frame.y
            return (frame.time.seconds, frame.id, frame.x, y, frame.phase.rawValue)
        }
        let expected = zip(frames, perturbed).enumerated().first { abs($1.0.y - $1.1.3) > 0.5 }!
        let result = try compare(flingSpec, recordingText(perturbed), tolerance: 0.5)
        #expect(!result.passed)
        let failure = try #require(firstFailure(result))
        // Line 1 is the header; frame k is on line k + 2.
        #expect(failure.line == expected.offset + 2)
        #expect(failure.message.hasPrefix("`feed` y differs from the recording first at t=\(expected.element.0.time.seconds.rounded(toPlaces: 6).formatted)s"))
    }

    @Test("a release shifted by two frames diverges at the release, and only in the phase after one frame interval")
    func shiftedRelease() throws {
        let frames = try recordedFrames(flingSpec)
        let releaseIndex = frames.firstIndex { $0.phase == .decelerating }!
        // The device released two frames later: the finger's last position held for two more frames.
        var shifted = frames.map { ($0.time.seconds, $0.id, $0.x, $0.y, $0.phase.rawValue) }
        for index in releaseIndex..<frames.count {
            let source = max(releaseIndex - 1, index - 2)
            shifted[index] = (frames[index].time.seconds, "feed", 0, frames[source].y, frames[source].phase.rawValue)
        }
        let result = try compare(flingSpec, recordingText(shifted), tolerance: 0.5)
        let failures = result.expectations.filter { !$0.passed }
        #expect(failures.map(\.summary) == ["feed.y against the recording", "feed.phase against the recording"])
        #expect(failures[0].failures[0].message.contains("first at t=\(frames[releaseIndex].time.seconds.rounded(toPlaces: 6).formatted)s"))
        #expect(failures[1].failures[0].message.contains("recorded tracking, run decelerating"))
    }

    @Test("a device-like recording (±2 ms jitter, two dropped frames, offsets in thirds of a point, phases a frame late) agrees at 0.5 pt, and a perturbed one diverges at its time")
    func deviceLike() throws {
        let frames = try recordedFrames(flingSpec)
        var lines: [(Double, String, Double, Double, String)] = []
        for (index, frame) in frames.enumerated() where index != 30 && index != 77 {
            let jitter = Double([-2, 1, 2, -1, 0][index % 5]) / 1000
            let phase = index > 0 && frames[index - 1].phase != frame.phase ? frames[index - 1].phase : frame.phase
            lines.append((frame.time.seconds + jitter, frame.id, 0, (frame.y * 3).rounded() / 3, phase.rawValue))
        }
        #expect(try compare(flingSpec, recordingText(lines), tolerance: 0.5).passed)
        let from = 60
        for index in from..<lines.count { lines[index].3 += 1 }
        let result = try compare(flingSpec, recordingText(lines), tolerance: 0.5)
        let failure = try #require(firstFailure(result))
        #expect(failure.message.hasPrefix("`feed` y differs from the recording first at t=\(lines[from].0.rounded(toPlaces: 6).formatted)s"))
    }

    @Test("a recording of the oracle's formula: a still list reads its offset, and a glide from rest is x₀ + v·(1 − r^(1000t))/(1000·ln(1/r))")
    func oracleFormula() throws {
        let result = try compare(flungFeedSpec, glideRecording(), tolerance: 1)
        #expect(result.expectations.first { $0.summary.hasPrefix("feed.y") }?.passed == true, "\(result.failureLines)")
    }

    @Test("a recording's touches drive the run from its first down: the engine's own fling played back agrees")
    func touchesDriveTheRun() throws {
        let samples = [(0, 600.0), (16, 590.0), (33, 560.0), (50, 510.0), (66, 450.0)]
        let spec = """
            scrollspec: 1
            name: Played
            device: {frameRate: 60}
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 20000}]
            script:
              - touches: {scrollView: feed, samples: [\(samples.map { "[\($0.0), 200, \($0.1)]" }.joined(separator: ", "))]}
              - wait: 1s
            """
        let frames = try recordedFrames(spec)
        // The recording starts 5 s into the device's clock.
        let touches = samples.enumerated().map { index, sample in
            let time = 5 + Double(sample.0) / 1000
            return (time, "{\"t\": \(time), \"touch\": \"\(index == 0 ? "down" : index == samples.count - 1 ? "up" : "move")\", \"x\": 200, \"y\": \(sample.1)}")
        }
        let lines = frames.map { (5 + $0.time.seconds, $0.id, $0.x, $0.y, $0.phase.rawValue) }
        let result = try compare(spec, recordingText(lines, touches: touches), tolerance: 0.01)
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("bad recordings are refused with their line: unknown scroll views, lines out of order, not JSON, past the time limit")
    func badRecordings() throws {
        let header = "{\"scrollrecording\": 1, \"device\": {\"width\": 393, \"height\": 852}}\n"
        func problem(_ text: String) -> String? {
            do {
                _ = try Comparison.run(try validSpec(flingSpec), against: try Recording(parsing: Array(text.utf8), file: "device.jsonl"))
                return nil
            } catch let error as Diagnostic {
                return "\(error.mark): \(error.message)"
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(header + "{\"t\": 0, \"sv\": \"fed\", \"x\": 0, \"y\": 0}\n") == "2:1: the recording names `fed`, which the spec does not declare; did you mean `feed`?")
        #expect(problem(header + "{\"t\": 1, \"sv\": \"feed\", \"x\": 0, \"y\": 0}\n{\"t\": 0.5, \"sv\": \"feed\", \"x\": 0, \"y\": 0}\n") == "3:2: lines are in time order: t = 0.5 comes after t = 1")
        #expect(problem(header + "{\"t\": 0, \"sv\": \"feed\", \"x\": 0, \"y\": 1e999}\n") == "2:37: not a recording's line: the number is not finite")
        #expect(problem("{\"t\": 0}\n") == "1:1: a recording starts with `{\"scrollrecording\": 1, \"device\": {\"width\": PT, \"height\": PT}}`")
        #expect(problem(header + "{\"t\": 0, \"sv\": \"feed\", \"x\": 0, \"y\": 0, \"phse\": \"idle\"}\n") == "2:40: unknown key `phse`; did you mean `phase`?")
        let recording = try Recording(parsing: Array((header + "{\"t\": 7200, \"sv\": \"feed\", \"x\": 0, \"y\": 0}\n").utf8), file: "long.jsonl")
        let result = try Comparison.run(try validSpec(flingSpec), against: recording)
        #expect(result.stoppedBy?.isLimit == true)
    }
}
