/// A generated scripted session: all four behaviours on four scroll views,
/// ten-second cycles of drags, flings, status-bar taps and expectations, each
/// cycle ending with every view reset so the next one starts the same way.
enum SessionSpec {
    static func yaml(seconds: Int) -> String {
        var lines = [
            "scrollspec: 1",
            "name: Scripted session of \(seconds) s",
            "screens:",
            "  - id: home",
            "    scrollViews:",
            "      - {id: feed, contentHeight: 60000, contentInset: {top: 98, bottom: 83}}",
            "      - {id: list, contentHeight: 30000}",
            "      - {id: card, contentHeight: 1252}",
            "      - {id: transactions, contentHeight: 30000, viewportHeight: 500}",
            "    views: [{id: hero, height: 200}, {id: bar}]",
            "    behaviours:",
            "      - undoScrollToTop: {scrollView: feed}",
            "      - headerCollapse: {scrollView: list, header: hero, snap: true}",
            "      - thresholdBar: {scrollView: list, bar: bar, threshold: 100, hysteresis: 10}",
            "      - nestedScroll: {outer: card, inner: transactions}",
            "script:",
        ]
        for cycle in 0..<max(1, seconds / 10) {
            lines += [
                "  - drag: {scrollView: feed, by: 2000, duration: 400ms}",
                "  - fling: {scrollView: feed, velocity: 3000}",
                "  - wait: 800ms",
                "  - tapStatusBar",
                "  - expect: {feed.offset: top, within: 1s}",
                "  - tapStatusBar",
                "  - drag: {scrollView: list, by: 900, duration: 300ms}",
                "  - expect: {hero.fraction: 1, bar.position: bottom}",
                "  - fling: {scrollView: list, velocity: -2500}",
                "  - drag: {scrollView: transactions, by: 600, duration: 300ms}",
                "  - expect: {card.offset: 400, transactions.offset: 200}",
                "  - fling: {scrollView: transactions, velocity: 2500}",
                "  - wait: 2s",
                "  - fling: {scrollView: transactions, velocity: -3000}",
                "  - waitForIdle",
                "  - expect: {transactions.phase: idle, card.phase: idle}",
                "  - scrollTo: {scrollView: feed, offset: top}",
                "  - scrollTo: {scrollView: list, offset: top}",
                "  - scrollTo: {scrollView: card, offset: top}",
                "  - scrollTo: {scrollView: transactions, offset: top}",
                "  - at: \((cycle + 1) * 10)s",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
