extension StandardLibrary {
    /// `hideBarsOnSwipe`: Bars that hide as the content scrolls on and come back as it scrolls back.
    static let hideBarsOnSwipe = PluginSource(name: "hideBarsOnSwipe", text: #"""
    scrollplugin: 1
    name: hideBarsOnSwipe
    summary: Bars that hide as the content scrolls on and come back as it scrolls back.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view whose swipes hide the bars."}
      bar: {type: view, doc: "The bar that hides."}
      slop: {type: number, default: 4, min: 0, doc: "Points the content must move one way before the bar follows."}
      showNearTop: {type: number, default: 44, min: 0, doc: "Within this distance of the top the bar always shows."}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - combinePrevious
          - map: "value - previous"
          - scan: {seed: "0", next: "sign(value) == sign(acc) ? acc + value : value"}   # the run of movement one way
          - filter: "abs(value) > slop or scrollView.distanceFromTop <= showNearTop"
          - map: "value > 0 and scrollView.distanceFromTop > showNearTop"
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
