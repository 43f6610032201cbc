import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `panWatch` that writes each pan's state, point, translation and
/// velocity on the view, and logs each state.
private let panWatch = """
    scrollplugin: 1
    name: panWatch
    summary: Writes what a pan on the view did.
    parameters:
      view: {type: view}
    pipelines:
      - from: {pan: view}
        to: {log: state}
      - from: {pan: view}
        pipe: [{map: "translation.y"}]
        to: {set: view.dy}
      - from: {pan: view}
        pipe: [{map: "velocity.y"}]
        to: {set: view.vy}
      - from: {pan: view}
        pipe: [{map: "y ?? -1"}]
        to: {set: view.fingerY}
    """

/// A plugin `touchWatch` that logs each touch's state and writes where it is.
private let touchWatch = """
    scrollplugin: 1
    name: touchWatch
    summary: Writes where a touch on the view is.
    parameters:
      view: {type: view}
    pipelines:
      - from: {touch: view}
        to: {log: state}
      - from: {touch: view}
        pipe: [{map: "y ?? -1"}]
        to: {set: view.fingerY}
    """

/// `touchDown`, `moveBy`, `lift` and `drag` naming a view; `{pan: VIEW}` and `{touch: VIEW}`.
@Suite("Fingers on views")
struct FingersOnViewsTests {
    private func spec(_ script: String, behaviours: String = "[{panWatch: {view: handle}}]", views: String = "[{id: handle, y: 600, height: 40}]") -> String {
        """
        scrollspec: 1
        name: Views
        screens:
          - id: home
            scrollViews: [{id: feed, contentHeight: 5000}]
            views: \(views)
            behaviours: \(behaviours)
          - id: other
            scrollViews: [{id: list, contentHeight: 5000}]
        script:
        \(script)
        """
    }

    /// Runs `yaml` with both plugins: its failures and the states logged.
    private func run(_ yaml: String) throws -> (failures: [String], logged: [String]) {
        try runLogging(yaml, plugins: ["panWatch.scrollplugin.yaml": panWatch, "touchWatch.scrollplugin.yaml": touchWatch])
    }

    @Test("a pan begins once the finger is 10 pt from its touch-down, changes per frame, ends with the release; the scroll view under it stays")
    func panOnView() throws {
        let (failures, logged) = try run(spec("""
              - touchDown: {view: handle}
              - moveBy: {by: 8, duration: 50ms}
              - moveBy: {by: -108, duration: 108ms}
              - expect: {handle.dy: -100, handle.vy: -1000, handle.fingerY: 520, feed.offset: 0, feed.phase: idle}
              - lift: {release: finger}
              - expect: {handle.vy: -1000, feed.offset: 0}
            """))
        #expect(failures == [])
        #expect(logged.first == "began")
        #expect(logged.last == "ended")
        #expect(logged.dropFirst().dropLast().allSatisfy { $0 == "changed" })
        // The move back past the touch-down to -100 takes 108 ms: a `changed` per frame it moved (120 Hz) and at its end, no more.
        #expect(logged.count >= 12 && logged.count <= 16)
    }

    @Test("a lift before the slop is no pan: nothing is heard; `lift: {release}` on a view is in screen terms")
    func noPanBeforeSlop() throws {
        let (failures, logged) = try run(spec("""
              - drag: {view: handle, by: 6, duration: 100ms, release: 500}
              - drag: {view: handle, by: {x: 30, y: 0}, duration: 100ms, release: {x: 300, y: 0}}
              - expect: {handle.dy: 0, handle.vy: 0}
            """))
        #expect(failures == [])
        #expect(logged.first == "began" && logged.last == "ended")
    }

    @Test("a touch is heard from the first point, with no slop; its point is on the screen")
    func touchOnView() throws {
        let (failures, logged) = try run(spec("""
              - touchDown: {view: handle}
              - expect: {handle.fingerY: 620}
              - moveBy: {by: 3, duration: 16ms}
              - expect: {handle.fingerY: 623, feed.offset: 0}
              - lift
            """, behaviours: "[{touchWatch: {view: handle}}]"))
        #expect(failures == [])
        #expect(logged.first == "down")
        #expect(logged.last == "up")
        #expect(logged.contains("moved"))
    }

