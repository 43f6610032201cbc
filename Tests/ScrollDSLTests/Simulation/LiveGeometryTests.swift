import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A behaviour under test: its screen's scroll views, views and behaviours,
/// and a script that moves it.
struct GeometryCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Scroll views other than `feed`, and views.
    let extra: String
    let behaviours: String
    let script: [String]
    var testDescription: String { name }

    static let all: [GeometryCase] = [
        GeometryCase(name: "headerCollapse enterAlways", behaviours: "{headerCollapse: {scrollView: feed, header: hero}}"),
        GeometryCase(name: "headerCollapse exitUntilCollapsed", behaviours: "{headerCollapse: {scrollView: feed, header: hero, mode: exitUntilCollapsed, minHeight: 60}}"),
        GeometryCase(name: "headerCollapse with snap", behaviours: "{headerCollapse: {scrollView: feed, header: hero, snap: true}}"),
        GeometryCase(name: "thresholdBar", behaviours: "{thresholdBar: {scrollView: feed, bar: bar, threshold: 40, hysteresis: 10}}"),
        GeometryCase(name: "undoScrollToTop", behaviours: "{undoScrollToTop: {scrollView: feed}}", script: ["tapStatusBar", "wait: 400ms", "tapStatusBar"]),
        GeometryCase(name: "snap", behaviours: "{snap: {scrollView: feed, interval: 120}}"),
        GeometryCase(name: "snap by pages", behaviours: "{snap: {scrollView: feed, mode: page}}"),
        GeometryCase(name: "pullToRefresh", behaviours: "{pullToRefresh: {id: refresh, scrollView: feed}}",
                     script: ["drag: {scrollView: feed, by: -400}", "waitForIdle", "endRefreshing: refresh"]),
        GeometryCase(name: "nestedScroll", extra: "{id: list, contentHeight: 3000, viewportHeight: 500}",
                     behaviours: "{nestedScroll: {outer: feed, inner: list}}", script: ["drag: {scrollView: list, by: 700}", "fling: {scrollView: list, velocity: -900}"]),
        GeometryCase(name: "fadeOnScroll", behaviours: "{fadeOnScroll: {scrollView: feed, view: hero}}"),
        GeometryCase(name: "hideBarsOnSwipe", behaviours: "{hideBarsOnSwipe: {scrollView: feed, bar: bar}}"),
        GeometryCase(name: "largeTitle", behaviours: "{largeTitle: {scrollView: feed, title: hero}}"),
        GeometryCase(name: "loadMore", behaviours: "{loadMore: {scrollView: feed, indicator: bar}}", script: ["scrollTo: {scrollView: feed, offset: bottom}"]),
        GeometryCase(name: "parallax", behaviours: "{parallax: {scrollView: feed, view: hero}}"),
        GeometryCase(name: "stickyHeader", behaviours: "{stickyHeader: {scrollView: feed, header: bar, position: 350}}"),
    ]

    private init(name: String, extra: String = "", behaviours: String, script: [String] = []) {
        self.name = name
        self.extra = extra
        self.behaviours = behaviours
        self.script = script.isEmpty
            ? ["drag: {scrollView: feed, by: 150}", "drag: {scrollView: feed, by: -70, release: finger}", "waitForIdle", "drag: {scrollView: feed, by: 900, release: 600}", "waitForIdle"]
            : script
    }

    /// The spec with `feed` declared as `geometry`, and `prelude` before the
    /// first `steps` of the script (all of them by default).
    func spec(_ geometry: String, prelude: [String] = [], steps: Int? = nil) -> String {
        let script = prelude + self.script.prefix(steps ?? self.script.count)
        let scrollViews = ["{id: feed, \(geometry)}"] + (extra.isEmpty ? [] : [extra])
        return """
            scrollspec: 1
            name: Geometry
            screens:
              - id: home
                scrollViews: [\(scrollViews.joined(separator: ", "))]
                views: [{id: hero, height: 200}, {id: bar}]
                behaviours: [\(behaviours)]
            script:
            \(script.map { "  - \($0)" }.joined(separator: "\n"))
            """
    }
}

@Suite("Behaviours see each scroll view as it is now")
struct LiveGeometryTests {
    /// Every property behaviours write and every scroll view's offset, after running `yaml`.
    private func state(after yaml: String) throws -> [String] {
        let spec = try validSpec(yaml)
        let program = Program(spec: spec)
        defer { program.dismantle() }
        let result = Interpreter(program: program, options: RunOptions()).run()
        #expect(result.stoppedBy == nil, "\(result.diagnostics)")
        let world = program.world
        var paths = spec.screens.flatMap(\.scrollViews).map { PropertyPath(target: $0.id, property: .offset) }
        for screen in spec.screens {
            for behaviour in screen.behaviours {
                let declaration = spec.plugins.behaviour(named: behaviour.plugin)!.declaration
                for write in declaration.writes {
                    paths += write.properties.map { PropertyPath(target: behaviour[write.parameter]!.string!, property: $0.property) }
                }
                if let id = behaviour.id { paths += declaration.properties.map { PropertyPath(target: id, property: $0.property) } }
            }
        }
        return paths.map { "\($0) = \(world.value(of: $0))" }
    }

