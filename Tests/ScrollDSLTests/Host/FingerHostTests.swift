import ScrollDSL
import ScrollDSLBuiltIns
import Testing

/// What a Swift behaviour heard of the fingers on its view.
private final class FingerLog: @unchecked Sendable {
    var heard: [String] = []
}

/// A Swift behaviour outside ScrollDSL that hears a view's pans and touches through the public host.
private struct FingerListener: BehaviourPlugin {
    let log: FingerLog

    var declaration: PluginDeclaration {
        PluginDeclaration(
            name: "fingerListener", summary: "Logs a view's pans and touches.", documentation: "For tests.",
            parameters: [ParameterDeclaration("view", .view(needsHeight: false), "The view heard.")],
            examples: []
        )
    }

    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let view = context.view("view")
        let log = self.log
        context.sink("log", view.touches) { log.heard.append("touch \($0.state.rawValue) y=\($0.y ?? -1)") }
        context.sink("log", view.pans) { log.heard.append("pan \($0.state.rawValue) dy=\($0.translation.y) vy=\($0.velocity.y)") }
    }
}

@Suite("Fingers on views through the host")
struct FingerHostTests {
    @Test("a Swift behaviour hears `ViewHost.touches` from the first point and `ViewHost.pans` past the slop, and owns the finger")
    func swiftBehaviourHearsFingers() throws {
        let log = FingerLog()
        let runner = try SpecRunner(plugins: .builtIn).adding([FingerListener(log: log)])
        let result = try runner.run(yaml: """
            scrollspec: 1
            name: Fingers
            device: {frameRate: 60}
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                views: [{id: knob, y: 400, height: 40}]
                behaviours: [{fingerListener: {view: knob}}]
            script:
              - touchDown: {view: knob}
              - moveBy: {by: 20, duration: 100ms}
              - lift: {release: finger}
              - expect: {feed.offset: 0}
            """, file: "fingers.scroll.yaml")
        #expect(result.passed, "\(result.diagnostics)")
        #expect(log.heard.first == "touch down y=420.0")
        // 60 Hz: frames at 16.7 ms steps move the finger 3.33 pt each; the pan begins at the third (10 pt).
        #expect(log.heard.contains("pan began dy=10.0 vy=200.0"))
        #expect(log.heard.suffix(2) == ["touch up y=440.0", "pan ended dy=20.0 vy=200.0"])
        // Before the slop, touches only: the first pan comes with the third move.
        #expect(log.heard.prefix(4).allSatisfy { $0.hasPrefix("touch") })
    }
}
