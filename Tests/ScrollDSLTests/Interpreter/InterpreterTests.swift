import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Interpreter: steps, expectations and failures")
struct InterpreterTests {
    private func spec(_ script: [String]) -> String {
        listSpec(contentHeight: 5000) + "\nscript:\n" + script.map { "  - " + $0 }.joined(separator: "\n")
    }

    @Test("within waits for the first turn where every check holds; the script goes on from there")
    func within() throws {
        let result = try runSpec(spec([
            "scrollTo: {scrollView: list, offset: 1000, animated: true}",
            "expect: {list.offset: 1000, list.phase: idle, within: 1s}",
            "expect: {list.offset: 1000}",
        ]))
        #expect(result.passed)
        #expect(result.expectations[0].time == .milliseconds(300))
        #expect(result.expectations[1].start == .milliseconds(300))
    }

    @Test("an expectation that never holds fails at its deadline, with the value then")
    func withinFails() throws {
        let result = try runSpec(spec([
            "scrollTo: {scrollView: list, offset: 1000, animated: true, duration: 2s}",
            "expect: {list.offset: 1000, within: 500ms}",
        ]))
        #expect(!result.passed)
        #expect(result.expectations[0].time == .milliseconds(500))
        #expect(result.diagnostics.map(\.description) == [
            "spec.scroll.yaml:9:5: error: expected list.offset to be 1000 ±0.5 within 500ms, got 156.25 at t=500ms",
        ])
    }

    @Test("matchers: tolerance, approx, ranges, bounds, text")
    func matchers() throws {
        let result = try runSpec(spec([
            "drag: {scrollView: list, by: 100.4}",
            "expect: {list.offset: 100, list.distanceFromTop: {approx: 99, tolerance: 2}, list.velocity: {min: 0, max: 0}}",
            "expect: {list.phase: idle, list.offset: {min: 100}}",
            "scrollTo: {scrollView: list, offset: bottom}",
            "expect: {list.offset: bottom}",
            "expect: {list.offset: 4148}",
        ]))
        #expect(result.passed, "\(result.diagnostics)")
        let failing = try runSpec(spec(["drag: {scrollView: list, by: 101}", "expect: {list.offset: 100}", "expect: {list.offset: top}"]))
        #expect(failing.diagnostics.map(\.message) == [
            "expected list.offset to be 100 ±0.5, got 101 at t=300ms",
            "expected list.offset to be top (0) ±0.5, got 101 at t=300ms",
        ])
    }

    @Test("at waits until an absolute time; wait and drags take their time")
    func timing() throws {
        let result = try runSpec(spec(["drag: {scrollView: list, by: 10, duration: 250ms}", "wait: 1.5s", "at: 2s", "expect: {list.offset: 10}"]))
        #expect(result.expectations[0].start == .seconds(2))
        #expect(result.endTime == .seconds(2))
    }

    @Test("an at in the past, seen only at run time, stops the script at its line")
    func atInThePast() throws {
        let result = try runSpec(spec(["fling: {scrollView: list, velocity: 1000}", "waitForIdle", "at: 100ms", "expect: {list.offset: 0}"]))
        #expect(result.stoppedBy?.mark.line == 10)
        #expect(result.stoppedBy?.message.hasPrefix("`at: 100ms` is earlier than now") == true)
        #expect(result.expectations.isEmpty)
    }

    @Test("waitForIdle fails at its timeout, saying what still moves")
    func idleTimeout() throws {
        let result = try runSpec(spec(["fling: {scrollView: list, velocity: 3000}", "waitForIdle: {timeout: 100ms}"]))
        #expect(result.stoppedBy?.message.hasPrefix("`waitForIdle` timed out after 100ms at t=100ms: `list` is decelerating") == true)
    }

    @Test("impossible navigation is a failure at the step")
    func navigationFailures() throws {
        let pop = try runSpec(spec(["pop"]))
        #expect(pop.stoppedBy == RunFailure("cannot pop: only the root screen `home` is shown; nothing was pushed", at: Mark(line: 8, column: 5)))
    }

    @Test("a virtual-time limit stops runaway scripts")
    func timeLimit() throws {
        let spec = try validSpec(spec(["wait: 10s"]))
        let result = Interpreter.run(spec, options: RunOptions(timeLimit: .seconds(1)))
        #expect(result.stoppedBy?.message == "the run reached its time limit of 1s of virtual time (raise it with --max-time)")
        #expect(result.stoppedBy?.isLimit == true)
    }

    @Test("two runs give the same trace, byte for byte")
    func deterministicTrace() throws {
        let yaml = spec(["fling: {scrollView: list, velocity: 2500}", "waitForIdle", "log: \"done \\\"quoted\\\"\"", "expect: {list.phase: idle}"])
        let first = TraceLines()
        let second = TraceLines()
        _ = try runSpec(yaml, trace: first)
        _ = try runSpec(yaml, trace: second)
        #expect(first.lines == second.lines)
        #expect(first.lines.count > 50)
        #expect(first.lines.contains("{\"t\":\"0s\",\"ns\":0,\"turn\":\"fling(list)\",\"changes\":{\"list.velocity\":2500,\"list.phase\":\"decelerating\"}}"))
        #expect(first.lines.contains { $0.contains("\"log\":\"done \\\"quoted\\\"\"") })
    }
}

@Suite("Failure positions")
struct FailurePositionTests {
    @Test("a failed expectation names the expectation's own line, also in block style")
    func expectationLine() throws {
        let result = try runSpec(listSpec(contentHeight: 5000) + """

            script:
              - drag: {scrollView: list, by: 10}
              - expect:
                  list.phase: idle
                  list.offset: 20
            """)
        #expect(result.diagnostics.map(\.description) == ["spec.scroll.yaml:9:5: error: expected list.offset to be 20 ±0.5, got 10 at t=300ms"])
    }
}
