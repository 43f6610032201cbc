import ScrollDSL

extension StandardLibrary {
    /// `snap`: Glides end on a multiple of an interval: rows of a grid, or pages.
    static let snap = PluginSource(name: "snap", text: #"""
    scrollplugin: 1
    name: snap
    summary: "Glides end on a multiple of an interval: rows of a grid, or pages."
    documentation: >
      When the finger lifts inside the bounds, the glide's target is chosen: in
      `nearest` mode, the projected rest point rounded to the nearest multiple of
      `interval` from `top`, clamped into the bounds; in `page` mode (as
      `isPagingEnabled`), the first page boundary past the lift offset in the
      direction of the release velocity (any velocity but 0 counts), or the
      boundary nearest the lift offset when released with no velocity (a tie goes
      toward the page the drag started on), never more than one page from the
      page the drag started on. The deceleration keeps its rate and ends exactly
      on the target. `interval: page` is the viewport along the scroll view's axis
      (its width for a horizontal pager). A release past a bound springs back as usual.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view that snaps."}
      interval: {type: number, or: page, default: page, doc: "The distance between resting points; `page` is the viewport along the axis."}
      mode: {type: enum, values: [nearest, page], default: nearest, doc: "`nearest` resting point, or one `page` at a time."}
    state:
      startPage: 0
    pipelines:
      - from: {event: dragBegin, of: scrollView}
        pipe:
          - map: "ceil((scrollView.offset - scrollView.top) / (interval ?? scrollView.viewportHeight) - 0.5)"
        to: {set: {state: startPage}}
      - from: {event: willEndDragging, of: scrollView}
        pipe:
          - map: "((mode == 'page' ? scrollView.offset : target) - scrollView.top) / (interval ?? scrollView.viewportHeight)"
          - map: >-
              mode == 'nearest' ? round(value)
              : clamp(scrollView.velocity > 0 ? floor(value) + 1 : scrollView.velocity < 0 ? ceil(value) - 1
                : value < startPage ? floor(value + 0.5) : ceil(value - 0.5), startPage - 1, startPage + 1)
          - map: "clamp(scrollView.top + value * (interval ?? scrollView.viewportHeight), scrollView.top, scrollView.bottom)"
        to: {targetOffset: scrollView}
    examples:
      - name: A photo grid rests on rows of 120 pt
        spec:
          scrollspec: 1
          name: Rows
          screens:
            - id: gallery
              scrollViews: [{id: photos, contentHeight: 6000}]
              behaviours: [{snap: {scrollView: photos, interval: 120}}]
          script:
            - fling: {scrollView: photos, velocity: 1000}
            - waitForIdle
            - expect: {photos.offset: {approx: 480, tolerance: 0}}
            - drag: {scrollView: photos, by: 50, duration: 200ms}
            - waitForIdle
            - expect: {photos.offset: {approx: 480, tolerance: 0}}
            - drag: {scrollView: photos, by: 70, duration: 200ms}
            - waitForIdle
            - expect: {photos.offset: {approx: 600, tolerance: 0}}
      - name: Paging moves one page per swipe however fast
        spec:
          scrollspec: 1
          name: Pages
          screens:
            - id: gallery
              scrollViews: [{id: photos, contentHeight: 6000}]
              behaviours: [{snap: {scrollView: photos, mode: page}}]
          script:
            - fling: {scrollView: photos, velocity: 20000}
            - waitForIdle
            - expect: {photos.offset: {approx: 852, tolerance: 0}}
            - drag: {scrollView: photos, by: -100, duration: 100ms, release: -50}
            - waitForIdle
            - expect: {photos.offset: {approx: 0, tolerance: 0}}
      - name: A page turns at any speed, and a drag back then flicked forward returns
        spec:
          scrollspec: 1
          name: Turns
          screens:
            - id: gallery
              scrollViews: [{id: photos, contentHeight: 6000, initialOffset: 800}]
              behaviours: [{snap: {scrollView: photos, interval: 800, mode: page}}]
          script:
            - fling: {scrollView: photos, velocity: 1}
            - waitForIdle
            - expect: {photos.offset: {approx: 1600, tolerance: 0}}
            - scrollTo: {scrollView: photos, offset: 800}
            - drag: {scrollView: photos, by: -60, duration: 100ms, release: 300}
            - waitForIdle
            - expect: {photos.offset: {approx: 800, tolerance: 0}}
            - drag: {scrollView: photos, by: -60, duration: 100ms, release: -300}
            - waitForIdle
            - expect: {photos.offset: {approx: 0, tolerance: 0}}
            - drag: {scrollView: photos, by: 420, duration: 300ms}
            - waitForIdle
            - expect: {photos.offset: {approx: 800, tolerance: 0}}
      - name: An interval of 0
        rejected: "`interval` must be more than 0"
        spec:
          scrollspec: 1
          name: Zero
          screens:
            - id: gallery
              scrollViews: [{id: photos, contentHeight: 6000}]
              behaviours: [{snap: {scrollView: photos, interval: 0}}]
      - name: Two snaps on one scroll view
        rejected: "both choose where the glides of `photos` end; give each scroll view one such behaviour"
        spec:
          scrollspec: 1
          name: Twice
          screens:
            - id: gallery
              scrollViews: [{id: photos, contentHeight: 6000}]
              behaviours: [{snap: {scrollView: photos}}, {snap: {scrollView: photos, interval: 100}}]
    """#)
}
