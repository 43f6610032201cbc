import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// What a replay records and draws of content with items: each item the
/// viewport shows with its id, where it lies, and the views placed in the content.
@Suite("Replaying items and views in content")
struct ItemsReplayTests {
    private let yaml = """
        scrollspec: 1
        name: Items
        device: {width: 393, height: 852}
        screens:
          - id: product
            scrollViews:
              - id: page
                contentInsetAdjustmentBehavior: never
                items: [{id: gallery, size: 420}, {id: title, size: 180}, {id: details, size: 900},
                        {id: "<reviews>", size: 1400}, {id: more, size: 300, estimatedSize: 80}]
              - id: shelf
                axis: horizontal
                contentInsetAdjustmentBehavior: never
                items: {count: 10, size: 150, idPrefix: card}
            views:
              - {id: inlineBuy, in: page, item: title, at: {x: 20, y: 110}, width: 353, height: 50}
              - {id: badge, in: shelf, at: {x: 160, y: 10}, width: 40, height: 20}
        script:
          - wait: 100ms
          - scrollTo: {scrollView: page, item: more}
          - scrollTo: {scrollView: shelf, item: card5}
          - wait: 100ms
        """

    private func replay() throws -> Replay {
        try recordedReplay(yaml)
    }

    @Test("the replay records the items each scroll view shows, with their positions, sizes and ids, as they come and go")
    func records() throws {
        let replay = try replay()
        #expect(replay.value("page.items", at: .zero) == .text("0 420 gallery\n420 180 title\n600 900 details"))
        #expect(replay.value("shelf.items", at: .zero) == .text("0 150 card0\n150 150 card1\n300 150 card2"))
        #expect(replay.value("page.items", at: .milliseconds(150)) == .text("1500 1400 <reviews>\n2900 300 more"))
        #expect(replay.value("shelf.items", at: .milliseconds(150)) == .text("750 150 card5\n900 150 card6\n1050 150 card7"))
    }

    @Test("a snapshot draws the items the viewport shows with their ids, and views in content where the content puts them")
    func snapshot() throws {
        let replay = try replay()
        let first = ScreenSnapshot.svg(replay, at: .zero)
        #expect(first.contains("<rect x=\"0\" y=\"420\" width=\"393\" height=\"180\" fill=\"#e3f2fd\" stroke=\"#90a4ae\"/>"), "title at its place")
        #expect(first.contains(">details</text>") && !first.contains("reviews"))
        #expect(first.contains("<rect x=\"20\" y=\"530\" width=\"353\" height=\"50\""), "the button 110 pt into the title")
        #expect(first.contains("<rect x=\"160\" y=\"10\" width=\"40\" height=\"20\""), "the badge at its content point")
        #expect(first.contains("<rect x=\"150\" y=\"0\" width=\"150\" height=\"852\""), "card1 across the shelf")
        let last = ScreenSnapshot.svg(replay, at: .milliseconds(150))
        #expect(last.contains(">&lt;reviews&gt;</text>"), "an id is escaped")
        // The offset was set from `more`'s 80 pt estimate (bottom 2,128), and laying it out grew the content below it.
        #expect(last.contains("<rect x=\"0\" y=\"772\" width=\"393\" height=\"300\""), "more, at 2,900 - 2,128")
        #expect(!last.contains("width=\"353\" height=\"50\""), "the button's item is out of sight")
        #expect(!last.contains("width=\"40\" height=\"20\""), "the badge scrolled away with the shelf")
        let page = ReplayPage.render([replay])
        #expect(page.contains("\"content\":{\"in\":\"page\",\"item\":\"title\",\"frame\":[20,110,353,50]}"))
        #expect(page.contains("\"path\":\"page.items\""))
    }
}
