import ScrollDSL

extension StandardLibrary {
    /// `loadMore`: Asks for more content when the scroll nears an edge, once per content size.
    static let loadMore = PluginSource(name: "loadMore", text: #"""
    scrollplugin: 1
    name: loadMore
    summary: Asks for more content when the scroll nears an edge, once per content size.
    documentation: >
      Writes `requests` on the indicator: the number of times more content was
      asked for. A request is made when the distance to the `edge` (`bottom` for a
      feed, `top` for a chat's older messages) falls below `threshold`, once for
      each content height: after a `set` of the content height, the next approach
      asks again.
    parameters:
      scrollView: {type: scrollView, doc: "The list that loads more."}
      indicator: {type: view, doc: "The loading indicator, whose `requests` count the requests."}
      threshold: {type: number, default: 300, min: 0, doc: "How near the edge a request is made."}
      edge: {type: enum, values: [bottom, top], default: bottom, doc: "Which edge loads more."}
    requires:
      - that: "threshold < scrollView.contentHeight"
        message: "`threshold` is past the content: it must be less than the content height"
        parameter: threshold
    state:
      loadedAt: {type: number, initial: null}   # the content height of the last request
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - filter: "(edge == 'bottom' ? scrollView.distanceFromBottom : scrollView.distanceFromTop) < threshold"
          - withLatestFrom: {state: loadedAt}
          - filter: "latest != scrollView.contentHeight"
          - map: "scrollView.contentHeight"
          - share
        to: {stream: requests}
      - from: {stream: requests}
        to: {set: {state: loadedAt}}
      - from: {stream: requests}
        pipe:
          - scan: {seed: "0", next: "acc + 1"}
          - startWith: "0"
        to: {set: indicator.requests}
    examples:
      - name: one request per page, asked again after the page arrives
        spec:
          scrollspec: 1
          name: Feed pages
          screens:
            - id: feed
              scrollViews: [{id: posts, contentHeight: 3000}]
              views: [{id: spinner}]
              behaviours: [{loadMore: {scrollView: posts, indicator: spinner}}]
          script:
            - expect: {spinner.requests: 0}
            - drag: {scrollView: posts, by: 1900, duration: 500ms}
            - expect: {spinner.requests: 1}
            - drag: {scrollView: posts, by: 100}
            - expect: {spinner.requests: 1}
            - set: {posts.contentHeight: 6000}
            - scrollTo: {scrollView: posts, offset: bottom}
            - expect: {spinner.requests: 2}
      - name: a threshold past the content is refused
        rejected: "`threshold` is past the content"
        spec:
          scrollspec: 1
          name: Too far
          screens:
            - id: feed
              scrollViews: [{id: posts, contentHeight: 1000}]
              views: [{id: spinner}]
              behaviours: [{loadMore: {scrollView: posts, indicator: spinner, threshold: 5000}}]
    """#)
}
