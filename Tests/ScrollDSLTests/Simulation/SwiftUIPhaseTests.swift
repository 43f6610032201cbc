import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `phaseLog` that logs each change of SwiftUI's phase: the phase before it, then the phase.
private let phaseLog = """
    scrollplugin: 1
    name: phaseLog
    summary: Logs SwiftUI's phases.
    parameters:
      scrollView: {type: scrollView}
    pipelines:
      - from: {scrollPhase: scrollView}
        to: {log: previous}
      - from: {scrollPhase: scrollView}
        to: {log: value}
    """

/// `SV.scrollPhase` and `{scrollPhase: SV}`: SwiftUI's phases beside UIKit's,
/// with a finger's time split where its pan begins.
@Suite("SwiftUI's scroll phases")
struct SwiftUIPhaseTests {
    private func spec(_ script: String, scrollView: String = "{id: feed, contentHeight: 5000}") -> String {
        """
        scrollspec: 1
        name: Phases
        screens:
          - id: home
            scrollViews: [\(scrollView)]
            behaviours: [{phaseLog: {scrollView: feed}}]
        script:
        \(script)
        """
    }

    /// Runs `yaml` with `phaseLog`: its failures and the changes it logged, as `PREVIOUS>VALUE`.
    private func run(_ yaml: String) throws -> (failures: [String], logged: [String]) {
        let (failures, logged) = try runLogging(yaml, plugins: ["phaseLog.scrollplugin.yaml": phaseLog])
        let changes = stride(from: 0, to: logged.count - 1, by: 2).map { "\(logged[$0])>\(logged[$0 + 1])" }
        return (failures, changes)
    }

    @Test("a drag is tracking until the finger's first move, interacting until the lift, then decelerating; a scrollTo animates")
    func dragThenAnimation() throws {
        let (failures, logged) = try run(spec("""
              - touchDown: {scrollView: feed}
              - expect: {feed.scrollPhase: tracking, feed.phase: tracking}
              - moveBy: {by: 50, duration: 100ms}
              - expect: {feed.scrollPhase: interacting, feed.phase: tracking}
              - lift: {release: finger}
              - expect: {feed.scrollPhase: decelerating}
              - scrollTo: {scrollView: feed, offset: 300, animated: true}
              - expect: {feed.scrollPhase: animating}
              - waitForIdle
              - expect: {feed.scrollPhase: idle}
            """))
        #expect(failures == [])
        #expect(logged == ["idle>tracking", "tracking>interacting", "interacting>decelerating", "decelerating>animating", "animating>idle"])
    }

    @Test("a fling goes through tracking, interacting and decelerating in one turn, each change its own element")
    func flingInOneTurn() throws {
        let (failures, logged) = try run(spec("""
              - fling: {scrollView: feed, velocity: 2000}
              - expect: {feed.scrollPhase: decelerating}
              - waitForIdle
            """))
        #expect(failures == [])
        #expect(logged == ["idle>tracking", "tracking>interacting", "interacting>decelerating", "decelerating>idle"])
    }

    @Test("under the direction lock a finger is tracking until it passes the slop")
    func slopUnderDirectionLock() throws {
        let (failures, _) = try run(spec("""
              - touchDown: {scrollView: feed}
              - moveBy: {by: 8, duration: 50ms}
              - expect: {feed.scrollPhase: tracking}
              - moveBy: {by: 4, duration: 20ms}
              - expect: {feed.scrollPhase: interacting}
              - lift: {release: 0}
              - expect: {feed.scrollPhase: idle}
            """, scrollView: "{id: feed, axis: both, contentHeight: 5000, contentWidth: 3000}"))
        #expect(failures == [])
    }

    @Test("an unknown phase in an expectation is refused with the nearest one")
    func unknownPhase() throws {
        let found = problems(spec("  - expect: {feed.scrollPhase: interactng}").replacingOccurrences(of: "    behaviours: [{phaseLog: {scrollView: feed}}]\n", with: ""))
        #expect(found.contains { $0.contains("interactng") && $0.contains("interacting") }, "\(found)")
    }
}
