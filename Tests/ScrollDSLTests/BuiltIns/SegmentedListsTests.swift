import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A profile: a pager of posts, replies (short: 700 pt) and likes under a
/// 200 pt header and a 44 pt segment bar placed at y 200, then `script`.
private func profile(_ script: String) -> String {
    """
    scrollspec: 1
    name: Profile
    screens:
      - id: profile
        scrollViews:
          - {id: pager, axis: horizontal, contentWidth: 1179, scrollsToTop: false}
          - {id: posts, contentHeight: 5000, contentInset: {top: 244}, in: pager, at: {x: 0, y: 0}}
          - {id: replies, contentHeight: 700, contentInset: {top: 244}, in: pager, at: {x: 393, y: 0}, scrollsToTop: false}
          - {id: likes, contentHeight: 3000, contentInset: {top: 244}, in: pager, at: {x: 786, y: 0}, scrollsToTop: false}
        views: [{id: header, height: 200}, {id: segments, y: 200, height: 44}]
        behaviours:
          - snap: {scrollView: pager, mode: page}
          - segmentedLists: {pager: pager, header: header, segmentBar: segments}
    script:
    \(script)
    """
}

@Suite("Segmented lists")
struct SegmentedListsTests {
    @Test("a list too short to hold the header's collapse is aligned as far as its content allows")
    func shortList() throws {
        let yaml = profile("""
              - drag: {scrollView: posts, by: 1000}
              - expect: {header.translation: -200, likes.offset: -44, replies.offset: -152}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("the pinned bar is tapped where it shows: a tap at its pinned place selects the segment under the finger")
    func tapPinnedBar() throws {
        let yaml = profile("""
              - drag: {scrollView: posts, by: 1000}
              - tap: {x: 330, y: 22}
              - expect: {segments.selectedSegment: 2}
              - expect: {pager.offset: 786, likes.offset: -44, header.translation: -200, within: 300ms}
              - tap: {view: segments}
              - expect: {segments.selectedSegment: 1}
            """)
        #expect(try failures(yaml) == [])
        let missed = yaml.replacingOccurrences(of: "tap: {x: 330, y: 22}", with: "tap: {x: 330, y: 222}")
        #expect(try failures(missed).count >= 1, "where the bar was before it moved, nothing is tapped")
    }

    @Test("scrolling a list that is not in view moves neither the header nor the others")
    func hiddenListScrolls() throws {
        let world = try startedWorld(profile("  - wait: 1s"))
        try world.play(Step.Drag(scrollView: "likes", by: Vector(x: 0, y: 300), duration: .milliseconds(300), release: .velocity(.zero)))
        #expect(world.stage.view("header").translation == 0)
        #expect(world.stage.scrollView("posts").offset == -244)
        #expect(world.stage.scrollView("likes").offset == 56)
    }
}
