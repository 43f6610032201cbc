import ScrollDSL

extension StandardLibrary {
    /// `largeTitle`: A large title that collapses into the navigation bar as the content scrolls.
    static let largeTitle = PluginSource(name: "largeTitle", text: #"""
    scrollplugin: 1
    name: largeTitle
    summary: A large title that collapses into the navigation bar as the content scrolls.
    documentation: >
      Writes on the title: `collapse`, 0 while the large title shows in full and 1
      once it has scrolled under the bar (over `height` points), and `inline`, true
      once the small title shows in the bar (past half the height), as
      `prefersLargeTitles` does. A pull past the top keeps the large title. When
      scrolling stops with the title part way (neither 0 nor 1), the content
      scrolls to the nearer state in 300 ms, as iOS does: back to the large title
      below half the height, under the bar from half on (`snaps: false` leaves it).
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view under the navigation bar."}
      title: {type: view, doc: "The navigation title."}
      height: {type: number, default: 52, min: 1, doc: "The height of the large title."}
      snaps: {type: boolean, default: true, doc: "Whether a title left part way when scrolling stops moves to the nearer state."}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "clamp((value - scrollView.top) / height, 0, 1)"
          - distinctUntilChanged
          - share
        to: {stream: collapse}
      - from: {stream: collapse}
        to: {set: title.collapse}
      - from: {stream: collapse}
        pipe:
          - map: "value >= 0.5"
          - distinctUntilChanged
        to: {set: title.inline}
      - from: {event: didEndDecelerating, of: scrollView}
        pipe:
          - filter: "snaps"
          - map: "(scrollView.offset - scrollView.top) / height"
          - filter: "value > 0 and value < 1"
          - map: "value < 0.5 ? scrollView.top : scrollView.top + height"
        to: {scrollTo: scrollView, animated: true, duration: 300ms}
    examples:
      - name: the title moves into the bar as Settings scrolls
        spec:
          scrollspec: 1
          name: Settings
          screens:
            - id: settings
              scrollViews: [{id: rows, contentHeight: 2000, contentInset: {top: 96}}]
              views: [{id: title}]
              behaviours: [{largeTitle: {scrollView: rows, title: title}}]
          script:
            - expect: {title.collapse: 0, title.inline: false}
            - drag: {scrollView: rows, by: 26}
            - expect: {title.collapse: {approx: 0.5, tolerance: 0.001}, title.inline: true}
            - expect: {title.collapse: 1, rows.phase: idle, within: 300ms}
            - drag: {scrollView: rows, by: -100}
            - expect: {title.collapse: 0, title.inline: false}
      - name: a title left a quarter collapsed goes back to large
        spec:
          scrollspec: 1
          name: Settings
          screens:
            - id: settings
              scrollViews: [{id: rows, contentHeight: 2000, contentInset: {top: 96}}]
              views: [{id: title}]
              behaviours: [{largeTitle: {scrollView: rows, title: title}}]
          script:
            - drag: {scrollView: rows, by: 13}
            - expect: {title.collapse: {approx: 0.25, tolerance: 0.001}}
            - expect: {title.collapse: 0, rows.offset: top, within: 300ms}
      - name: a title of no height is refused
        rejected: "`height` must be at least 1"
        spec:
          scrollspec: 1
          name: No height
          screens:
            - id: settings
              scrollViews: [{id: rows, contentHeight: 2000}]
              views: [{id: title}]
              behaviours: [{largeTitle: {scrollView: rows, title: title, height: 0}}]
    """#)
}
