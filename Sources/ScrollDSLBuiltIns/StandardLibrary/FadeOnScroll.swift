import ScrollDSL

extension StandardLibrary {
    /// `fadeOnScroll`: A view that fades in (or out) over a stretch of scrolling.
    static let fadeOnScroll = PluginSource(name: "fadeOnScroll", text: #"""
    scrollplugin: 1
    name: fadeOnScroll
    summary: A view that fades in (or out) over a stretch of scrolling.
    documentation: >
      Writes `alpha` on the view: as the distance from the top goes from `from` to
      `to`, it goes from 0 to 1 (or from 1 to 0 with `fadeIn: false`), and stays at
      the end value outside that stretch.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view whose scrolling fades the view."}
      view: {type: view, doc: "The view that fades."}
      from: {type: number, default: 0, doc: "Distance from the top where the fade starts."}
      to: {type: number, default: 44, doc: "Distance from the top where the fade ends."}
      fadeIn: {type: boolean, default: true, doc: "Whether the view fades in (else out)."}
    requires:
      - that: "to > from"
        message: "`to` must be more than `from`: the fade needs a stretch of scrolling"
        parameter: to
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "clamp((value - scrollView.top - from) / (to - from), 0, 1)"
          - map: "fadeIn ? value : 1 - value"
          - distinctUntilChanged
        to: {set: view.alpha}
    examples:
      - name: a title fades in between 20 and 60 pt
        spec:
          scrollspec: 1
          name: Fade in
          screens:
            - id: article
              scrollViews: [{id: text, contentHeight: 3000}]
              views: [{id: title}]
              behaviours: [{fadeOnScroll: {scrollView: text, view: title, from: 20, to: 60}}]
          script:
            - expect: {title.alpha: {approx: 0, tolerance: 0.001}}
            - drag: {scrollView: text, by: 40}
            - expect: {title.alpha: {approx: 0.5, tolerance: 0.001}}
            - drag: {scrollView: text, by: 100}
            - expect: {title.alpha: {approx: 1, tolerance: 0.001}}
      - name: a hint fades out as soon as the list scrolls
        spec:
          scrollspec: 1
          name: Fade out
          screens:
            - id: list
              scrollViews: [{id: items, contentHeight: 3000}]
              views: [{id: hint}]
              behaviours: [{fadeOnScroll: {scrollView: items, view: hint, to: 30, fadeIn: false}}]
          script:
            - expect: {hint.alpha: {approx: 1, tolerance: 0.001}}
            - drag: {scrollView: items, by: 30}
            - expect: {hint.alpha: {approx: 0, tolerance: 0.001}}
      - name: a stretch that ends before it starts is refused
        rejected: "`to` must be more than `from`"
        spec:
          scrollspec: 1
          name: Backwards
          screens:
            - id: list
              scrollViews: [{id: items, contentHeight: 3000}]
              views: [{id: hint}]
              behaviours: [{fadeOnScroll: {scrollView: items, view: hint, from: 50, to: 10}}]
    """#)
}
