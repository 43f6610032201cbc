import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Two screens, `first` showing `a` (1000 high) and `second` showing `b`
/// (2000 high) with a view `label`; the script flings `a`, so a run that
/// finds the wrong scroll view by name moves the wrong one.
private let twoScreens = """
    scrollspec: 1
    name: Two screens
    tabs: [one, two]
    screens:
      - id: first
        tab: one
        scrollViews: [{id: a, contentHeight: 1000}]
      - id: second
        tab: two
        scrollViews: [{id: b, contentHeight: 2000}]
        views: [{id: label}]
    script:
      - fling: {scrollView: a, velocity: 3000}
      - expect: {a.offset: bottom, within: 5s}
    """

@Suite("A stage finds what its spec's screens declare, as they are now")
struct StageIndexTests {
    @Test("every run of one spec finds each identifier at its place")
    func repeatedRuns() throws {
        let spec = try validSpec(twoScreens)
        for _ in 0..<3 {
            let stage = Program(spec: spec).world.stage
            #expect(stage.scrollView("a").id == "a" && stage.scrollView("b").id == "b" && stage.view("label").id == "label")
            #expect(stage.screen(showing: stage.scrollView("b")).id == "second" && stage.screen(showing: stage.view("label")).id == "second")
            #expect(Interpreter.run(spec).passed)
        }
    }

    @Test("screens changed after a run: the next stage follows the change, the spec it was copied from keeps its own")
    func screensChangedAfterARun() throws {
        let spec = try validSpec(twoScreens)
        #expect(Interpreter.run(spec).passed)
        var swapped = spec
        swapped.screens.swapAt(0, 1)
        swapped.screens[0].views[0].id = "caption"
        let stage = Program(spec: swapped).world.stage
        #expect(stage.scrollView("a").id == "a" && stage.scrollView("b").id == "b")
        #expect(stage.screen(showing: stage.scrollView("a")).id == "first" && stage.screen(showing: stage.scrollView("b")).id == "second")
        #expect(stage.declaration(named: "label") == nil && stage.view("caption").id == "caption")
        #expect(Interpreter.run(swapped).passed)
        let original = Program(spec: spec).world.stage
        #expect(original.scrollView("a").id == "a" && original.view("label").id == "label")
    }

    @Test("behaviours or plugins changed after a run: status-bar taps go back to the system where no behaviour hears them")
    func statusBarTapAfterAChange() throws {
        let spec = try validSpec("""
            scrollspec: 1
            name: Undo
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 5000}]
                behaviours: [{undoScrollToTop: {scrollView: feed}}]
            """)
        let feed = { (spec: Spec) in
            let stage = Program(spec: spec).world.stage
            return stage.handlesStatusBarTap(on: stage.scrollView("feed"))
        }
        let before = feed(spec)
        var withoutBehaviours = spec
        withoutBehaviours.screens[0].behaviours.removeAll()
        var withoutPlugins = spec
        withoutPlugins.plugins = PluginSet(behaviours: [], triggers: [])
        // Handled: as loaded, without its behaviour, without its plugins, as loaded again.
        #expect([before, feed(withoutBehaviours), feed(withoutPlugins), feed(spec)] == [true, false, false, true])
    }
}
