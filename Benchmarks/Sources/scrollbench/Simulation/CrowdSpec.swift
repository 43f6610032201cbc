import ScrollDSL

/// Specs for what the engine must not pay for: time in which nothing moves,
/// and scroll views that do not move.
enum CrowdSpec {
    /// A fling, then a million seconds of nothing.
    static let longWait = """
        scrollspec: 1
        name: Long wait
        screens: [{id: home, scrollViews: [{id: list, contentHeight: 20000}]}]
        script:
          - fling: {scrollView: list, velocity: 3000}
          - wait: 1000000s
          - expect: {list.phase: idle}
        """

    /// When the crowd's script ends.
    static let endTime = VirtualTime.seconds(3600)

    /// One scroll view flung back and forth for an hour, beside
    /// `stillScrollViews` scroll views on other screens that never move.
    /// `heard`: a behaviour hears it scroll, so its frames run (unheard, they
    /// coast, and the run is mostly making and freeing the scroll views).
    static func yaml(stillScrollViews: Int, heard: Bool = false) -> String {
        var lines = [
            "scrollspec: 1",
            "name: One moving beside \(stillScrollViews) still",
            "device: {frameRate: 120}",
            "screens:",
            "  - id: home",
            "    scrollViews: [{id: list, contentHeight: 60000}]",
        ]
        if heard {
            lines.append("    views: [{id: bar}]")
            lines.append("    behaviours: [{thresholdBar: {scrollView: list, bar: bar, threshold: 100}}]")
        }
        for index in 0..<stillScrollViews {
            lines.append("  - id: other\(index)")
            lines.append("    scrollViews: [{id: still\(index), contentHeight: 5000}]")
        }
        lines.append("script:")
        for cycle in 0..<360 {
            lines += [
                "  - fling: {scrollView: list, velocity: \(cycle % 2 == 0 ? 2500 : -2500)}",
                "  - at: \(cycle * 10 + 9)s",
                "  - expect: {list.phase: idle}",
                "  - at: \(cycle * 10 + 10)s",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
