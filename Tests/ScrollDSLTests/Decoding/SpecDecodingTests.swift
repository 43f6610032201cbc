import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Decoding valid specs")
struct SpecDecodingTests {
    @Test("docs/language.md's defaults fill what a spec leaves out")
    func defaults() throws {
        let spec = try validSpec(specWithScreen("    behaviours: [{undoScrollToTop: {scrollView: feed}}]"))
        #expect(spec.device == Device())
        #expect(spec.device.width == 393 && spec.device.height == 852 && spec.device.statusBarHeight == 54)
        #expect(spec.device.frameRate == 120 && spec.device.hitTestsPerTap == 3)
        #expect(spec.tabs.isEmpty && spec.tags.isEmpty && spec.tolerance == 0.5 && spec.script == nil)
        let feed = try #require(spec.screens.first?.scrollViews.first)
        #expect(feed.viewportHeight == 852 && feed.contentInset == ContentInset() && feed.bounces)
        #expect(feed.decelerationRate == 0.998 && feed.initialOffset == .top)
        let undo = try #require(spec.screens.first?.behaviours.first)
        #expect(undo["triggers"] == .names(["statusBarTap"]))
        #expect(undo["resetOn"] == .names(["dragBegin"]))
        #expect(undo["animated"] == .boolean(true))
        #expect(undo["duration"] == .duration(.milliseconds(300)))
    }

    @Test("top and bottom follow docs/language.md's formulas")
    func bounds() throws {
        let spec = try validSpec("""
            scrollspec: 1
            name: Bounds
            device: {height: 800}
            screens:
              - id: s
                scrollViews:
                  - {id: long, contentHeight: 12000, contentInset: {top: 98, bottom: 83}, decelerationRate: fast}
                  - {id: short, contentHeight: 300, viewportHeight: 600, contentInset: {top: 20}, initialOffset: bottom}
            """)
        let views = spec.screens[0].scrollViews
        #expect(views[0].top == -98 && views[0].bottom == 12000 + 83 - 800 && views[0].decelerationRate == 0.99)
        #expect(views[1].top == -20 && views[1].bottom == -20 && views[1].initialOffset == .bottom)
    }

    @Test("durations: bare milliseconds and strings with units", arguments: [
        ("300", VirtualTime.milliseconds(300)), ("0.5", VirtualTime(nanoseconds: 500_000)), ("'300ms'", .milliseconds(300)),
        ("1.5s", .milliseconds(1500)), ("'2 s'", .seconds(2)), ("0", .zero), ("0.25ms", VirtualTime(nanoseconds: 250_000)),
    ])
    func durations(text: String, expected: VirtualTime) throws {
        let spec = try validSpec(specWithScreen("script:\n  - wait: \(text)"))
        guard let duration = (spec.script?.first?.action as? Step.Wait)?.duration else {
            Issue.record("not a wait step")
            return
        }
        #expect(duration == expected)
    }

    @Test("steps decode with their defaults and positions")
    func steps() throws {
        let spec = try validSpec("""
            scrollspec: 1
            name: Steps
            tabs: [home]
            tolerance: 2
            screens:
              - {id: main, tab: home, scrollViews: [{id: feed, contentHeight: 5000}]}
              - {id: detail}
            script:
              - drag: {scrollView: feed, by: 300}
              - push: detail
              - push: {screen: detail, animated: false}
              - waitForIdle
              - scrollTo: {scrollView: feed, offset: bottom}
              - expect: {feed.offset: 3, main.visible: yes, tabBar.selected: home, within: 1s}
              - expect: {feed.offset: {approx: 4, tolerance: 1}, feed.velocity: {min: 0}}
            """)
        let script = try #require(spec.script)
        guard let drag = script[0].action as? Step.Drag, let push = script[1].action as? Step.Push, push.screen == "detail", push.animated, !push.fresh,
              let still = script[2].action as? Step.Push, still.screen == "detail", !still.animated, !still.fresh,
              let timeout = (script[3].action as? Step.WaitForIdle)?.timeout, let scroll = script[4].action as? Step.ScrollTo,
              let first = (script[5].action as? Step.Expect)?.expectation, let second = (script[6].action as? Step.Expect)?.expectation else {
            Issue.record("unexpected steps \(script.map(\.action))")
            return
        }
        #expect(drag.duration == .milliseconds(300) && drag.release == .velocity(.zero) && drag.by == Vector(x: 0, y: 300))
        #expect(timeout == .seconds(10))
        #expect(scroll.offset == .bottom && !scroll.animated && scroll.duration == .milliseconds(300))
        #expect(first.within == .seconds(1))
        #expect(first.checks.map(\.matcher) == [.approximately(3, tolerance: 2), .boolean(true), .text("home")])
        #expect(first.checks.map(\.path.description) == ["feed.offset", "main.visible", "tabBar.selected"])
        #expect(second.checks.map(\.matcher) == [.approximately(4, tolerance: 1), .range(min: 0, max: nil)])
        #expect(script.map(\.mark.line) == [9, 10, 11, 12, 13, 14, 15])
    }

    @Test("merge keys share settings between scroll views")
    func mergeKeysInSpecs() throws {
        let spec = try validSpec("""
            scrollspec: 1
            name: Shared
            screens:
              - id: s
                scrollViews:
                  - &list {id: a, contentHeight: 4000, bounces: false}
                  - {<<: *list, id: b}
            """)
        #expect(spec.screens[0].scrollViews.map(\.id) == ["a", "b"])
        #expect(spec.screens[0].scrollViews[1].bounces == false)
    }

    @Test("every problem in a file is reported in one pass, in order")
    func allProblemsAtOnce() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/four-problems.scroll.yaml").standardized.path
        let found = try problems(String(contentsOfFile: fixture, encoding: .utf8))
        #expect(found == [
            "6:20: unknown key `contentHieght` in a scroll view; did you mean `contentHeight`?",
            "8:9: unknown behaviour `undoScrolToTop`; did you mean `undoScrollToTop`?",
            "10:49: `duration` cannot be \"3 seconds\"; a duration is a number of milliseconds (`300`) or a string with a unit (`300ms`, `1.5s`)",
            "11:14: unknown identifier `fed` in `fed.offset`; did you mean `feed`?",
        ])
    }

    @Test("YAML errors and empty files are positioned diagnostics")
    func loaderFailures() {
        #expect(problems("") == ["1:1: the file holds no YAML document; a spec starts with `scrollspec: 1`"])
        #expect(problems("[1, 2]") == ["1:1: a spec must be a map, not a list"])
        #expect(problems("name: 'open\n").first?.hasPrefix("2:1: invalid YAML: found unexpected end of stream") == true)
    }
}
