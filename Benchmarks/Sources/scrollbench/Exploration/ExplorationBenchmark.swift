import ScrollDSL
import ScrollDSLBuiltIns

/// Benchmark: how fast exploring runs. `scrollrun explore`'s work on the four
/// seed behaviours with invariants that hold: 300 generated scripts of 20
/// steps (no counterexample to shrink), virtual time explored per wall second,
/// with runs on every processor (the target) and on one thread, timed in turns.
enum ExplorationBenchmark {
    static let yaml = """
        scrollspec: 1
        name: Seeds explored
        tabs: [home, profile]
        screens:
          - id: timeline
            tab: home
            scrollViews: [{id: feed, contentHeight: 12000, contentInset: {top: 98, bottom: 83}}]
            views: [{id: hero, height: 200}, {id: title}]
            behaviours:
              - undoScrollToTop: {scrollView: feed, triggers: [statusBarTap, tabReselect]}
              - headerCollapse: {scrollView: feed, header: hero}
              - thresholdBar: {scrollView: feed, bar: title, threshold: 200, hysteresis: 20}
          - id: account
            tab: profile
            scrollViews:
              - {id: card, contentHeight: 1500}
              - {id: transactions, contentHeight: 4000, viewportHeight: 500}
            behaviours:
              - nestedScroll: {outer: card, inner: transactions}
        invariants:
          - {hero.fraction: {min: 0, max: 1}}
          - {feed.offset: {min: top, max: bottom}, whenIdle: true}
        """

    static func run(runs: Int) -> [ResultRow] {
        let spec = try! SpecLoader.load(yaml: yaml, file: "explore.scroll.yaml", plugins: .builtIn)
        var options = ExplorationOptions()
        options.runs = 300
        var oneThread = options
        oneThread.threads = 1
        let check = Explorer.explore(spec, options: options)
        guard check.counterexample == nil, check.runs == 300, Explorer.explore(spec, options: oneThread).virtualTime == check.virtualTime else {
            fatalError("scrollbench: the explored spec broke an invariant: \(check.counterexample?.message ?? "\(check.runs) runs")")
        }
        let paired = PairedMeasurement(
            "every processor", "one thread", runs: runs,
            { keep(Explorer.explore(spec, options: options)) }, { keep(Explorer.explore(spec, options: oneThread)) })
        let seconds = check.virtualTime.seconds
        func described(_ time: Double) -> String {
            "\(ResultTable.rounded(seconds)) s of virtual time in \(ResultTable.rounded(time * 1000)) ms"
        }
        let speed = seconds / paired.first.median
        return [
            ResultRow(benchmark: "exploration", name: "300 scripts of 20 steps, 4 seed behaviours, 2 invariants, \(options.threads) threads", value: speed, unit: "× real time",
                      target: "≥ 100,000 (\(described(paired.first.median)))", met: speed >= 100_000),
            ResultRow(benchmark: "exploration", name: "the same on one thread", value: seconds / paired.second.median, unit: "× real time",
                      target: "for reference (\(described(paired.second.median)); \(ResultTable.rounded(1 / paired.ratio))× slower, the median turn)", met: nil),
        ]
    }
}
