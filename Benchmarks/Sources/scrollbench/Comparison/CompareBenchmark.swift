import ScrollDSL
import ScrollDSLBuiltIns

/// `scrollrun compare` on a one-hour recording at 120 Hz (432,000 frames of
/// one scroll view, and a flick every ten seconds) against a run of the same
/// spec driven by the same touches, with the whole recording parsed but not
/// compared: what holding the run against each frame costs.
enum CompareBenchmark {
    static let seconds = 3600
    static let frameRate = 120

    static func run(runs: Int) -> [ResultRow] {
        let spec = try! SpecLoader.load(yaml: spec, file: "compare.scroll.yaml", plugins: .builtIn)
        let full = Array(recording(withFrames: true).utf8)
        let touchesOnly = try! Recording(parsing: Array(recording(withFrames: false).utf8), file: "touches.jsonl")
        let check = try! Comparison.run(spec, against: Recording(parsing: full, file: "hour.jsonl"))
        guard check.stoppedBy == nil, check.expectations.count == 3 else { fatalError("scrollbench: the comparison did not run: \(check.diagnostics.prefix(3))") }
        let paired = PairedMeasurement("compare", "run", runs: runs, {
            keep(try! Comparison.run(spec, against: Recording(parsing: full, file: "hour.jsonl")))
        }, {
            keep(try! Recording(parsing: full, file: "hour.jsonl"))
            keep(try! Comparison.run(spec, against: touchesOnly))
        })
        return [
            ResultRow(benchmark: "compare", name: "one hour at 120 Hz (432,000 frames) against the run it drives", value: paired.ratio, unit: "× run",
                      target: "≤ 2× (\(ResultTable.rounded(paired.first.median * 1000)) ms against \(ResultTable.rounded(paired.second.median * 1000)) ms)", met: paired.ratio <= 2),
        ]
    }

    private static let spec = """
        scrollspec: 1
        name: Compared hour
        device: {frameRate: \(frameRate)}
        screens:
          - id: feed
            scrollViews: [{id: posts, contentHeight: 10000000}]
        script: []
        """

    /// The recording: a flick down the feed every ten seconds, and, with
    /// `withFrames`, the offset and phase of every frame (the values do not
    /// change the work; the last frame's line ends the recording either way).
    private static func recording(withFrames: Bool) -> String {
        let flick = [(0, 700), (8, 690), (17, 660), (25, 610), (33, 540), (42, 470), (50, 400)]
        var timed: [(time: Double, line: String)] = []
        for start in stride(from: 0, to: seconds, by: 10) {
            for (index, sample) in flick.enumerated() {
                let kind = index == 0 ? "down" : index == flick.count - 1 ? "up" : "move"
                let time = Double(start) + Double(sample.0) / 1000
                timed.append((time, "{\"t\": \(time), \"touch\": \"\(kind)\", \"x\": 200, \"y\": \(sample.1)}"))
            }
        }
        let frames = seconds * frameRate
        for frame in (withFrames ? 1 : frames)...frames {
            let time = Double(frame) / Double(frameRate)
            timed.append((time, "{\"t\": \(time), \"sv\": \"posts\", \"x\": 0, \"y\": \(frame % 997), \"phase\": \"decelerating\"}"))
        }
        timed.sort { $0.time < $1.time }
        return (["{\"scrollrecording\": 1, \"device\": {\"width\": 393, \"height\": 852}}"] + timed.map(\.line)).joined(separator: "\n") + "\n"
    }
}
