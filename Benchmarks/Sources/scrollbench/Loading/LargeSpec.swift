/// A generated spec of about 5 MB: many screens with scroll views, views and
/// behaviours, and a long script, valid throughout.
enum LargeSpec {
    /// `screenShare` of the bytes declare screens, the rest is the script
    /// (which may have at most 100,000 steps).
    static func yaml(targetBytes: Int = 5_000_000, screenShare: Double = 0.4) -> String {
        var text = "scrollspec: 1\nname: Large generated spec\ntags: [generated, large]\nscreens:\n"
        var screen = 0
        while Double(text.utf8.count) < Double(targetBytes) * screenShare {
            text += """
              - id: screen\(screen)
                scrollViews:
                  - {id: feed\(screen), contentHeight: \(5000 + screen % 997), contentInset: {top: 98, bottom: 83}, decelerationRate: fast}
                  - {id: card\(screen), contentHeight: 1252}
                views:
                  - {id: hero\(screen), height: 200}
                  - {id: bar\(screen)}
                behaviours:
                  - undoScrollToTop: {scrollView: feed\(screen), triggers: [statusBarTap, appear], duration: 250ms}
                  - headerCollapse: {scrollView: feed\(screen), header: hero\(screen), mode: exitUntilCollapsed, minHeight: 56, snap: true}
                  - thresholdBar: {scrollView: feed\(screen), bar: bar\(screen), threshold: 44, hysteresis: 12, above: large, below: inline}
                  - nestedScroll: {outer: card\(screen), inner: feed\(screen)}

            """
            screen += 1
        }
        text += "script:\n"
        var step = 0
        while text.utf8.count < targetBytes {
            let target = "feed0"
            text += """
              - drag: {scrollView: \(target), by: \(step % 400 + 10), duration: 300ms, release: 0}
              - expect: {\(target).offset: {min: -2000, max: 20000}, hero0.fraction: {min: 0, max: 1}, within: 1.5s}
              - log: "step \(step) of the generated script"

            """
            step += 1
        }
        return text
    }
}
