import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// What a replay records and draws of 1.3's chrome: the minimised tab bar, its accessory and a sheet over its presenter.
@Suite("Replaying the tab bar and sheets")
struct ChromeReplayTests {
    private let yaml = """
        scrollspec: 1
        name: Chrome
        tabs: [home, search]
        tabBar: {minimizeBehavior: onScrollDown, bottomAccessory: {height: 48}}
        screens:
          - id: map
            tab: home
            scrollViews: [{id: canvas, contentHeight: 4000}]
          - id: find
            tab: search
            scrollViews: [{id: results, contentHeight: 3000}]
          - id: places
            scrollViews: [{id: list, contentHeight: 3000}]
        script:
          - drag: {scrollView: canvas, by: 300}
          - wait: 100ms
          - present: {screen: places, detents: [medium, large]}
          - waitForIdle
        """

    private func replay() throws -> Replay {
        try recordedReplay(yaml)
    }

    @Test("the replay records the tab bar's state, the sheet's height and the edge effects under the bars; the page knows the accessory")
    func records() throws {
        let replay = try replay()
        #expect(replay.value("tabBar.isMinimized", at: .zero) == .boolean(false))
        #expect(replay.value("tabBar.isMinimized", at: .milliseconds(350)) == .boolean(true))
        #expect(replay.number("places.sheet.height", at: .milliseconds(350), or: -1) == 0)
        #expect(replay.number("places.sheet.height", at: .milliseconds(1000), or: -1) == 375)
        #expect(ReplayPage.render([replay]).contains("\"accessory\":48"))
        #expect(replay.value("canvas.edgeEffect.bottom.active", at: .zero) == .boolean(true), "the map's list runs on under the tab bar")
        #expect(replay.value("canvas.edgeEffect.top.active", at: .zero) == .boolean(false), "no navigation bar over it")
    }

    @Test("a snapshot draws the minimised pill and, over the dimmed map, the sheet at its height with its list")
    func snapshot() throws {
        let replay = try replay()
        let before = ScreenSnapshot.svg(replay, at: .milliseconds(350))
        #expect(before.contains("width=\"64\" height=\"41\" rx=\"20\""), "the minimised pill")
        #expect(!before.contains("fill-opacity=\"0.25\""), "no sheet yet")
        let after = ScreenSnapshot.svg(replay, at: .milliseconds(1000))
        #expect(after.contains("fill-opacity=\"0.25\""), "the presenter dimmed")
        #expect(after.contains("<svg y=\"443\" width=\"393\" height=\"409\">"), "the sheet's top at 852 - 34 - 375")
    }
}
