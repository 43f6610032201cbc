import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("A run's turns and timers are bounded, as its time is")
struct RunLimitTests {
    private func run(pipelines: String, wait: String = "80s") throws -> RunResult {
        let plugin = """
            scrollplugin: 1
            name: busy
            summary: Keeps the world busy.
            parameters:
              scrollView: {type: scrollView}
              badge: {type: view}
            pipelines:
            \(pipelines)
            """
        let plugins = try PluginLoader.load(bytes: Array(plugin.utf8), file: "busy.scrollplugin.yaml", into: .builtIn)
        return Interpreter.run(try SpecLoader.load(yaml: """
            scrollspec: 1
            name: Busy
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 100000}]
                views: [{id: star}]
                behaviours: [{busy: {scrollView: feed, badge: star}}]
            script:
              - wait: \(wait)
            """, file: "spec.scroll.yaml", plugins: plugins))
    }

    @Test("a timer of a nanosecond stops the run with a limit at the step, not after 10⁹ turns")
    func nanosecondTimer() throws {
        let result = try run(pipelines: "  - from: {every: 0.000001}\n    to: {set: badge.ticks}")
        #expect(result.stoppedBy?.isLimit == true)
        #expect(result.diagnostics.map(\.description) == [
            "spec.scroll.yaml:9:5: error: behaviours took more than 100000 turns in one virtual second at t=0.099999ms: a timer too short "
                + "(`every`, `delay`, `throttle` or `debounce` below a millisecond?) or scrolls that answer each other",
        ])
    }

    @Test("delayed work that schedules more of itself stops at 100000 timers waiting")
    func multiplyingTimers() throws {
        let fanOut = (1...4).map { "  - from: {every: 1ms}\n    pipe: [{delay: 1000s}]\n    to: {set: badge.late\($0)}" }
        let result = try run(pipelines: fanOut.joined(separator: "\n"), wait: "100s")
        #expect(result.stoppedBy?.isLimit == true)
        #expect(result.stoppedBy?.message.hasPrefix("behaviours had more than 100000 timers waiting at t=") == true, "\(result.diagnostics)")
    }

    @Test("a turn that never settles names the scroll view and the behaviour, at the behaviour's line")
    func unsettled() throws {
        let result = try run(pipelines: "  - from: {offset: scrollView}\n    pipe: [{map: \"value + 1\"}]\n    to: {scrollTo: scrollView, animated: false}")
        #expect(result.stoppedBy?.isLimit == true)
        #expect(result.diagnostics.map(\.description) == [
            "spec.scroll.yaml:7:19: error: behaviours kept changing `feed` for 1000 rounds in one turn (home.didAppear) at t=0s: "
                + "`busy` on line 7 answers each change with another",
        ])
    }

    @Test("the timer queue runs work in time order, then in the order scheduled, and drops cancelled work")
    func order() {
        let timers = TimerQueue()
        var ran: [String] = []
        timers.schedule(after: .milliseconds(20)) { ran.append("b") }
        let cancelled = timers.schedule(after: .milliseconds(5)) { ran.append("x") }
        timers.schedule(after: .milliseconds(10)) { ran.append("a1") }
        timers.schedule(after: .milliseconds(10)) { ran.append("a2") }
        timers.schedule(after: .milliseconds(30)) { ran.append("c") }
        timers.cancel(cancelled)
        #expect(timers.count == 4)
        #expect(timers.nextTime == .milliseconds(10))
        while let work = timers.popDue(at: .milliseconds(25)) { work() }
        #expect(ran == ["a1", "a2", "b"])
        #expect(timers.nextTime == .milliseconds(30))
    }
    @Test("a plot of a long run keeps at most 500,000 points: past them its interval doubles and every series is thinned, keeping its last value")
    func plotBudget() throws {
        let yaml = listSpec(frameRate: 240, contentHeight: 2_000_000) + "\n" + """
            script:
              - touchDown: {scrollView: list}
              - moveBy: {by: 1000000, duration: 2400s}
              - lift
            """
        let result = Interpreter.run(try validSpec(yaml), options: RunOptions(plotPaths: []))
        let series = try #require(result.plot?.series.first { $0.path.description == "list.offset" })
        #expect(series.points.count <= PlotRecorder.pointBudget, "\(series.points.count)")
        #expect(series.points.count > PlotRecorder.pointBudget / 4, "\(series.points.count)")
        #expect(series.points.last?.value == .number(1_000_000), "the last value is kept")
        let gaps = zip(series.points, series.points.dropFirst()).map { ($1.time - $0.time).nanoseconds }
        #expect(gaps.dropLast().allSatisfy { $0 >= 1_000_000 }, "thinned to a millisecond or more")
    }
}
