import ScrollDSL

extension StandardLibrary {
    /// `hideBarsOnSwipe`: Bars that hide as the content scrolls on and come back as it scrolls back.
    static let hideBarsOnSwipe = PluginSource(name: "hideBarsOnSwipe", text: #"""
    scrollplugin: 1
    name: hideBarsOnSwipe
    summary: Bars that hide as the content scrolls on and come back as it scrolls back.
    documentation: >
      Writes `hidden` on the bar: true once the content has moved more than `slop`
      points on (toward its end), false once it has moved more than `slop` back.
      Near the top (within `showNearTop`) and at the end of the content (within
      `showNearBottom`) the bar always shows, as Safari's toolbar comes back at the
      end of a page.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view whose swipes hide the bars."}
      bar: {type: view, doc: "The bar that hides."}
      slop: {type: number, default: 4, min: 0, doc: "Points the content must move one way before the bar follows."}
      showNearTop: {type: number, default: 44, min: 0, doc: "Within this distance of the top the bar always shows."}
      showNearBottom: {type: number, default: 44, min: 0, doc: "Within this distance of the end of the content the bar always shows."}
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
        to: {set: bar.hidden}
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
