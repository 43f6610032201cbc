import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("A number that is not finite stops the run at its expression; nothing reports it")
struct NonFiniteTests {
    private static func plugin(_ pipe: String, sink: String = "to: {set: badge.ratio}") -> String {
        """
        scrollplugin: 1
        name: ratio
        summary: Divides by the offset.
        parameters:
          scrollView: {type: scrollView}
          badge: {type: view}
        pipelines:
          - from: {offset: scrollView}
            pipe:
              - \(pipe)
            \(sink)
        """
    }

    private func run(_ pipe: String, sink: String = "to: {set: badge.ratio}", trace: TraceLines? = nil) throws -> RunResult {
        let plugins = try PluginLoader.load(bytes: Array(Self.plugin(pipe, sink: sink).utf8), file: "ratio.scrollplugin.yaml", into: .builtIn)
        let spec = try SpecLoader.load(yaml: """
            scrollspec: 1
            name: Ratio
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000, initialOffset: 50}]
                views: [{id: star}]
                behaviours: [{ratio: {scrollView: feed, badge: star}}]
            script:
              - expect: {feed.offset: 50}
              - scrollTo: {scrollView: feed, offset: 0}
              - expect: {feed.offset: 0}
            """, file: "spec.scroll.yaml", plugins: plugins)
        return Interpreter.run(spec, options: RunOptions(trace: trace, plotPaths: []))
    }

    @Test("a division by zero stops the run in that turn, at the expression's line and column in the plugin file")
    func divisionByZero() throws {
        let trace = TraceLines()
        let result = try run(#"map: "100 / value""#, trace: trace)
        #expect(!result.passed)
        #expect(result.expectations.count == 1)
        #expect(result.diagnostics.map(\.description) == [
            "ratio.scrollplugin.yaml:10:14: error: `ratio` computed an infinite value at t=0s (a division by zero?); a behaviour's numbers must be finite",
        ])
        #expect(!trace.lines.joined().contains("inf") && !trace.lines.joined().contains("nan"))
        #expect(trace.lines.allSatisfy { !$0.contains("scrollTo(feed)") }, "the failing turn is not recorded")
        var report = Report()
        report.addRun(result)
        let json = JSONReport.render(report)
        #expect(json.contains(#""stoppedBy":{"file":"ratio.scrollplugin.yaml","line":10,"column":14"#))
        #expect(TextReport.verdict(for: result) == "FAIL spec.scroll.yaml (Ratio): the script stopped early; 1 expectation held before, ended at t=0s")
    }

    @Test("0 / 0 is not a number; a scan and a scrollTo sink are checked too", arguments: [
        (#"map: "value / value - 1 + 0 / value""#, "to: {set: badge.ratio}", "a value that is not a number"),
        (#"scan: {seed: "1", next: "acc / value"}"#, "to: {set: badge.ratio}", "an infinite value"),
        (#"map: "value == 0 ? 1 / value : value""#, "to: {scrollTo: scrollView, animated: false}", "an infinite value"),
    ])
    func otherPlaces(_ pipe: String, _ sink: String, _ what: String) throws {
        let result = try run(pipe, sink: sink)
        #expect(result.stoppedBy?.message.contains(what) == true, "\(result.diagnostics)")
        #expect(result.stoppedBy?.file == "ratio.scrollplugin.yaml")
    }

    @Test("a plot's axis takes huge finite values without a crash")
    func hugeAxis() {
        let axis = AxisScale(covering: -1e308, 1e308, pixels: 0, 100)
        #expect(axis.pixel(1e308).isFinite && axis.pixel(-1e308).isFinite)
        let ticks = AxisScale(covering: 1e20, 1e20 + 1, pixels: 0, 100).ticks()
        #expect(ticks.count == 5 && ticks.allSatisfy(\.isFinite) && ticks == ticks.sorted())
        #expect(AxisScale(covering: 0, 100, pixels: 0, 100).ticks() == [0, 20, 40, 60, 80, 100])
    }
}