    @Test("a view in content that no behaviour hears hands the finger to its scroll view, in screen terms")
    func contentViewMovesItsScrollView() throws {
        let (failures, _) = try run(spec("""
              - drag: {view: card, by: -120, duration: 200ms}
              - expect: {feed.offset: 120}
            """, behaviours: "[]", views: "[{id: card, in: feed, at: {x: 0, y: 100}, width: 393, height: 200}]"))
        #expect(failures == [])
    }

    @Test("a placed view that no behaviour hears takes the finger and moves nothing")
    func plainViewMovesNothing() throws {
        let (failures, _) = try run(spec("""
              - drag: {view: handle, by: -120, duration: 200ms, release: -2000}
              - expect: {feed.offset: 0, feed.phase: idle}
            """, behaviours: "[]"))
        #expect(failures == [])
    }

    @Test("a view of a sheet's screen that no behaviour hears drags the sheet 1:1, and its lift picks the detent; the content stays")
    func grabberDragsTheSheet() throws {
        let yaml = """
            scrollspec: 1
            name: Grabber
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 5000}]
              - id: panel
                scrollViews: [{id: list, contentHeight: 3000}]
                views: [{id: grabber, y: 69, height: 20}]
            script:
              - present: {screen: panel, detents: [medium, large], selected: medium}
              - waitForIdle
              - touchDown: {view: grabber}
              - moveBy: {by: -100, duration: 200ms}
              - expect: {panel.sheet.height: 475, list.offset: 0, list.phase: idle}
              - moveBy: {by: 400, duration: 200ms}
              - expect: {panel.sheet.height: 75}
              - lift
              - waitForIdle
              - expect: {panel.sheet.detent: none, panel.sheet.height: 0}
            """
        let (failures, _) = try run(yaml)
        #expect(failures == [])
    }

    @Test("a sheet that dims its presenter takes the fingers on the presenter's views: no pan is heard under it")
    func dimmedPresenter() throws {
        let (failures, logged) = try run(spec("""
              - present: {screen: other, detents: [large]}
              - waitForIdle
              - drag: {view: handle, by: -50, duration: 100ms}
              - expect: {feed.offset: 0}
            """))
        #expect(failures == [])
        #expect(logged == [])
    }

    @Test("a pan is cancelled when its screen stops being visible with the finger down")
    func cancelledWhenHidden() throws {
        let yaml = """
            scrollspec: 1
            name: Cancel
            tabs: [home, other]
            screens:
              - id: home
                tab: home
                scrollViews: [{id: feed, contentHeight: 5000}]
                views: [{id: handle, y: 600, height: 40}]
                behaviours: [{panWatch: {view: handle}}]
              - id: other
                tab: other
                scrollViews: [{id: list, contentHeight: 5000}]
            script:
              - touchDown: {view: handle}
              - moveBy: {by: 30, duration: 100ms}
              - selectTab: other
              - lift
            """
        let (failures, logged) = try run(yaml)
        #expect(failures == [])
        #expect(logged.first == "began")
        #expect(logged.last == "cancelled")
        #expect(!logged.contains("ended"))
    }

    @Test("bad fingers on views are load errors with their place")
    func badInput() {
        let base = """
            scrollspec: 1
            name: Bad
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 5000}]
                views: [{id: handle, y: 600, height: 40}]
            script:

            """
        #expect(problems(base + "  - touchDown: {view: handel}\n  - lift\n").first?.contains("did you mean `handle`") == true)
        #expect(problems(base + "  - touchDown: {view: handle, scrollView: feed}\n  - lift\n").first == "8:43: `touchDown` names a `view` or a `scrollView`, not both")
        #expect(problems(base + "  - moveBy: {view: handle, by: 10}\n").first == "8:20: no finger is down on `handle`; add `- touchDown: {view: handle}` before this `moveBy`")
        #expect(problems(base + "  - touchDown: {view: handle}\n  - drag: {view: handle, by: 10}\n  - lift\n").first?.hasPrefix("9:18: cannot `drag` `handle`: the `touchDown` on line 8 holds it") == true)
    }
}
