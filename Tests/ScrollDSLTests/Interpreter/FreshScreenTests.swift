import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A home screen and a pushable `detail` (a list starting at offset 100, a
/// sliding header, a refresh control with id `refresh`), then `script`.
private func detailSpec(_ script: String) -> String {
    """
    scrollspec: 1
    name: Fresh
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 3000}]
      - id: detail
        scrollViews: [{id: list, contentHeight: 4000, initialOffset: 100}]
        views: [{id: hero, height: 200}]
        behaviours:
          - headerCollapse: {scrollView: list, header: hero}
          - pullToRefresh: {id: refresh, scrollView: list}
    script:
      - push: {screen: detail, animated: false}
      - drag: {scrollView: list, by: 150}
      - scrollTo: {scrollView: list, offset: top}
      - drag: {scrollView: list, by: -200}
      - waitForIdle
      - pop
      - waitForIdle
    \(script)
    """
}

@Suite("Screens made fresh")
struct FreshScreenTests {
    @Test("push keeps the one instance as it was left: offset, insets and behaviour state")
    func keptInstance() throws {
        let yaml = detailSpec("""
              - push: {screen: detail, animated: false}
              - expect: {list.offset: -60, refresh.refreshing: true, refresh.refreshCount: 1, list.contentInset.top: 60}
            """)
        #expect(try failures(yaml) == [])
    }

    @Test("push fresh starts the screen over: initial offset and content, views in place, behaviours from their initial state")
    func freshInstance() throws {
        let yaml = detailSpec("""
              - push: {screen: detail, fresh: true}
              - expect: {list.offset: 100, list.contentInset.top: 0, refresh.refreshing: false, refresh.refreshCount: 0, hero.translation: 0}
              - waitForIdle
              - drag: {scrollView: list, by: 50}
              - expect: {hero.translation: -50, list.offset: 150}
              - scrollTo: {scrollView: list, offset: top}
              - drag: {scrollView: list, by: -200}
              - waitForIdle
              - expect: {refresh.refreshCount: 1, list.offset: -60}
              - endRefreshing: refresh
              - waitForIdle
              - expect: {refresh.refreshing: false, list.offset: 0}
            """)
        #expect(try failures(yaml) == [], "the new behaviours act once: the old graphs act no more")
    }

    @Test("a screen cannot be pushed fresh while a finger holds one of its scroll views")
    func heldScreen() throws {
        let yaml = detailSpec("""
              - push: {screen: detail, animated: false}
              - touchDown: {scrollView: list}
              - pop
              - wait: 400ms
              - push: {screen: detail, fresh: true}
              - lift: {scrollView: list}
            """)
        let messages = try failures(yaml)
        #expect(messages.contains { $0.contains("cannot push `detail` fresh: a finger still holds `list`; lift it first") }, "\(messages)")
    }
}
