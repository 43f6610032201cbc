import Foundation
import TestSupport
import Testing

@Suite("scrollrun compare")
struct CompareCommandTests {
    @Test("0 when the run agrees with the recording, 1 naming the recording's line where it first differs")
    func agreesAndDiffers() throws {
        let folder = try temporaryFolder(["fling.scroll.yaml": flungFeedSpec, "agrees.jsonl": glideRecording(), "differs.jsonl": glideRecording(adding: 2, after: 0.5)])
        let agrees = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "agrees.jsonl"], in: folder)
        #expect(agrees.status == 0, "\(agrees.output)\(agrees.errors)")
        #expect(agrees.output.hasPrefix("PASS fling.scroll.yaml (Fling): 3 expectations held"))
        let differs = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "differs.jsonl"], in: folder)
        #expect(differs.status == 1)
        #expect(differs.output.hasPrefix("differs.jsonl:32:1: error: `feed` y differs from the recording first at t=0.516667s: recorded 484.928, run 482.928 (tolerance 0.5 pt); the largest difference is 2 pt at t="))
        let loose = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "differs.jsonl", "--tolerance", "3"], in: folder)
        #expect(loose.status == 0)
        let junit = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "differs.jsonl", "--format", "junit"], in: folder)
        #expect(junit.status == 1 && junit.output.contains("<failure"))
        let plotted = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "differs.jsonl", "--plot", "both.svg"], in: folder)
        #expect(plotted.status == 1)
        let svg = try String(contentsOf: folder.appendingPathComponent("both.svg"), encoding: .utf8)
        #expect(svg.contains("<title>feed.offset</title>") && svg.contains("<title>feed.offset (recording)</title>"), "both curves on one plot")
        #expect(svg.contains("<title>`feed` y differs from the recording first at t=0.516667s"), "a cross where they first differ")
    }

    @Test("the example's device-like recording (jittered, dropped frames, thirds of a point) agrees at 0.5 pt and not at 0.1")
    func exampleRecording() throws {
        let arguments = ["compare", "Examples/recorded-fling.scroll.yaml", "--recording", "docs/recordings/fling-device.jsonl"]
        let agrees = try scrollrun(arguments)
        #expect(agrees.status == 0, "\(agrees.output)")
        let strict = try scrollrun(arguments + ["--tolerance", "0.1"])
        #expect(strict.status == 1)
        #expect(strict.output.hasPrefix("docs/recordings/fling-device.jsonl:22:1: error: `posts` y differs from the recording first at t=1843.3083s"))
    }

    @Test("2 for a recording that does not parse, with its line and column, or names a scroll view the spec lacks")
    func badRecordings() throws {
        let header = "{\"scrollrecording\": 1, \"device\": {\"width\": 393, \"height\": 852}}\n"
        let folder = try temporaryFolder([
            "fling.scroll.yaml": flungFeedSpec,
            "broken.jsonl": header + "{\"t\": 0.1, \"sv\": \"feed\", \"x\": 0, \"y\": 12,}\n",
            "unknown.jsonl": header + "{\"t\": 0.1, \"sv\": \"list\", \"x\": 0, \"y\": 12}\n",
        ])
        let broken = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "broken.jsonl"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.output.contains("broken.jsonl:2:42: error: not a recording's line: expected a key in double quotes"), "\(broken.output)")
        let unknown = try scrollrun(["compare", "fling.scroll.yaml", "--recording", "unknown.jsonl"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("unknown.jsonl:2:1: error: the recording names `list`, which the spec does not declare"), "\(unknown.output)")
    }
}
