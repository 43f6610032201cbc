@testable import ScrollDSL

/// A timeline with a header, a threshold bar without hysteresis, a pushed
/// detail screen and tabs, and `invariants`: the world the exploration and
/// shrinking tests explore.
func exploredWorld(_ invariants: String) -> String {
    """
    scrollspec: 1
    name: Explored
    tabs: [home, more]
    screens:
      - id: home
        tab: home
        scrollViews: [{id: feed, contentHeight: 5000}]
        views: [{id: hero, height: 200}, {id: bar}]
        behaviours:
          - headerCollapse: {scrollView: feed, header: hero}
          - thresholdBar: {scrollView: feed, bar: bar, threshold: 100}
          - pullToRefresh: {id: refresh, scrollView: feed}
      - id: settings
        tab: more
        scrollViews: [{id: rows, contentHeight: 1200}]
      - id: detail
        scrollViews: [{id: text, contentHeight: 3000}]
    invariants:
    \(invariants)
    """
}

/// Options for `runs` runs from `seed`, on `threads` threads.
func explorationOptions(runs: Int = 40, seed: UInt64 = 7, threads: Int = 1) -> ExplorationOptions {
    var options = ExplorationOptions()
    options.runs = runs
    options.seed = seed
    options.threads = threads
    return options
}