    @Test("after a `set`, each behaviour finds the values it finds in a spec that starts with the new bounds", arguments: GeometryCase.all)
    func setMatchesDeclared(_ behaviour: GeometryCase) throws {
        let shorter = "contentHeight: 2000"
        let long = "contentHeight: 3000, contentInset: {top: 50, bottom: 30}, viewportHeight: 700, initialOffset: 0"
        let set = "set: {feed.contentHeight: 3000, feed.contentInset: {top: 50, bottom: 30}, feed.viewportHeight: 700}"
        for steps in 1...behaviour.script.count {
            let afterSet = try state(after: behaviour.spec(shorter, prelude: [set], steps: steps))
            let declared = try state(after: behaviour.spec(long, steps: steps))
            #expect(afterSet == declared, "after `\(behaviour.script[steps - 1])`")
        }
    }

    @Test("a headerCollapse over content that grows from fitting to long moves its header")
    func contentThatGrows() throws {
        let result = try runSpec(GeometryCase.all[0].spec("contentHeight: 400", prelude: [
            "drag: {scrollView: feed, by: 100}",
            "expect: {hero.translation: 0}",
            "set: {feed.contentHeight: 3000}",
            "drag: {scrollView: feed, by: 150}",
            "expect: {hero.translation: -150, hero.fraction: 0.75}",
        ], steps: 0))
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("exitUntilCollapsed measures from the new top after an inset change")
    func newTop() throws {
        let result = try runSpec(GeometryCase.all[1].spec("contentHeight: 3000", prelude: [
            "set: {feed.contentInset: {top: 100}}",
            "scrollTo: {scrollView: feed, offset: -40}",
            "expect: {hero.translation: -60}",
        ], steps: 0))
        #expect(result.passed, "\(result.diagnostics)")
    }

    /// A card holding a transactions list, nested, and a `snap` of 100 pt on `snapping`; the script follows.
    private static func nestedAccount(snapping: String) -> String {
        """
        scrollspec: 1
        name: Nested snap
        screens:
          - id: account
            scrollViews:
              - {id: card, contentHeight: 1052}
              - {id: transactions, contentHeight: 2000, viewportHeight: 600}
            behaviours:
              - nestedScroll: {outer: card, inner: transactions}
              - snap: {scrollView: \(snapping), interval: 100}
        script:

        """
    }

    @Test("a glide of a nestedScroll's inner list that stays inside it, or a lift still, is snapped by the list's own snap")
    func nestedSnap() throws {
        let result = try runSpec(Self.nestedAccount(snapping: "transactions") + """
              - drag: {scrollView: transactions, by: 330}
              - waitForIdle
              - expect: {card.offset: 200, transactions.offset: {approx: 100, tolerance: 0}}
              - drag: {scrollView: transactions, by: 40, duration: 100ms, release: 300}
              - waitForIdle
              - expect: {card.offset: 200, transactions.offset: 300}
              - drag: {scrollView: transactions, by: -20, duration: 100ms, release: -150}
              - waitForIdle
              - expect: {card.offset: 200, transactions.offset: 200}
            """)
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("the outer card of a nestedScroll that glides after a lift on the inner list ends where its own snap says")
    func nestedOuterSnap() throws {
        let result = try runSpec(Self.nestedAccount(snapping: "card") + """
              - drag: {scrollView: transactions, by: 50, duration: 100ms, release: 100}
              - waitForIdle
              - expect: {card.offset: {approx: 100, tolerance: 0}, transactions.offset: 0}
              - drag: {scrollView: transactions, by: 30}
              - waitForIdle
              - expect: {card.offset: {approx: 100, tolerance: 0}, transactions.offset: 0}
            """)
        #expect(result.passed, "\(result.diagnostics)")
    }

    @Test("a glide nestedScroll hands on mid-flight is retargeted at the hand-off: the list's snap ends it on a row")
    func handedOnGlideSnaps() throws {
        let result = try runSpec(Self.nestedAccount(snapping: "transactions") + """
              - drag: {scrollView: transactions, by: 50, duration: 100ms, release: 3000}
              - waitForIdle
              - expect: {card.offset: 200, transactions.offset: {approx: 1300, tolerance: 0}}
            """)
        #expect(result.passed, "\(result.diagnostics)")
    }
}
