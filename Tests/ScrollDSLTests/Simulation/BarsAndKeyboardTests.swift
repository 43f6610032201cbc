import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A spec with `tabs` (when given), one screen `home` with `screen` keys and
/// the scroll views `scrollViews`, and `script`.
private func barsSpec(tabs: Bool = false, screen: String = "", scrollViews: String, behaviours: String = "[]", script: String) -> String {
    """
    scrollspec: 1
    name: Bars
    \(tabs ? "tabs: [home]" : "")
    screens:
      - id: home
        \(tabs ? "tab: home" : "")
        \(screen)
        scrollViews: \(scrollViews)
        behaviours: \(behaviours)
    script:
    \(script)
    """
}

@Suite("Safe area, bars and inset adjustment")
struct InsetAdjustmentTests {
    @Test("a list under a large title in a tab rests below the bar: top = -(59 + 96), bottom inset 34 + 49")
    func largeTitleInTab() throws {
        let yaml = barsSpec(tabs: true, screen: "navigationBar: large", scrollViews: "[{id: list, contentHeight: 3000}]", script: """
              - expect: {list.offset: -155, list.adjustedContentInset.top: 155, list.adjustedContentInset.bottom: 83, list.contentInset.top: 0}
              - expect: {home.navigationBar.height: 96, home.navigationBar.scrollEdge: true}
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 2231}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("a spec without bars keeps its version-1 insets: contentInset is the whole adjusted inset")
    func versionOneInsets() throws {
        let yaml = barsSpec(tabs: true, scrollViews: "[{id: list, contentHeight: 3000, contentInset: {top: 98, bottom: 83}}]", script: """
              - expect: {list.offset: -98, list.adjustedContentInset.top: 98, list.contentInset.top: 98, list.adjustedContentInset.bottom: 83}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("each adjustment behaviour adjusts the axes UIKit's does", arguments: [
        ("automatic", 2000, 103.0), ("automatic", 400, 103.0), ("scrollableAxes", 400, 0.0),
        ("scrollableAxes", 2000, 103.0), ("never", 2000, 0.0), ("always", 400, 103.0),
    ])
    func behaviours(_ behaviour: String, _ contentHeight: Int, _ top: Double) throws {
        let yaml = barsSpec(
            tabs: true, screen: "navigationBar: standard",
            scrollViews: "[{id: list, contentHeight: \(contentHeight), contentInsetAdjustmentBehavior: \(behaviour)}]",
            script: "  - expect: {list.adjustedContentInset.top: \(top), list.offset: \(-top)}"
        )
        #expect(try failures(yaml) == [])
    }

    @Test("content that grows past its viewport becomes scrollable: the inset is adjusted and a list resting at its top stays at its top")
    func growingContent() throws {
        let yaml = barsSpec(screen: "navigationBar: standard\n    toolbar: true", scrollViews: "[{id: list, contentHeight: 400, contentInsetAdjustmentBehavior: scrollableAxes}]", script: """
              - expect: {list.offset: 0, list.adjustedContentInset.bottom: 0}
              - set: {list.contentHeight: 2000}
              - expect: {list.offset: -103, list.adjustedContentInset.top: 103, list.adjustedContentInset.bottom: 78}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("the large title gives way as the content scrolls under it and the bar turns opaque once it has")
    func largeTitleCollapses() throws {
        let yaml = barsSpec(screen: "navigationBar: large", scrollViews: "[{id: list, contentHeight: 3000}]", script: """
              - drag: {scrollView: list, by: 26}
              - expect: {home.navigationBar.height: 70, home.navigationBar.scrollEdge: true}
              - drag: {scrollView: list, by: 100}
              - expect: {home.navigationBar.height: 44, home.navigationBar.scrollEdge: false}
              - scrollTo: {scrollView: list, offset: top}
              - touchDown: {scrollView: list}
              - moveBy: {by: -40}
              - expect: {home.navigationBar.height: {min: 100}, home.navigationBar.scrollEdge: true}
              - lift
            """)
        #expect(try failures(yaml) == [])
        let wrong = yaml.replacingOccurrences(of: "home.navigationBar.height: 70", with: "home.navigationBar.height: 96")
        #expect(try failures(wrong).count == 1, "a collapsing title is seen collapsing")
    }

    @Test("a large title never rests part way: after a lift or a glide the content goes to the nearer state; not after a programmatic scroll")
    func largeTitleSnaps() throws {
        let yaml = barsSpec(screen: "navigationBar: large", scrollViews: "[{id: list, contentHeight: 3000}]", script: """
              - drag: {scrollView: list, by: 10}
              - expect: {list.offset: -145, list.phase: animating}
              - waitForIdle
              - expect: {list.offset: -155, home.navigationBar.height: 96}
              - drag: {scrollView: list, by: 45}
              - waitForIdle
              - expect: {list.offset: -103, home.navigationBar.height: 44}
              - scrollTo: {scrollView: list, offset: top}
              - fling: {scrollView: list, velocity: 60}
              - waitForIdle
              - expect: {list.offset: -103}
              - scrollTo: {scrollView: list, offset: -130, animated: true}
              - waitForIdle
              - expect: {list.offset: -130, home.navigationBar.height: 71}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("the large title keeps a rest part way that a behaviour chose (snap) or a refresh control holds")
    func largeTitleLeavesBehaviours() throws {
        let snapping = barsSpec(
            screen: "navigationBar: large", scrollViews: "[{id: list, contentHeight: 3000}]",
            behaviours: "[{snap: {scrollView: list, interval: 10}}]", script: """
              - drag: {scrollView: list, by: 30}
              - waitForIdle
              - expect: {list.offset: -125}
            """)
        #expect(try failures(snapping) == [])
        let refreshing = barsSpec(
            screen: "navigationBar: large", scrollViews: "[{id: list, contentHeight: 3000}]",
            behaviours: "[{pullToRefresh: {id: refresh, scrollView: list}}]", script: """
              - drag: {scrollView: list, by: -150}
              - waitForIdle
              - expect: {refresh.refreshing: true, list.offset: -215}
              - drag: {scrollView: list, by: 20}
              - waitForIdle
              - expect: {list.offset: -195}
            """)
        #expect(try failures(refreshing) == [])
    }

    @Test("a standard bar is transparent only while the content is at its top")
    func standardScrollEdge() throws {
        let yaml = barsSpec(screen: "navigationBar: standard", scrollViews: "[{id: list, contentHeight: 3000}]", script: """
              - expect: {home.navigationBar.scrollEdge: true, list.offset: -103}
              - drag: {scrollView: list, by: 1}
              - expect: {home.navigationBar.scrollEdge: false, home.navigationBar.height: 44}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("while a refresh control holds the list, the large title stays large and the inset holds the control's height")
    func refreshKeepsLargeTitle() throws {
        let yaml = barsSpec(
            tabs: true, screen: "navigationBar: large", scrollViews: "[{id: list, contentHeight: 3000}]",
            behaviours: "[{pullToRefresh: {id: refresh, scrollView: list}}]", script: """
              - drag: {scrollView: list, by: -150}
              - waitForIdle
              - expect: {refresh.refreshing: true, list.offset: -215, list.contentInset.top: 60, home.navigationBar.height: 96}
              - endRefreshing: refresh
              - waitForIdle
              - expect: {list.offset: -155, list.contentInset.top: 0, list.adjustedContentInset.top: 155}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("the lists of a horizontal pager are adjusted by where their frames sit; the pager itself is not moved up and down")
    func pagerLists() throws {
        let yaml = barsSpec(screen: "navigationBar: standard", scrollViews: """
            [{id: pager, axis: horizontal, contentWidth: 786}, {id: posts, contentHeight: 3000, in: pager, at: {x: 0, y: 0}},
                      {id: below, contentHeight: 3000, viewportHeight: 400, in: pager, at: {x: 393, y: 300}}]
            """, script: """
              - expect: {pager.adjustedContentInset.top: 0, posts.adjustedContentInset.top: 103, posts.offset: -103, below.adjustedContentInset.top: 0}
              - expect: {posts.adjustedContentInset.bottom: 34, below.adjustedContentInset.bottom: 0}
            """)
        #expect(try failures(yaml) == [])
    }
}

@Suite("The keyboard")
struct KeyboardTests {
    private static let chat = "[{id: messages, contentHeight: 3000, initialOffset: bottom, keyboardDismissMode: interactive}]"

    @Test("showKeyboard slides it up over 250 ms and the bottom inset takes its overlap at once; hideKeyboard gives it back")
    func showAndHide() throws {
        let yaml = barsSpec(tabs: true, screen: "navigationBar: standard", scrollViews: "[{id: list, contentHeight: 3000}]", script: """
              - expect: {keyboard.visible: false, keyboard.frame.y: 852, keyboard.frame.height: 336, list.adjustedContentInset.bottom: 83}
              - showKeyboard
              - expect: {keyboard.visible: true, keyboard.frame.y: 852, list.adjustedContentInset.bottom: 336}
              - expect: {keyboard.frame.y: 684, within: 125ms}
              - expect: {keyboard.frame.y: 516, within: 130ms}
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 2484}
              - hideKeyboard
              - expect: {keyboard.visible: false, list.adjustedContentInset.bottom: 83, list.offset: 2231}
              - expect: {keyboard.frame.y: 852, within: 260ms}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("the keyboard belongs to its screen: a tab switch hides it in its turn, a push hides it as the transition starts; returning shows it no more")
    func keyboardLeavesWithItsScreen() throws {
        let yaml = """
            scrollspec: 1
            name: Keyboard
            tabs: [chats, calls]
            screens:
              - {id: chat, tab: chats, navigationBar: standard, scrollViews: [{id: messages, contentHeight: 3000}]}
              - {id: history, tab: calls, navigationBar: standard, scrollViews: [{id: log, contentHeight: 3000}]}
              - {id: detail, navigationBar: standard, scrollViews: [{id: info, contentHeight: 3000}]}
            script:
              - showKeyboard
              - expect: {messages.adjustedContentInset.bottom: 336, keyboard.visible: true}
              - selectTab: calls
              - expect: {keyboard.visible: false, log.adjustedContentInset.bottom: 83, messages.adjustedContentInset.bottom: 83}
              - expect: {keyboard.frame.y: 852, within: 260ms}
              - selectTab: chats
              - expect: {keyboard.visible: false, messages.adjustedContentInset.bottom: 83}
              - showKeyboard
              - push: detail
              - expect: {keyboard.visible: false, messages.adjustedContentInset.bottom: 83}
              - pop
              - expect: {keyboard.visible: false, messages.adjustedContentInset.bottom: 83}
            """
        #expect(try failures(yaml) == [])
    }

    @Test("onDrag: a drag hides the keyboard, a drag that does not move does not")
    func dismissOnDrag() throws {
        let yaml = barsSpec(scrollViews: "[{id: list, contentHeight: 3000, keyboardDismissMode: onDrag}]", script: """
              - showKeyboard
              - touchDown: {scrollView: list}
              - lift
              - expect: {keyboard.visible: true}
              - drag: {scrollView: list, by: 50}
              - expect: {keyboard.visible: false, list.adjustedContentInset.bottom: 0}
              - showKeyboard
              - fling: {scrollView: list, velocity: 800}
              - expect: {keyboard.visible: false}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("interactive: the keyboard follows a finger below its top edge, hides when the finger lifts moving down, returns otherwise")
    func interactive() throws {
        let yaml = barsSpec(scrollViews: Self.chat, script: """
              - showKeyboard
              - wait: 300ms
              - touchDown: {scrollView: messages}
              - moveBy: {by: -240, duration: 200ms}
              - expect: {keyboard.frame.y: 666, keyboard.visible: true}
              - lift: {release: 0}
              - expect: {keyboard.frame.y: 516, keyboard.visible: true, within: 260ms}
              - drag: {scrollView: messages, by: -300, duration: 200ms, release: finger}
              - expect: {keyboard.visible: false, messages.adjustedContentInset.bottom: 0}
              - expect: {keyboard.frame.y: 852, within: 260ms}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("showing a shown keyboard and hiding a hidden one stop the run at the step when a drag may have changed it")
    func runtimeRefusals() throws {
        let yaml = barsSpec(scrollViews: "[{id: list, contentHeight: 3000, keyboardDismissMode: onDrag}]", script: """
              - showKeyboard
              - showKeyboard
            """)
        let messages = try failures(yaml)
        #expect(messages.count == 1 && messages[0].contains("cannot show the keyboard at t=0s: it is already shown"), "\(messages)")
    }
}
