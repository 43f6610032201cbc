import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A 400 × 800 device with `messages` (four 100 pt messages 8 pt apart, 424
/// long, anchored at the bottom) and `feed` (fifty 100 pt items whose
/// `scrollPosition` is the item under the middle, kept through changes).
private func anchoredSpec(_ script: String, messages: String = "anchor: {initialOffset: bottom, sizeChanges: bottom, alignment: bottom}") -> String {
    """
    scrollspec: 1
    name: Anchoring
    device: {width: 400, height: 800}
    screens:
      - id: chat
        scrollViews:
          - id: messages
            spacing: 8
            \(messages)
            items: {count: 4, size: 100, idPrefix: m}
          - id: feed
            scrollPosition: {anchor: center, keep: true}
            items: {count: 50, size: 100}
    script:
    \(script)
    """
}

@Suite("Anchoring: where content rests and stays as it changes")
struct AnchoringTests {
    @Test("content that fits rests at its alignment point; sizeChanges keeps a chat at its bottom as messages arrive, not when scrolled away")
    func chatAtItsBottom() throws {
        #expect(try failures(anchoredSpec("""
              - expect: {messages.offset: -376, messages.distanceFromTop: 0, messages.distanceFromBottom: 0, messages.item(m3).frame.y: 700}
              - insertItems: {scrollView: messages, items: {count: 6, size: 100, idPrefix: n}}
              - expect: {messages.item(n5).frame.y: 700, messages.distanceFromBottom: 0, messages.offset: 272}
              - set: {messages.viewportHeight: 300}
              - expect: {messages.distanceFromBottom: 0, messages.offset: 772}
              - scrollTo: {scrollView: messages, item: m0}
              - insertItems: {scrollView: messages, items: [{id: late, size: 100}]}
              - expect: {messages.offset: 0, messages.distanceFromBottom: 880}
            """)) == [])
    }

    @Test("without anchoring, content that fits rests at its top and grows below it, as UIKit's")
    func unanchored() throws {
        #expect(try failures(anchoredSpec("""
              - expect: {messages.offset: 0, messages.item(m3).frame.y: 324}
              - insertItems: {scrollView: messages, items: {count: 6, size: 100, idPrefix: n}}
              - expect: {messages.offset: 0}
            """, messages: "bounces: true")) == [])
    }

    @Test("initialOffset at a unit point rests that far through the bounds")
    func initialOffset() throws {
        #expect(try failures(anchoredSpec("  - expect: {messages.offset: 0}", messages: "anchor: {initialOffset: center}")
            .replacingOccurrences(of: "scrollPosition: {anchor: center, keep: true}", with: "anchor: {initialOffset: {x: 0, y: 0.25}}") + "\n  - expect: {feed.offset: 1050}") == [])
    }

    @Test("scrollPosition names the item under its anchor, and a scroll view that keeps it keeps that item still through insertions")
    func keptScrollPosition() throws {
        #expect(try failures(anchoredSpec("""
              - expect: {feed.scrollPosition: "4", feed.isPositionedByUser: false}
              - insertItems: {scrollView: feed, items: [{id: x, size: 300}], before: "0"}
              - expect: {feed.scrollPosition: "4", feed.offset: 300, feed.item(4).frame.y: 400}
              - deleteItems: {scrollView: feed, items: ["4"]}
              - expect: {feed.scrollPosition: "3", feed.item(5).frame.y: 500, feed.offset: 200}
            """)) == [])
    }

    @Test("bounceBehavior: basedOnSize leaves content that fits still under a finger; content that scrolls still bounces")
    func bounceBasedOnSize() throws {
        #expect(try failures(anchoredSpec("""
              - drag: {scrollView: messages, by: -100}
              - expect: {messages.offset: 0, messages.phase: idle}
              - fling: {scrollView: messages, velocity: -2000}
              - expect: {messages.offset: 0}
            """, messages: "bounceBehavior: basedOnSize")) == [])
    }

    @Test("anchors are refused where they cannot be", arguments: [
        ("initialOffset: bottom\n        anchor: {initialOffset: top}", "`initialOffset` and `anchor.initialOffset` both say where the scroll view rests; give one"),
        ("anchor: {sizeChanges: {x: 0.5, y: 2}}", "`anchor.sizeChanges.y`"),
        ("anchor: {alignment: middel}", "did you mean `middle`?"),
        ("bounceBehavior: sometimes", "`bounceBehavior` cannot be `sometimes`"),
    ])
    func refused(_ case: (declaration: String, message: String)) {
        let found = problems(anchoredSpec("  - wait: 1s", messages: `case`.declaration))
        #expect(found.count == 1 && found[0].contains(`case`.message), "\(found)")
    }
}
