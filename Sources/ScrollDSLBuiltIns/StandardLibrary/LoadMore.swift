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
      asks again. With `pageSize`, on a scroll view with items, each request is
      answered `latency` later by `pageSize` items of `itemSize` (named `loaded0`,
      `loaded1`, … at the bottom; `older0`, … above the first item at the top,
      where the first visible item keeps its place), as a data source that
      appends a page.
    parameters:
      scrollView: {type: scrollView, doc: "The list that loads more."}
      indicator: {type: view, doc: "The loading indicator, whose `requests` count the requests."}
      threshold: {type: number, default: 300, min: 0, doc: "How near the edge a request is made."}
      edge: {type: enum, values: [bottom, top], default: bottom, doc: "Which edge loads more."}
      pageSize: {type: number, optional: true, min: 1, doc: "When given, how many items answer each request (on a scroll view with items)."}
      itemSize: {type: number, default: 80, min: 0, doc: "The size of each item a page brings."}
      latency: {type: duration, default: 500ms, doc: "How long a page takes to arrive."}
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
          - filter: "edge == 'bottom' and pageSize != null and scrollView.itemCount > 0"
          - delay: latency
        to: {insertItems: scrollView, count: "pageSize ?? 0", size: itemSize, idPrefix: loaded}
      - from: {stream: requests}
        pipe:
          - filter: "edge == 'top' and pageSize != null and scrollView.itemCount > 0"
          - delay: latency
        to: {insertItems: scrollView, count: "pageSize ?? 0", size: itemSize, idPrefix: older, before: "0", keep: firstVisibleItem}
      - from: {stream: requests}
        pipe:
          - scan: {seed: "0", next: "acc + 1"}
          - startWith: "0"
        to: {set: indicator.requests}
    examples:
      - name: a feed of items appends a page to each request, and asks again at the new end
        spec:
          scrollspec: 1
          name: Item pages
          device: {width: 393, height: 852}
          screens:
            - id: feed
              scrollViews: [{id: posts, items: {count: 30, size: 100, idPrefix: post}}]
              views: [{id: spinner}]
              behaviours: [{loadMore: {scrollView: posts, indicator: spinner, pageSize: 20, itemSize: 100}}]
          script:
            - scrollTo: {scrollView: posts, item: post29, anchor: bottom}
            - expect: {spinner.requests: 1, posts.lastVisibleItem: post29}
            - wait: 600ms
            - expect: {posts.item(#49).id: loaded19, posts.item(#30).id: loaded0, posts.item(#30).position: 3000}
            - scrollTo: {scrollView: posts, item: post29, anchor: top}
            - drag: {scrollView: posts, by: 1500, duration: 300ms}
            - wait: 600ms
            - expect: {spinner.requests: 2, posts.item(#69).id: loaded39}
      - name: a chat's older page arrives above, the message in sight staying still
        spec:
          scrollspec: 1
          name: Older items
          device: {width: 393, height: 852}
          screens:
            - id: chat
              scrollViews: [{id: messages, anchor: {initialOffset: bottom}, items: {count: 30, size: 100, idPrefix: m}}]
              views: [{id: spinner}]
              behaviours: [{loadMore: {scrollView: messages, indicator: spinner, edge: top, pageSize: 10, latency: 300ms}}]
          script:
            - scrollTo: {scrollView: messages, item: m0}
            - expect: {spinner.requests: 1, messages.firstVisibleItem: m0}
            - wait: 400ms
            - expect: {messages.item(#0).id: older0, messages.firstVisibleItem: m0, messages.item(m0).frame.y: 0, messages.item(m0).position: 800}
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
