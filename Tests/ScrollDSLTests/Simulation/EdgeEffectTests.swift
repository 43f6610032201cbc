import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Edge effects: which edges of which scroll views are active under which
/// bars, and what a scroll view declares of them.
@Suite("Edge effects")
struct EdgeEffectTests {
    /// Tabs `home` (a navigation bar over `list`, with `side` beside it; `list` declares `edges`) and `search` (`results`).
    private func spec(_ script: String, edges: String = "{top: {style: hard}}", bar: String = "{style: standard, hidesBarsOnSwipe: true}") -> String {
        """
        scrollspec: 1
        name: Edges
        tabs: [home, search]
        screens:
          - id: feed
            tab: home
            navigationBar: \(bar)
            scrollViews:
              - {id: list, contentHeight: 3000, edgeEffect: \(edges)}
              - {id: side, contentHeight: 3000}
          - id: find
            tab: search
            scrollViews: [{id: results, contentHeight: 3000, edgeEffect: {bottom: {hidden: true}}}]
        script:
        \(script)
        """
    }

    @Test("the top edge is active off the bar's scroll edge, the bottom one while content lies past the end under the tab bar; only the scroll view a bar follows")
    func activeEdges() throws {
        let result = try runSpec(spec("""
              - expect: {list.edgeEffect.top.active: false, list.edgeEffect.bottom.active: true, side.edgeEffect.top.active: false, side.edgeEffect.bottom.active: false, list.edgeEffect.left.active: false}
              - scrollTo: {scrollView: list, offset: 100}
              - expect: {list.edgeEffect.top.active: true, list.edgeEffect.bottom.active: true}
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.edgeEffect.top.active: true, list.edgeEffect.bottom.active: false}
              - selectTab: search
              - expect: {list.edgeEffect.top.active: false, results.edgeEffect.bottom.active: false, results.edgeEffect.bottom.hidden: true}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a hidden navigation bar leaves the top edge inactive; a large title keeps it inactive while the title shows")
    func hiddenAndLargeBars() throws {
        let hiding = try runSpec(spec("""
              - drag: {scrollView: list, by: 200}
              - expect: {list.edgeEffect.top.active: false, feed.navigationBar.scrollEdge: false}
              - drag: {scrollView: list, by: -20}
              - expect: {list.edgeEffect.top.active: true}
            """))
        #expect(hiding.passed, "\(hiding.failureLines)")
        let large = try runSpec(spec("""
              - scrollTo: {scrollView: list, offset: -120}
              - expect: {list.edgeEffect.top.active: false, feed.navigationBar.scrollEdge: true}
              - scrollTo: {scrollView: list, offset: -90}
              - expect: {list.edgeEffect.top.active: true}
            """, bar: "large"))
        #expect(large.passed, "\(large.failureLines)")
    }

    @Test("style and hidden read as declared; hidden makes the edge inactive; a wrong style is refused with the nearest")
    func declared() throws {
        let result = try runSpec(spec("""
              - scrollTo: {scrollView: list, offset: 100}
              - expect: {list.edgeEffect.top.style: soft, list.edgeEffect.top.hidden: true, list.edgeEffect.top.active: false, list.edgeEffect.bottom.style: automatic, list.edgeEffect.bottom.hidden: false}
            """, edges: "{top: {style: soft, hidden: true}}"))
        #expect(result.passed, "\(result.failureLines)")
        #expect(problems(spec("  - wait: 10ms", edges: "{top: {style: hardd}}")).first?.contains("did you mean `hard`?") == true)
        #expect(problems(spec("  - expect: {list.edgeEffect.middle.active: true}")).first?.contains("is not a property of scroll view `list`") == true)
    }
}
