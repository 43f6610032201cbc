import ScrollDSL
import ScrollDSLBuiltIns
import Testing

/// What a behaviour hears through the host, in order.
private final class MomentLog: @unchecked Sendable {
    var moments: [String] = []
}

/// A Swift behaviour outside ScrollDSL, on the public host only: it logs
/// every delegate moment and lifecycle call, may refuse the system's scroll to
/// the top or choose where glides end, and answers the step `mark`.
private struct MomentRecorder: BehaviourPlugin {
    let log: MomentLog

    var declaration: PluginDeclaration {
        PluginDeclaration(
            name: "moments", summary: "Logs the host's moments.", documentation: "For tests.",
            parameters: [
                ParameterDeclaration("scrollView", .scrollView, "The scroll view heard."),
                ParameterDeclaration("refuseScrollToTop", .boolean, default: .boolean(false), "Whether `shouldScrollToTop` is refused."),
                ParameterDeclaration("target", .number(), optional: true, "Where every glide must end."),
            ],
            properties: [(Property("marks"), .number)],
            commands: ["mark"],
            examples: []
        )
    }

    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context.scrollView("scrollView")
        let log = self.log
        let refuse = context.boolean("refuseScrollToTop")
        let target = context.value("target")?.number
        context.sink("log", scrollView.willBeginDragging) { log.moments.append("willBeginDragging") }
        context.sink("log", scrollView.willEndDragging) { release in
            log.moments.append("willEndDragging(\(release.velocity > 0 ? "down" : "still"))")
            if let target { release.targetContentOffset = target }
        }
        context.sink("log", scrollView.didEndDragging) { log.moments.append("didEndDragging(\($0))") }
        context.sink("log", scrollView.willBeginDecelerating) { log.moments.append("willBeginDecelerating") }
        context.sink("log", scrollView.didEndDecelerating) { log.moments.append("didEndDecelerating") }
        context.sink("log", scrollView.didEndScrollingAnimation) { log.moments.append("didEndScrollingAnimation") }
        context.sink("log", scrollView.shouldScrollToTop) { request in
            log.moments.append("shouldScrollToTop")
            request.shouldScroll = !refuse
        }
        context.sink("log", scrollView.didScrollToTop) { log.moments.append("didScrollToTop") }
        context.sink("log", scrollView.didChangeLayout) { log.moments.append("didChangeLayout(\($0 == .contentSize ? "contentSize" : "other"))") }
        for (name, stream) in [("viewWillAppear", context.screen.viewWillAppear), ("viewDidAppear", context.screen.viewDidAppear),
                               ("viewWillDisappear", context.screen.viewWillDisappear), ("viewDidDisappear", context.screen.viewDidDisappear)] {
            context.sink("log", stream) { log.moments.append(name) }
        }
        let marks = context.properties.slot(for: "marks", kind: .number)
        var count = 0.0
        context.properties.set(.number(count), at: marks)
        context.handle("mark") {
            count += 1
            context.properties.set(.number(count), at: marks)
        }
    }
}

@Suite("The behaviour host")
struct HostTests {
    private func run(_ script: String, parameters: String = "") throws -> (RunResult, [String]) {
        let log = MomentLog()
        let runner = try SpecRunner(plugins: .builtIn).adding([MomentRecorder(log: log)])
        let result = try runner.run(yaml: """
            scrollspec: 1
            name: Moments
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                behaviours: [{moments: {id: rec, scrollView: feed\(parameters)}}]
              - id: detail
            script:
            \(script)
            """, file: "moments.scroll.yaml")
        return (result, log.moments)
    }

    @Test("a behaviour outside ScrollDSL hears UIKit's delegate moments and lifecycle calls, in UIKit's order")
    func moments() throws {
        let (result, moments) = try run("""
              - drag: {scrollView: feed, by: 200, duration: 100ms, release: finger}
              - waitForIdle
              - scrollTo: {scrollView: feed, offset: 500, animated: true}
              - waitForIdle
              - tapStatusBar
              - waitForIdle
              - expect: {feed.offset: top}
              - set: {feed.contentHeight: 4000}
              - push: detail
              - waitForIdle
            """)
        #expect(result.passed, "\(result.diagnostics)")
        #expect(moments == [
            "viewWillAppear", "viewDidAppear",
            "willBeginDragging", "willEndDragging(down)", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
            "didEndScrollingAnimation",
            "shouldScrollToTop", "didScrollToTop",
            "didChangeLayout(contentSize)",
            "viewWillDisappear", "viewDidDisappear",
        ])
    }

    @Test("shouldScrollToTop refused: a status-bar tap leaves the scroll view where it is")
    func refusedScrollToTop() throws {
        let (result, moments) = try run("""
              - scrollTo: {scrollView: feed, offset: 800}
              - tapStatusBar
              - wait: 1s
              - expect: {feed.offset: 800, feed.phase: idle}
            """, parameters: ", refuseScrollToTop: true")
        #expect(result.passed, "\(result.diagnostics)")
        #expect(moments.suffix(1) == ["shouldScrollToTop"])
    }

    @Test("a target set in willEndDragging ends the glide exactly there")
    func glideTarget() throws {
        let (result, _) = try run("""
              - fling: {scrollView: feed, velocity: 2000}
              - waitForIdle
              - expect: {feed.offset: {approx: 1000, tolerance: 0}}
            """, parameters: ", target: 1000")
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("a command a Swift behaviour declares is a script step of its own, checked like endRefreshing")
    func command() throws {
        let (result, _) = try run("""
              - mark: rec
              - mark: rec
              - expect: {rec.marks: 2}
            """)
        #expect(result.passed, "\(result.diagnostics)")
        let log = MomentLog()
        let runner = try SpecRunner(plugins: .builtIn).adding([MomentRecorder(log: log)])
        #expect {
            _ = try runner.run(yaml: """
                scrollspec: 1
                name: Wrong target
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    behaviours: [{moments: {id: rec, scrollView: feed}}]
                script:
                  - mark: feed
                  - mrak: rec
                """, file: "marks.scroll.yaml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("marks.scroll.yaml:8:11: error: `feed` is not a behaviour that `mark` acts on; valid here: `rec`")
                && text.contains("marks.scroll.yaml:9:5: error: unknown step `mrak`; did you mean `mark`?")
        }
    }
}
