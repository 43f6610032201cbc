import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A 400 × 800 device with `feed`, five items of 100–500 pt 10 pt apart
/// (a at 0, b at 110, c at 420, d at 630, e at 1140; 1540 long), and `cards`,
/// a horizontal row of ten 300 pt cards 20 pt apart, 200 high (the status bar
/// scrolls `feed`); then `script`.
private func itemsSpec(_ script: String, feed: String = "") -> String {
    """
    scrollspec: 1
    name: Items
    device: {width: 400, height: 800}
    screens:
      - id: home
        scrollViews:
          - id: feed
            spacing: 10
            items: [{id: a, size: 100}, {id: b, size: 300}, {id: c, size: 200}, {id: d, size: 500}, {id: e, size: 400}]\(feed)
          - id: cards
            axis: horizontal
            scrollsToTop: false
            viewportHeight: 200
            items: {count: 10, width: 300, idPrefix: card, spacing: 20}
    script:
    \(script)
    """
}

@Suite("Items with identity and size, on either axis")
struct ItemsTests {
    @Test("items lie one after another with the spacing between them; paths read each by id or index, on the screen and in the content")
    func positions() throws {
        #expect(try failures(itemsSpec("""
              - expect: {feed.item(b).position: 110, feed.item(#4).position: 1140, feed.item(e).frame.y: 1140, feed.item(e).frame.height: 400, feed.item(e).frame.width: 400}
              - expect: {feed.firstVisibleItem: a, feed.lastVisibleItem: d, feed.scrollPosition: a, feed.item(#1).id: b, feed.item(d).index: 3, feed.distanceFromBottom: 740}
              - expect: {cards.item(card1).position: 320, cards.item(card1).frame.x: 320, cards.item(card1).frame.y: 0, cards.item(card1).frame.height: 200, cards.item(card1).visibleFraction: 0.2667}
              - expect: {cards.distanceFromRight: 2780, cards.lastVisibleItem: card1}
            """)) == [])
    }

    @Test("scrollTo an item: unit points by name or {x, y} along the axis, the least movement for `visible`, always within the bounds")
    func anchors() throws {
        #expect(try failures(itemsSpec("""
              - scrollTo: {scrollView: feed, item: c, anchor: center}
              - expect: {feed.offset: 120, feed.scrollPosition: c, feed.item(c).transitionPhase: 0, feed.item(b).transitionPhase: -0.0333}
              - scrollTo: {scrollView: feed, item: e, anchor: visible}
              - expect: {feed.offset: 740}
              - scrollTo: {scrollView: feed, item: d, anchor: visible}
              - expect: {feed.offset: 630}
              - scrollTo: {scrollView: feed, item: a, anchor: {x: 0.5, y: 1}}
              - expect: {feed.offset: 0}
              - scrollTo: {scrollView: cards, item: card3, anchor: trailing}
              - expect: {cards.offset: 860, cards.firstVisibleItem: card2, cards.item(card2).visibleFraction: 0.2667, cards.item(card2).transitionPhase: -0.7333, cards.item(card2).transitionPhaseEased: -0.8526}
              - scrollTo: {scrollView: cards, item: card9}
              - expect: {cards.offset: 2780, cards.item(card9).transitionPhase: 0, cards.item(card8).visibleFraction: 0.2667}
            """)) == [])
    }

    @Test("inserting keeps the offset, the first visible item or the scrollPosition item still; a deleted kept item hands on to the next")
    func keeping() throws {
        #expect(try failures(itemsSpec("""
              - scrollTo: {scrollView: feed, item: c}
              - insertItems: {scrollView: feed, items: [{id: x, size: 50}], before: a}
              - expect: {feed.offset: 420, feed.scrollPosition: c, feed.item(c).position: 480, feed.firstVisibleItem: b}
              - insertItems: {scrollView: feed, items: [{id: y, size: 90}], before: a, keep: scrollPosition}
              - expect: {feed.offset: 520, feed.scrollPosition: c, feed.item(c).frame.y: 60}
              - deleteItems: {scrollView: feed, items: [c], keep: scrollPosition}
              - expect: {feed.scrollPosition: d, feed.item(d).frame.y: 270, feed.offset: 310}
              - deleteItems: {scrollView: feed, items: [x, y], keep: firstVisibleItem}
              - expect: {feed.item(b).frame.y: -40, feed.offset: 150}
            """)) == [])
    }

    @Test("isPositionedByUser: a finger or the status bar sets it, the app's scrollTo clears it")
    func positionedByUser() throws {
        #expect(try failures(itemsSpec("""
              - expect: {feed.isPositionedByUser: false}
              - drag: {scrollView: feed, by: 100}
              - expect: {feed.isPositionedByUser: true}
              - scrollTo: {scrollView: feed, item: d}
              - expect: {feed.isPositionedByUser: false}
              - tapStatusBar
              - expect: {feed.isPositionedByUser: true}
            """)) == [])
    }

    @Test("sections: headers and footers take their place and spacing; `top` puts an item below its section's pinned header")
    func sections() throws {
        let yaml = """
            scrollspec: 1
            name: Sections
            device: {width: 400, height: 800}
            screens:
              - id: home
                scrollViews:
                  - id: list
                    spacing: 4
                    sections:
                      - {id: A, headerSize: 30, footerSize: 10, items: {count: 5, size: 100}}
                      - {id: B, headerSize: 30, pinned: none, items: {count: 20, size: 100}}
            script:
              - expect: {list.item(A.0).position: 34, list.item(#5).position: 602, list.item(B.0).position: 602}
              - scrollTo: {scrollView: list, item: A.2}
              - expect: {list.offset: 212, list.pinnedSection: A, list.item(A.2).frame.y: 30}
              - scrollTo: {scrollView: list, item: B.1}
              - expect: {list.offset: 706, list.pinnedSection: ""}
            """
        #expect(try failures(yaml) == [])
    }

    @Test("self-sizing: estimates count until the window reaches an item; corrections before the visible area keep what shows still")
    func selfSizing() throws {
        let yaml = """
            scrollspec: 1
            name: Self-sizing
            device: {width: 400, height: 800}
            screens:
              - id: home
                scrollViews:
                  - {id: feed, items: {count: 100, size: 120, estimatedSize: 80}}
                  - {id: chat, items: {count: 100, size: 40, estimatedSize: 80}, initialOffset: bottom}
            script:
              - expect: {feed.estimatedItems: 80, feed.item(19).isLaidOut: true, feed.item(20).isLaidOut: false, feed.item(20).size: 80}
              - expect: {chat.distanceFromBottom: 0, chat.item(99).frame.y: 760, chat.item(99).isLaidOut: true}
              - drag: {scrollView: feed, by: 1000, duration: 1s}
              - expect: {feed.offset: 1000, feed.estimatedItems: 78}
              - scrollTo: {scrollView: feed, item: 60}
              - expect: {feed.item(60).frame.y: 0, feed.item(60).position: 6080}
              - scrollTo: {scrollView: feed, item: 0, animated: true}
              - waitForIdle
              - expect: {feed.offset: 1120, feed.item(0).frame.y: -1120}
            """
        #expect(try failures(yaml) == [])
    }

    @Test("bad items are refused at load with the fix", arguments: [
        ("items: [{id: a, size: 10}, {id: a, size: 20}]", "4:73: item `a` is already in this scroll view (line 4); each item has its own id"),
        ("items: {count: 3, estimatedSize: 80}", "4:74: `estimatedSize` needs the real size beside it (`size`)"),
        ("items: {count: 3, size: 80}, rows: {count: 2, height: 40}", "4:76: a scroll view gives `items` or 1.2's `rows`, not both"),
        ("axis: both, contentWidth: 900, contentHeight: 900, items: {count: 3, size: 80}", "4:99: `feed` scrolls both ways; items lie along one axis"),
    ])
    func badItems(_ case: (declaration: String, message: String)) {
        let yaml = "scrollspec: 1\nname: T\nscreens:\n  - {id: home, scrollViews: [{id: feed, \(`case`.declaration)}]}\n"
        let found = problems(yaml)
        #expect(found.count == 1 && found[0].hasPrefix(`case`.message), "\(found)")
    }

    @Test("paths and anchors name what exists: an unknown item, a unit point past 1, and a name that centres by the other axis")
    func badPathsAndAnchors() throws {
        let unknown = problems(itemsSpec("  - expect: {feed.item(f).position: 0}"))
        #expect(unknown == ["22:15: `feed` has no item `f`, and no step inserts one; did you mean `a`?"] || unknown.first?.contains("has no item `f`, and no step inserts one") == true, "\(unknown)")
        let outside = problems(itemsSpec("  - scrollTo: {scrollView: feed, item: a, anchor: {x: 0.5, y: 1.5}}"))
        #expect(outside.count == 1 && outside[0].contains("anchor.y"), "\(outside)")
        let spec = try validSpec(itemsSpec("  - scrollTo: {scrollView: feed, item: a, anchor: leading}"))
        #expect(spec.warnings.map(\.message) == ["`leading` on a vertical scroll view centres the item; did you mean `top`?"])
        let inserted = problems(itemsSpec("  - insertItems: {scrollView: feed, items: [{id: f, size: 10}]}\n  - expect: {feed.item(f).position: 1550}"))
        #expect(inserted == [])
    }

    @Test("matchers between properties compare with another path's value when checked, of the same kind and unit")
    func propertyMatchers() throws {
        #expect(try failures(itemsSpec("""
              - scrollTo: {scrollView: cards, item: card1}
              - expect: {feed.offset: {atMost: {path: cards.offset}}, cards.offset: {equals: {path: cards.item(card1).position}}}
              - expect: {feed.scrollPosition: {equals: {path: feed.firstVisibleItem}}, cards.item(card2).visibleFraction: {approx: {path: cards.item(card3).visibleFraction}, tolerance: 0.3}}
              - expect: {feed.offset: {not: {atLeast: {path: cards.offset}}}}
            """)) == [])
        let broken = try failures(itemsSpec("  - expect: {feed.offset: {equals: {path: cards.item(card1).position}}}"))
        #expect(broken == ["expected feed.offset to be cards.item(card1).position (320) ±0.5, got 0 at t=0s"])
        #expect(problems(itemsSpec("  - expect: {feed.offset: {equals: {path: feed.zoomScale}}}")) == [
            "16:43: `feed.offset` is in points and `feed.zoomScale` is a unitless number; compare a property with one of its unit",
        ])
        #expect(problems(itemsSpec("  - expect: {feed.scrollPosition: {atLeast: {path: cards.scrollPosition}}}")).first?.contains("`atLeast` compares numbers") == true)
    }

    @Test("views in content move with it, in an item or at a content point, and read the item paths; a tap reaches one where it shows")
    func viewsInContent() throws {
        let yaml = """
            scrollspec: 1
            name: Views in content
            device: {width: 400, height: 800}
            screens:
              - id: product
                scrollViews:
                  - id: page
                    items: [{id: gallery, size: 400}, {id: title, size: 120}, {id: details, size: 2000}]
                views:
                  - {id: buy, in: page, item: title, at: {x: 20, y: 60}, width: 200, height: 44}
                  - {id: note, in: page, at: {x: 0, y: 1000}, height: 100}
            script:
              - expect: {buy.frame.y: 460, buy.frame.x: 20, buy.position: 460, buy.visibleFraction: 1, note.visibleFraction: 0, note.transitionPhase: 1}
              - drag: {scrollView: page, by: 300}
              - expect: {buy.frame.y: 160, note.frame.y: 700, note.visibleFraction: 1}
              - insertItems: {scrollView: page, items: [{id: banner, size: 50}], before: gallery}
              - expect: {buy.frame.y: 210, buy.position: 510, note.frame.y: 700}
            """
        #expect(try failures(yaml) == [])
        let world = try startedWorld(yaml)
        #expect(world.stage.viewHit(x: 30, y: 470)?.id == "buy")
        #expect(world.stage.viewHit(x: 300, y: 470)?.id == nil)
    }

    @Test("a view in content names a scroll view of its screen and an item it has, and is placed by `at`")
    func badViewsInContent() {
        let yaml = """
            scrollspec: 1
            name: Bad
            screens:
              - id: product
                scrollViews: [{id: page, items: [{id: gallery, size: 400}]}]
                views:
                  - {id: buy, in: page, item: titel, height: 44}
                  - {id: other, in: pgae, height: 44}
                  - {id: third, in: page, y: 40, height: 44}
            """
        #expect(problems(yaml) == [
            "7:35: `page` has no item `titel` to place the view in; valid here: `gallery`",
            "8:25: `in` names no scroll view of this screen: `pgae`; did you mean `page`?",
            "9:34: a view in a scroll view's content is placed by `at`, not `y`",
        ])
    }

    @Test("a tap on a view in content reaches it where it shows; on content that glides, it only stops the glide")
    func tapsInContent() throws {
        let yaml = """
            scrollspec: 1
            name: Taps in content
            device: {width: 400, height: 800}
            screens:
              - id: home
                scrollViews:
                  - {id: page, items: {count: 100, size: 100}}
                views:
                  - {id: up, in: page, at: {x: 300, y: 1700}, width: 60, height: 60}
                behaviours:
                  - backToTop: {scrollView: page, button: up, showAfter: 100}
            script:
              - drag: {scrollView: page, by: 1500, duration: 500ms}
              - waitForIdle
              - expect: {up.visible: true, up.frame.y: 200}
              - fling: {scrollView: page, velocity: 300}
              - wait: 100ms
              - remember: {caught: page.offset}
              - tap: {view: up}
              - expect: {page.phase: idle, page.offset: $caught}
              - tap: {view: up}
              - expect: {page.offset: top, within: 400ms}
            """
        #expect(try failures(yaml) == [])
    }

    @Test("a tap on an item selects it (didSelectItemAt) where it shows; a plugin hears the item's id")
    func tapsOnItems() throws {
        let plugin = """
            scrollplugin: 1
            name: selection
            summary: Remembers the item tapped.
            parameters:
              scrollView: {type: scrollView}
              badge: {type: view}
            pipelines:
              - from: {tap: {scrollView: scrollView}}
                to: {set: badge.chosen}
              - from: {tap: {scrollView: scrollView, item: b}}
                pipe:
                  - scan: {seed: "0", next: "acc + 1"}
                to: {set: badge.taps}
            """
        let yaml = itemsSpec("""
              - tap: {scrollView: feed, item: c}
              - expect: {badge.chosen: c}
              - tap: {scrollView: feed, item: b}
              - tap: {scrollView: feed, item: b}
              - expect: {badge.chosen: b, badge.taps: 2}
              - tap: {scrollView: feed, item: e}
              - expect: {badge.chosen: b}
            """).replacingOccurrences(of: "script:", with: "    views: [{id: badge}]\n    behaviours: [{selection: {scrollView: feed, badge: badge}}]\nscript:")
        let plugins = try PluginLoader.load([pluginFolder(["selection.scrollplugin.yaml": plugin])], into: .builtIn)
        let result = Interpreter.run(try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins))
        #expect(result.diagnostics.map(\.message) == [])
    }

    @Test("{visibility: VIEW} watches a view in content: its value at installation, then each crossing of the threshold")
    func visibilityOfAViewInContent() throws {
        let plugin = """
            scrollplugin: 1
            name: stickyBar
            summary: Shows a bar while a button in the content is out of sight.
            parameters:
              button: {type: view}
              bar: {type: view}
            pipelines:
              - from: {visibility: button, threshold: 0.5}
                pipe:
                  - map: "not value"
                to: {set: bar.visible}
            """
        let yaml = """
            scrollspec: 1
            name: Sticky
            device: {width: 400, height: 800}
            screens:
              - id: product
                scrollViews: [{id: page, items: [{id: top, size: 500}, {id: rest, size: 3000}]}]
                views:
                  - {id: buy, in: page, item: top, at: {x: 0, y: 400}, height: 100}
                  - {id: bar, height: 80}
                behaviours: [{stickyBar: {button: buy, bar: bar}}]
            script:
              - expect: {bar.visible: false}
              - drag: {scrollView: page, by: 440, release: 0}
              - expect: {bar.visible: false, buy.visibleFraction: 0.6}
              - drag: {scrollView: page, by: 20, release: 0}
              - expect: {bar.visible: true, buy.visibleFraction: 0.4}
            """
        let plugins = try PluginLoader.load([pluginFolder(["stickyBar.scrollplugin.yaml": plugin])], into: .builtIn)
        #expect(Interpreter.run(try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins)).diagnostics.map(\.message) == [])
    }

    @Test("self-sizing along x counts estimated widths until the window reaches them; footers and spacing take their place between sections")
    func horizontalSelfSizingAndFooters() throws {
        let yaml = """
            scrollspec: 1
            name: Across
            device: {width: 400, height: 800}
            screens:
              - id: home
                scrollViews:
                  - id: strip
                    axis: horizontal
                    viewportHeight: 200
                    items: {count: 50, width: 150, estimatedWidth: 100, idPrefix: s}
                  - id: list
                    spacing: 10
                    sections:
                      - {id: A, headerSize: 40, footerSize: 20, items: {count: 3, size: 100}}
                      - {id: B, headerSize: 40, pinned: both, items: [{id: b1, size: 100}, {id: b2, size: 100}]}
            script:
              - expect: {strip.item(s7).isLaidOut: true, strip.item(s8).isLaidOut: false, strip.item(s8).size: 100, strip.estimatedItems: 42}
              - scrollTo: {scrollView: strip, item: s30}
              - expect: {strip.item(s30).frame.x: 0, strip.item(s30).frame.y: 0, strip.item(s30).frame.height: 200}
              - expect: {list.item(A.0).position: 50, list.item(A.2).position: 270, list.item(#3).position: 460, list.item(b2).position: 570}
            """
        #expect(try failures(yaml) == [])
    }

    @Test("naming an item a step deleted stops the run at the step that names it, at the path's place")
    func namingADeletedItem() throws {
        let result = try runSpec(itemsSpec("""
              - deleteItems: {scrollView: feed, items: [c]}
              - expect: {feed.item(c).position: 0}
              - expect: {feed.offset: 0}
            """))
        #expect(result.stoppedBy.map { "\($0.mark): \($0.message)" } == "17:14: `feed` has no item `c` at t=0s: something deleted it before this step")
        #expect(result.expectations.count == 0)
    }

    @Test("a step naming an item an earlier step deleted is refused at load with that step's line; inserted again, it may be named")
    func stepsNamingADeletedItem() throws {
        #expect(problems(itemsSpec("""
              - deleteItems: {scrollView: feed, items: [c]}
              - scrollTo: {scrollView: feed, item: c}
            """)) == ["17:40: `feed` has no item `c` here: the step on line 16 deleted it"])
        #expect(try failures(itemsSpec("""
              - deleteItems: {scrollView: feed, items: [c]}
              - insertItems: {scrollView: feed, items: [{id: c, size: 50}], after: b}
              - scrollTo: {scrollView: feed, item: c}
            """)) == [])
    }
}
