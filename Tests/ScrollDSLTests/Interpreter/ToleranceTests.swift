import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Tolerance by unit: points within tolerance, every other number within unitTolerance")
struct ToleranceTests {
    /// A header over `feed`, dragged 150 pt: translation -150, fraction 0.75, visibleHeight 50.
    private func header(_ expect: String, topLevel: String = "") -> String {
        """
        scrollspec: 1
        name: Header\(topLevel)
        screens:
          - id: home
            scrollViews: [{id: feed, contentHeight: 3000}]
            views: [{id: hero, height: 200}]
            behaviours: [{headerCollapse: {scrollView: feed, header: hero}}]
        script:
          - drag: {scrollView: feed, by: 150}
          - expect: \(expect)
        """
    }

    @Test("a fraction is checked within 0.005, and the failure says so")
    func fraction() throws {
        #expect(try runSpec(header("{hero.fraction: 0.75}")).passed)
        #expect(try runSpec(header("{hero.fraction: 0.754}")).passed)
        let wrong = try runSpec(header("{hero.fraction: 0.4}"))
        #expect(wrong.diagnostics.map(\.message) == ["expected hero.fraction to be 0.4 ±0.005, got 0.75 at t=300ms"])
        #expect(try !runSpec(header("{hero.fraction: 0.76}")).passed)
    }

    @Test("points keep 0.5: a translation 0.4 pt off holds, 0.6 pt off fails with ±0.5")
    func points() throws {
        #expect(try runSpec(header("{hero.translation: -150.4, hero.visibleHeight: 50.4, feed.offset: 149.6}")).passed)
        let wrong = try runSpec(header("{hero.translation: -150.6}"))
        #expect(wrong.diagnostics.map(\.message) == ["expected hero.translation to be -150.6 ±0.5, got -150 at t=300ms"])
    }

    @Test("unitTolerance and tolerance set each default; approx overrides both")
    func topLevelKeys() throws {
        #expect(try runSpec(header("{hero.fraction: 0.7}", topLevel: "\nunitTolerance: 0.1")).passed)
        #expect(try !runSpec(header("{hero.translation: -149}", topLevel: "\nunitTolerance: 2")).passed)
        #expect(try runSpec(header("{hero.translation: -149}", topLevel: "\ntolerance: 2")).passed)
        #expect(try runSpec(header("{hero.fraction: {approx: 0.7, tolerance: 0.1}}")).passed)
        #expect(problems(header("{hero.fraction: 0.75}", topLevel: "\nunitTolerance: -1")) == ["3:16: `unitTolerance` must be at least 0, not -1"])
    }

    @Test("a behaviour's own counts are unitless")
    func behaviourProperty() throws {
        let spec = """
        scrollspec: 1
        name: Refresh
        screens:
          - id: inbox
            scrollViews: [{id: mail, contentHeight: 3000}]
            behaviours: [{pullToRefresh: {id: refresh, scrollView: mail}}]
        script:
          - drag: {scrollView: mail, by: -200}
          - expect: {refresh.refreshCount: 1.3}
        """
        #expect(try runSpec(spec).diagnostics.map(\.message) == ["expected refresh.refreshCount to be 1.3 ±0.005, got 1 at t=300ms"])
    }

    private static let fadeAndSlide = """
        scrollplugin: 1
        name: fadeAndSlide
        summary: A badge that slides and fades.
        parameters:
          scrollView: {type: scrollView}
          badge: {type: view}
        pipelines:
          - from: {offset: scrollView}
            pipe: [map: "value / 2"]
            to: {set: badge.slide}
          - from: {offset: scrollView}
            pipe: [map: "value / 1000"]
            to: {set: badge.glow}
          - from: {offset: scrollView}
            pipe: [map: "value / 1000"]
            to: {set: badge.fraction}
        units: {slide: points}
        """

    private func badge(_ expect: String) throws -> RunResult {
        let plugins = try PluginLoader.load(bytes: Array(Self.fadeAndSlide.utf8), file: "fadeAndSlide.scrollplugin.yaml", into: .builtIn)
        let spec = try SpecLoader.load(yaml: """
            scrollspec: 1
            name: Badge
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                views: [{id: star}]
                behaviours: [{fadeAndSlide: {scrollView: feed, badge: star}}]
            script:
              - drag: {scrollView: feed, by: 200}
              - expect: \(expect)
            """, plugins: plugins)
        return Interpreter.run(spec)
    }

    @Test("a plugin's `units: {NAME: points}` gives 0.5; its other numbers 0.005; a built-in name keeps its unit")
    func pluginUnits() throws {
        #expect(try badge("{star.slide: 100.4}").passed)
        #expect(try badge("{star.glow: 0.2, star.fraction: 0.2}").passed)
        #expect(try badge("{star.glow: 0.21}").diagnostics.map(\.message) == ["expected star.glow to be 0.21 ±0.005, got 0.2 at t=300ms"])
        #expect(try !badge("{star.fraction: 0.21}").passed)
    }

    @Test("`units` names a written number, with a suggestion, and a built-in name keeps its unit")
    func unitsProblems() {
        func unitProblems(_ units: String) -> [String] {
            let text = Self.fadeAndSlide.replacingOccurrences(of: "units: {slide: points}", with: "units: \(units)")
            do {
                _ = try PluginLoader.load(bytes: Array(text.utf8), file: "p.scrollplugin.yaml", into: .builtIn)
                return []
            } catch {
                return error.diagnostics.map { "\($0.mark): \($0.message)" }
            }
        }
        #expect(unitProblems("{slid: points}") == ["17:9: `units` names `slid`, which no pipeline writes as a number; did you mean `slide`?"])
        #expect(unitProblems("{slide: pixels}") == ["17:16: `slide` cannot be `pixels`; valid here: `points`, `unitless`"])
        #expect(unitProblems("{fraction: points}") == ["17:19: `fraction` is a built-in property, always unitless; give this value another name"])
        #expect(unitProblems("[slide]") == ["17:8: `units` is a map of `PROPERTY: points`, such as `{offsetY: points}`, not a list"])
    }

    @Test("range ends may be top or bottom for offsets; distanceFromBottom is expectable")
    func boundsInRanges() throws {
        let spec = listSpec(contentHeight: 2000) + """

            script:
              - drag: {scrollView: list, by: 300}
              - expect: {list.offset: {min: top, max: bottom}, list.distanceFromBottom: 848}
              - expect: {list.offset: {max: top}}
            """
        let result = try runSpec(spec)
        #expect(result.diagnostics.map(\.message) == ["expected list.offset to be in [-∞, top (0)], got 300 at t=300ms"])
        #expect(problems(listSpec() + "\nscript:\n  - expect: {list.offset: {min: tip}}") == ["8:33: `list.offset` cannot be `tip`; did you mean `top`? (or a number)"])
    }

    @Test("an offset past 10,000,000 that a run reaches can be expected")
    func farOffsets() throws {
        let spec = """
            scrollspec: 1
            name: Far
            screens: [{id: a, scrollViews: [{id: l, contentHeight: 10000000, contentInset: {bottom: 5000000}}]}]
            script:
              - scrollTo: {scrollView: l, offset: bottom}
              - expect: {l.offset: 14999148}
            """
        #expect(try runSpec(spec).passed)
    }
}
