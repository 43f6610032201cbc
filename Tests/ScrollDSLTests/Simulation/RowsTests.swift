import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A chat under a standard navigation bar (adjusted top 103, bottom 34): 50
/// messages of 80 pt named `m0`…`m49` and a contacts list in sections, then `script`.
private func rowsSpec(_ script: String) -> String {
    """
    scrollspec: 1
    name: Rows
    screens:
      - id: chat
        navigationBar: standard
        scrollViews:
          - {id: messages, rows: {count: 50, height: 80, idPrefix: m}, initialOffset: bottom}
          - id: contacts
            sections:
              - {id: A, headerHeight: 28, rows: {count: 10, height: 44}}
              - {id: B, headerHeight: 28, rows: [{id: bob, height: 44}, {id: bea, height: 60}]}
              - {id: C, headerHeight: 28, rows: {count: 30, height: 44}}
    script:
    \(script)
    """
}

@Suite("Rows and sections")
struct RowsTests {
    @Test("row steps are bounded: laying out more than 10,000,000 rows in a script is refused at the step that passes it, once")
    func rowWorkBounded() throws {
        let big = (0..<40).map { "  - insertRows: {scrollView: messages, rows: {count: 100000, height: 30, idPrefix: p\($0)_}}" }.joined(separator: "\n")
        #expect(problems(rowsSpec(big)) == [
            "27:17: the script's item steps lay out more than 10000000 items by here (each insertion or deletion lays out every item of its scroll view again; "
                + "`messages` has 1400050 now); insert or delete more items a step, in fewer steps",
        ])
        let front = (0..<5000).map { "  - insertRows: {scrollView: messages, rows: [{id: n\($0), height: 30}], before: \($0 == 0 ? "m0" : "n\($0 - 1)")}" }
        let found = problems(rowsSpec(front.joined(separator: "\n")))
        #expect(found.count == 1 && found[0].hasPrefix("4435:17: the script's item steps lay out more than 10000000 items by here"), "\(found.first?.prefix(30) ?? "")")
    }

    @Test("rows make the content height; the visible rows are those between the bars")
    func visibleRows() throws {
        let yaml = rowsSpec("""
              - expect: {messages.offset: 3182, messages.firstVisibleRow: m41, messages.lastVisibleRow: m49}
              - scrollTo: {scrollView: messages, offset: top}
              - expect: {messages.firstVisibleRow: m0, messages.lastVisibleRow: m8}
              - drag: {scrollView: messages, by: 81}
              - expect: {messages.firstVisibleRow: m1}
            """)
        #expect(try failures(yaml) == [])
        let spec = try validSpec(yaml)
        #expect(spec.screens[0].scrollViews[0].contentHeight == 4000)
        #expect(spec.screens[0].scrollViews[1].contentHeight == 1948, "3 headers of 28, 41 rows of 44 and one of 60")
    }

    @Test("scrollTo a row puts it at its anchor in the visible area, below a pinned header, within the bounds", arguments: [
        ("m10", "top", 697.0), ("m10", "middle", 379.5), ("m10", "bottom", 62.0), ("m0", "bottom", -103.0), ("m49", "top", 3182.0),
    ])
    func scrollToRow(_ row: String, _ anchor: String, _ offset: Double) throws {
        let yaml = rowsSpec("  - scrollTo: {scrollView: messages, row: \(row), anchor: \(anchor)}\n  - expect: {messages.offset: \(offset)}")
        #expect(try failures(yaml) == [])
    }

    @Test("a section's header pins at the top while its rows pass under it; scrolling to a row leaves room for it")
    func pinnedHeaders() throws {
        let yaml = rowsSpec("""
              - expect: {contacts.pinnedSection: A}
              - scrollTo: {scrollView: contacts, row: bea}
              - expect: {contacts.offset: 409, contacts.pinnedSection: B, contacts.firstVisibleRow: bob}
              - scrollTo: {scrollView: contacts, row: C.3, animated: true}
              - waitForIdle
              - expect: {contacts.pinnedSection: C, contacts.firstVisibleRow: C.2}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("rows inserted above keep the offset (the rows move down) unless keepVisibleRow keeps the first visible row still")
    func insertion() throws {
        let yaml = rowsSpec("""
              - scrollTo: {scrollView: messages, row: m10}
              - insertRows: {scrollView: messages, rows: {count: 20, height: 80, idPrefix: older}, before: m0, keepVisibleRow: true}
              - expect: {messages.offset: 2297, messages.firstVisibleRow: m10}
              - insertRows: {scrollView: messages, rows: [{id: x, height: 100}], before: m0}
              - expect: {messages.offset: 2297, messages.firstVisibleRow: m8}
              - insertRows: {scrollView: messages, rows: [{id: newest, height: 80}]}
              - scrollTo: {scrollView: messages, offset: bottom}
              - expect: {messages.lastVisibleRow: newest}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("a glide under way moves with rows inserted above: the content on screen does not jump")
    func insertionDuringGlide() throws {
        let world = try startedWorld(rowsSpec("  - wait: 1s"))
        try world.play(Step.ItemScroll(scrollView: "messages", item: "m20", anchor: .point(UnitPoint(x: 0.5, y: 0)), animated: false, duration: .zero))
        try world.fling("messages", velocity: Vector(x: 0, y: -1500), at: .start)
        try world.advance(to: world.now + .milliseconds(100))
        let list = world.stage.scrollView("messages")
        let before = list.offset
        let insertion = Step.ItemInsertion(scrollView: "messages", items: [Item(id: "new", size: 500)], before: "m0", after: nil, keep: .firstVisibleItem)
        try world.play(insertion)
        #expect(list.offset == before + 500)
        #expect(list.phase == .decelerating)
        try world.advance(to: world.now + .milliseconds(20))
        #expect(abs(list.offset - (before + 500)) < 40, "the glide goes on from where it was, shifted")
    }

    @Test("deleted rows: the offset stays, clamped; with keepVisibleRow the first visible row that stays (m11) keeps its place and the rows above fill the gap")
    func deletion() throws {
        let yaml = rowsSpec("""
              - scrollTo: {scrollView: messages, row: m10}
              - deleteRows: {scrollView: messages, rows: [m0, m1, m10], keepVisibleRow: true}
              - expect: {messages.offset: 457, messages.firstVisibleRow: m9}
              - deleteRows: {scrollView: messages, rows: [m2, m3]}
              - expect: {messages.offset: 457, messages.firstVisibleRow: m12}
              - scrollTo: {scrollView: messages, offset: bottom}
              - deleteRows: {scrollView: messages, rows: [m49, m48]}
              - expect: {messages.offset: bottom, messages.lastVisibleRow: m47}
            """)
        #expect(try failures(yaml) == [])
    }
}
