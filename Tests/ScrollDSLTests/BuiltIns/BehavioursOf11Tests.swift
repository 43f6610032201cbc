import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Snapping and paging, the system scroll-to-top, and pull-to-refresh.
@Suite("Snap, scroll-to-top and pull-to-refresh")
struct BehavioursOf11Tests {
    private func gallery(_ snap: String, frameRate: Int) -> String {
        """
        scrollspec: 1
        name: Gallery
        device: {frameRate: \(frameRate)}
        screens:
          - id: gallery
            scrollViews: [{id: photos, contentHeight: 20852}]
            behaviours: [{snap: {scrollView: photos\(snap)}}]
        """
    }

    @Test("flings of every speed end exactly on an interval, at 60 and 120 Hz, keeping the deceleration rate", arguments: [60, 120])
    func nearest(frameRate: Int) throws {
        for velocity in stride(from: -6000.0, through: 9000, by: 375) {
            let world = try startedWorld(gallery(", interval: 130", frameRate: frameRate))
            try world.scroll("photos", to: .value(2000), animated: false, duration: .zero)
            try world.fling("photos", velocity: velocity, at: .start)
            let photos = world.stage.scrollView("photos")
            if velocity != 0 { #expect(abs(photos.velocity - velocity) < abs(velocity) * 0.5 + 700, "the glide starts near the release velocity") }
            try world.settle()
            #expect(photos.phase == .idle)
            let rows = (photos.offset - photos.top) / 130
            #expect(rows == rows.rounded() || photos.offset == photos.bottom, "\(velocity) pt/s at \(frameRate) Hz rests at \(photos.offset)")
            let projected = 2000 + ScrollPhysics.travel(velocity: velocity, rate: 0.998)
            #expect(abs(photos.offset - min(max(projected, photos.top), photos.bottom)) <= 65 + 1e-9, "the nearest row to where it would rest")
        }
    }

    @Test("paging never moves more than one page from where the drag started, however fast", arguments: [60, 120])
    func paging(frameRate: Int) throws {
        for velocity in [-30000.0, -8000, -900, -1, 0, 1, 900, 8000, 30000] {
            let world = try startedWorld(gallery(", mode: page", frameRate: frameRate))
            try world.scroll("photos", to: .value(852 * 5), animated: false, duration: .zero)
            try world.fling("photos", velocity: velocity, at: .start)
            try world.settle()
            let page = world.stage.scrollView("photos").offset / 852
            #expect(page == (velocity > 0 ? 6 : velocity < 0 ? 4 : 5), "\(velocity) pt/s ends on page \(page)")
        }
    }

    private func screens(_ scrollViews: String, behaviours: String = "") -> String {
        """
        scrollspec: 1
        name: Scroll to top
        screens:
          - id: home
            scrollViews: [\(scrollViews)]
            behaviours: [\(behaviours)]
        script:
          - scrollTo: {scrollView: a, offset: 500}
          - tapStatusBar
          - wait: 400ms
          - expect: {a.offset: 0}
        """
    }

    @Test("a status-bar tap scrolls the one visible scroll view with scrollsToTop to the top, animated")
    func systemScrollToTop() throws {
        #expect(try runSpec(screens("{id: a, contentHeight: 3000}")).passed)
        let two = try runSpec(screens("{id: a, contentHeight: 3000}, {id: b, contentHeight: 3000}"))
        #expect(two.diagnostics.map(\.message) == ["expected a.offset to be 0 ±0.5, got 500 at t=400ms"], "two candidates: UIKit scrolls neither")
        #expect(try runSpec(screens("{id: a, contentHeight: 3000}, {id: b, contentHeight: 3000, scrollsToTop: false}")).passed)
        let undo = try runSpec(screens("{id: a, contentHeight: 3000}", behaviours: "{undoScrollToTop: {scrollView: a, triggers: [tabReselect]}}"))
        #expect(undo.passed, "an undo that listens to other triggers leaves the system one in place")
    }

    @Test("a scroll view on a screen that does not show is no candidate for the status-bar tap")
    func scrollToTopCountsVisibleScreensOnly() throws {
        let spec = { (selected: String) in
            """
            scrollspec: 1
            name: Scroll to top with tabs
            tabs: [home, profile]
            screens:
              - id: timeline
                tab: home
                scrollViews: [{id: a, contentHeight: 3000}]
              - id: account
                tab: profile
                scrollViews: [{id: b, contentHeight: 3000}]
            script:
              - scrollTo: {scrollView: a, offset: 500}
              - selectTab: \(selected)
              - tapStatusBar
              - wait: 400ms
              - expect: {a.offset: 0}
            """
        }
        let home = try runSpec(spec("home"))
        #expect(home.passed, "\(home.diagnostics)")
        let profile = try runSpec(spec("profile"))
        #expect(profile.diagnostics.map(\.message) == ["expected a.offset to be 0 ±0.5, got 500 at t=400ms"], "the tap scrolls the profile's list, not the hidden timeline")
    }

    @Test("pull-to-refresh counts once per pull, and ending a refresh that is not running does nothing")
    func refreshOncePerPull() throws {
        let result = try runSpec("""
            scrollspec: 1
            name: Refresh
            screens:
              - id: inbox
                scrollViews: [{id: mail, contentHeight: 4000}]
                behaviours: [{pullToRefresh: {id: refresh, scrollView: mail, height: 50}}]
            script:
              - endRefreshing: refresh
              - expect: {refresh.refreshing: false, refresh.refreshCount: 0, mail.offset: 0}
              - touchDown: {scrollView: mail}
              - moveBy: {by: -300, duration: 300ms}
              - moveBy: {by: 200, duration: 200ms}
              - moveBy: {by: -200, duration: 200ms}
              - expect: {refresh.refreshCount: 1}
              - lift
              - waitForIdle
              - expect: {mail.offset: -50}
              - drag: {scrollView: mail, by: -300, duration: 300ms}
              - waitForIdle
              - expect: {refresh.refreshCount: 1, mail.offset: -50}
              - endRefreshing: refresh
              - waitForIdle
              - expect: {mail.offset: 0}
              - drag: {scrollView: mail, by: -300, duration: 300ms}
              - expect: {refresh.refreshCount: 2}
            """)
        #expect(result.passed, "\(result.diagnostics)")
    }
}
