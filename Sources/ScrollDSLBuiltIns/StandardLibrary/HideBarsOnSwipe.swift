import ScrollDSL

extension StandardLibrary {
    /// `hideBarsOnSwipe`: Bars that hide as the content scrolls on and come back as it scrolls back.
    static let hideBarsOnSwipe = PluginSource(name: "hideBarsOnSwipe", text: #"""
    scrollplugin: 1
    name: hideBarsOnSwipe
    summary: Bars that hide as the content scrolls on and come back as it scrolls back.
    documentation: >
      Hides the screen's navigation bar and toolbar (`setNavigationBarHidden`,
      `setToolbarHidden`, animated: the insets of the screen's scroll views follow)
      once the content has moved more than `slop` points on (toward its end), and
      shows them once it has moved more than `slop` back. Near the top (within
      `showNearTop`) and at the end of the content (within `showNearBottom`) the
      bars always show, as Safari's toolbar comes back at the end of a page. A
      `bar` of your own (a view) gets `hidden` with them. Unlike the navigation
      bar's `hidesBarsOnSwipe`, which follows the finger, this follows the
      content, glides included.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view whose swipes hide the bars."}
      bar: {type: view, optional: true, doc: "A bar of your own that hides with the screen's bars: it gets `hidden`."}
      slop: {type: number, default: 4, min: 0, doc: "Points the content must move one way before the bars follow."}
      showNearTop: {type: number, default: 44, min: 0, doc: "Within this distance of the top the bars always show."}
      showNearBottom: {type: number, default: 44, min: 0, doc: "Within this distance of the end of the content the bars always show."}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - combinePrevious
          - map: "value - previous"
          - scan: {seed: "0", next: "sign(value) == sign(acc) ? acc + value : value"}   # the run of movement one way
          - filter: "abs(value) > slop or scrollView.distanceFromTop <= showNearTop or scrollView.distanceFromBottom <= showNearBottom"
          - map: "value > 0 and scrollView.distanceFromTop > showNearTop and scrollView.distanceFromBottom > showNearBottom"
          - startWith: "false"
          - distinctUntilChanged
        to: {stream: hidden}
      - from: {stream: hidden}
        to: {set: bar.hidden}
      - from: {stream: hidden}
        to: {setNavigationBarHidden: value}
      - from: {stream: hidden}
        to: {setToolbarHidden: value}
    examples:
      - name: hidden while scrolling on, back on the way back
        spec:
          scrollspec: 1
          name: Safari bars
          screens:
            - id: page
              scrollViews: [{id: web, contentHeight: 8000}]
              views: [{id: toolbar}]
              behaviours: [{hideBarsOnSwipe: {scrollView: web, bar: toolbar}}]
          script:
            - expect: {toolbar.hidden: false}
            - drag: {scrollView: web, by: 600}
            - expect: {toolbar.hidden: true}
            - drag: {scrollView: web, by: -100}
            - expect: {toolbar.hidden: false}
            - drag: {scrollView: web, by: 2}
            - expect: {toolbar.hidden: false}
      - name: back at the end of the page
        spec:
          scrollspec: 1
          name: End of the page
          screens:
            - id: page
              scrollViews: [{id: web, contentHeight: 3000}]
              views: [{id: toolbar}]
              behaviours: [{hideBarsOnSwipe: {scrollView: web, bar: toolbar}}]
          script:
            - drag: {scrollView: web, by: 1000}
            - expect: {toolbar.hidden: true}
            - drag: {scrollView: web, by: 1148}
            - expect: {toolbar.hidden: false, web.offset: bottom}
      - name: the screen's own bars hide, and the insets follow
        spec:
          scrollspec: 1
          name: Real bars
          screens:
            - id: page
              navigationBar: standard
              toolbar: true
              scrollViews: [{id: web, contentHeight: 8000}]
              behaviours: [{hideBarsOnSwipe: {scrollView: web}}]
          script:
            - expect: {web.adjustedContentInset.top: 103, web.adjustedContentInset.bottom: 78}
            - drag: {scrollView: web, by: 600}
            - expect: {web.adjustedContentInset.top: 59, web.adjustedContentInset.bottom: 34}
            - waitForIdle
            - expect: {page.navigationBar.height: 0}
            - drag: {scrollView: web, by: -100}
            - expect: {web.adjustedContentInset.top: 103, web.adjustedContentInset.bottom: 78}
            - waitForIdle
            - expect: {page.navigationBar.height: 44}
      - name: a negative slop is refused
        rejected: "`slop` must be at least 0"
        spec:
          scrollspec: 1
          name: Negative slop
          screens:
            - id: page
              scrollViews: [{id: web, contentHeight: 8000}]
              views: [{id: toolbar}]
              behaviours: [{hideBarsOnSwipe: {scrollView: web, bar: toolbar, slop: -1}}]
    """#)
}
