import ScrollDSL

extension StandardLibrary {
    /// `snap`: Glides end on a multiple of an interval (rows of a grid, pages) or on items.
    static let snap = PluginSource(name: "snap", text: #"""
    scrollplugin: 1
    name: snap
    summary: "Glides end on a multiple of an interval (rows of a grid, pages) or on items, as SwiftUI's view-aligned scroll target behaviour."
    documentation: >
      When the finger lifts inside the bounds, the glide's target is chosen: in
      `nearest` mode, the projected rest point rounded to the nearest multiple of
      `interval` from `top`, clamped into the bounds; in `page` mode (as
      `isPagingEnabled`), the first page boundary past the lift offset in the
      direction of the release velocity (any velocity but 0 counts), or the
      boundary nearest the lift offset when released with no velocity (a tie goes
      toward the page the drag started on), never more than one page from the
      page the drag started on. The deceleration keeps its rate and ends exactly
      on the target. `interval: page` (the interval when none is given) is the
      viewport along the scroll view's axis (its width for a horizontal pager). A
      release past a bound springs back as usual.

      With `to: items` (SwiftUI's `.scrollTargetBehavior(.viewAligned)`), the snap
      points are the offsets that put an item's `anchor` point on the visible area's
      (the leading edge along the axis when no anchor is given), clamped into the
      bounds, so `top` and `bottom` are snap points too; headers, footers and
      spacing are not. The target is the snap point nearest the projected rest
      (a tie goes the release velocity's way, or to the earlier item without one),
      then kept within `limit` of the item whose snap point was nearest the offset
      at touch-down: one item for `alwaysByOne`; for `always` and `alwaysByFew`, N
      items, N = max(1, floor(L / s)), L the visible length and s the mean size of
      the items showing at touch-down (N is a ScrollDSL choice; Apple documents
      none); no limit for `never`; `automatic` is `always` on a horizontal scroll
      view of a device narrower than 600 pt and `never` otherwise.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view that snaps."}
      to: {type: enum, values: [interval, items], default: interval, doc: "What glides end on: multiples of `interval`, or `items`."}
      interval: {type: number, or: page, optional: true, doc: "The distance between resting points; `page` (when left out) is the viewport along the axis. Not with `to: items`."}
      mode: {type: enum, values: [nearest, page], optional: true, doc: "`nearest` resting point (when left out), or one `page` at a time. Not with `to: items`."}
      anchor: {type: enum, values: [top, center, middle, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing], optional: true, doc: "With `to: items`: the point of an item and of the visible area that meet, a `UnitPoint` name; the leading edge along the axis when left out."}
      limit: {type: enum, values: [automatic, always, never, alwaysByOne, alwaysByFew], default: automatic, doc: "With `to: items`: how many items a glide may pass (`LimitBehavior`)."}
    requires:
      - that: "to == 'interval' or (interval == null and mode == null)"
        message: "`to: items` rests glides on items, not on an interval: remove `interval` and `mode`"
        parameter: to
      - that: "to == 'interval' or scrollView.itemCount > 0"
        message: "`to: items` needs a scroll view with items: give the scroll view `items` or `sections`"
        parameter: to
    state:
      startPage: 0
      startItem: 0
      reach: 0
    pipelines:
      - from: {event: dragBegin, of: scrollView}
        pipe:
          - filter: "to == 'interval'"
          - map: "ceil((scrollView.offset - scrollView.top) / (interval ?? scrollView.viewportHeight) - 0.5)"
        to: {set: {state: startPage}}
      - from: {event: willEndDragging, of: scrollView}
        pipe:
          - filter: "to == 'interval'"
          - map: "(((mode ?? 'nearest') == 'page' ? scrollView.offset : target) - scrollView.top) / (interval ?? scrollView.viewportHeight)"
          - map: >-
              (mode ?? 'nearest') == 'nearest' ? round(value)
              : clamp(scrollView.velocity > 0 ? floor(value) + 1 : scrollView.velocity < 0 ? ceil(value) - 1
                : value < startPage ? floor(value + 0.5) : ceil(value - 0.5), startPage - 1, startPage + 1)
          - map: "clamp(scrollView.top + value * (interval ?? scrollView.viewportHeight), scrollView.top, scrollView.bottom)"
        to: {targetOffset: scrollView}
      - from: {event: dragBegin, of: scrollView}
        pipe:
          - filter: "to == 'items'"
          - map: "snapItem(scrollView, scrollView.offset, anchor ?? '', 0)"
        to: {set: {state: startItem}}
      - from: {event: dragBegin, of: scrollView}
        pipe:
          - filter: "to == 'items'"
          - map: "snapReach(scrollView, limit)"
        to: {set: {state: reach}}
      - from: {event: willEndDragging, of: scrollView}
        pipe:
          - filter: "to == 'items'"
          - map: "clamp(snapItem(scrollView, target, anchor ?? '', scrollView.velocity), startItem - reach, startItem + reach)"
          - map: "snapOffset(scrollView, value, anchor ?? '')"
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
      - name: An App Store row of cards of different widths rests each on its leading edge, a card at a time on a phone
        spec:
          scrollspec: 1
          name: Cards
          device: {width: 393, height: 852}
          screens:
            - id: today
              scrollViews:
                - {id: apps, axis: horizontal, viewportHeight: 300, spacing: 10, items: [{id: a, size: 300}, {id: b, size: 200}, {id: c, size: 340}, {id: d, size: 300}, {id: e, size: 260}]}
              behaviours: [{snap: {scrollView: apps, to: items}}]
          script:
            - fling: {scrollView: apps, velocity: 3000}
            - waitForIdle
            - expect: {apps.firstVisibleItem: b, apps.item(b).frame.x: {approx: 0, tolerance: 0}}
            - drag: {scrollView: apps, by: 40, duration: 200ms}
            - waitForIdle
            - expect: {apps.item(b).frame.x: {approx: 0, tolerance: 0}}
      - name: A list with no limit rests on the row nearest the glide's end; one by one, a row at a time
        spec:
          scrollspec: 1
          name: Limits
          device: {width: 393, height: 852}
          screens:
            - id: today
              scrollViews:
                - {id: feed, viewportHeight: 400, items: {count: 40, size: 100}}
                - {id: apps, axis: horizontal, viewportHeight: 300, spacing: 10, items: {count: 20, size: 120}}
              behaviours:
                - snap: {scrollView: feed, to: items}
                - snap: {scrollView: apps, to: items, limit: alwaysByOne, anchor: center}
          script:
            - fling: {scrollView: feed, velocity: 3000}
            - waitForIdle
            - expect: {feed.offset: {approx: 1500, tolerance: 0}, feed.scrollPosition: "15"}
            - scrollTo: {scrollView: apps, item: "5", anchor: center}
            - fling: {scrollView: apps, velocity: 5000}
            - waitForIdle
            - expect: {apps.item(6).transitionPhase: 0, apps.item(6).frame.x: {approx: 136.5, tolerance: 0}}
      - name: Items with an interval
        rejected: "`to: items` rests glides on items, not on an interval: remove `interval` and `mode`"
        spec:
          scrollspec: 1
          name: Both
          screens:
            - id: today
              scrollViews: [{id: apps, axis: horizontal, items: {count: 9, size: 200}}]
              behaviours: [{snap: {scrollView: apps, to: items, interval: 200}}]
      - name: Items on a scroll view without them
        rejected: "`to: items` needs a scroll view with items: give the scroll view `items` or `sections`"
        spec:
          scrollspec: 1
          name: None
          screens:
            - id: today
              scrollViews: [{id: apps, axis: horizontal, contentWidth: 2000}]
              behaviours: [{snap: {scrollView: apps, to: items}}]
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
