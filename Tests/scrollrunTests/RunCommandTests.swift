import Foundation
import Testing

private let passing = """
    scrollspec: 1
    name: Passing
    screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
    script:
      - fling: {scrollView: list, velocity: 2000}
      - waitForIdle
      - expect: {list.offset: 999}
    """

private let failing = """
    scrollspec: 1
    name: Failing
    screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
    script:
      - drag: {scrollView: list, by: 120}
      - expect: {list.offset: 100}
      - expect: {list.phase: idle}
    """

@Suite("scrollrun run")
struct RunCommandTests {
    @Test("the Examples pass: exit 0")
    func examples() throws {
        let result = try scrollrun(["run", "Examples"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("PASS Examples/tweetbot-undo.scroll.yaml (Tweetbot timeline — scroll to top with undo)"))
        #expect(result.output.contains(" passed, 0 failed, 0 invalid ("))
    }

    @Test("a failed expectation: its own line, expected and actual, exit 1")
    func failure() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passing, "b.scroll.yaml": failing])
        let result = try scrollrun(["a.scroll.yaml", "b.scroll.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.output == """
            PASS a.scroll.yaml (Passing): 1 expectation held, ended at t=3.8s
            b.scroll.yaml:6:5: error: expected list.offset to be 100 ±0.5, got 120 at t=300ms
            FAIL b.scroll.yaml (Failing): 1 of 2 expectations failed, ended at t=300ms
            2 specs: 1 passed, 1 failed, 0 invalid (3 expectations, 1 failed)

            """)
    }

    @Test("an invalid spec among valid ones: exit 2, the others still run")
    func invalid() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passing, "bad.scroll.yaml": "scrollspec: 1\nname: x\n"])
        let result = try scrollrun(["a.scroll.yaml", "bad.scroll.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("PASS a.scroll.yaml (Passing): 1 expectation held, ended at t=3.8s\nbad.scroll.yaml:1:1: error: a spec needs `screens`\n"))
        #expect(result.output.hasSuffix("2 specs: 1 passed, 0 failed, 1 invalid (1 expectation, 0 failed)\n"))
    }

    @Test("--trace streams JSON lines; two runs give identical output and trace bytes")
    func deterministicTrace() throws {
        let folder = try temporaryFolder([:])
        let first = try scrollrun(["run", packageRoot.appendingPathComponent("Examples").path, "--trace", folder.appendingPathComponent("1.jsonl").path])
        let second = try scrollrun(["run", packageRoot.appendingPathComponent("Examples").path, "--trace", folder.appendingPathComponent("2.jsonl").path])
        let traces = try ["1.jsonl", "2.jsonl"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(first.output == second.output)
        #expect(traces[0] == traces[1])
        let lines = String(decoding: traces[0], as: UTF8.self).split(separator: "\n")
        #expect(lines.count > 100)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(lines.contains { $0.contains("\"turn\":\"tap(y: 27)\"") })
    }

    @Test("a trace in a directory that does not exist is a usage error before anything runs")
    func unwritableTrace() throws {
        let result = try scrollrun(["run", "Examples/tweetbot-undo.scroll.yaml", "--trace", "/nonexistent/dir/t.jsonl"])
        #expect(result.status == 64)
        #expect(result.errors == "scrollrun: error: --trace /nonexistent/dir/t.jsonl: the directory /nonexistent/dir does not exist\n")
        #expect(result.output.isEmpty, "nothing ran")
    }
}
