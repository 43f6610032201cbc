import ScrollDSL

extension StandardLibrary {
    /// `parallax`: A view that moves at a fraction of the scroll speed.
    static let parallax = PluginSource(name: "parallax", text: #"""
    scrollplugin: 1
    name: parallax
    summary: A view that moves at a fraction of the scroll speed.
    documentation: >
      Writes `parallaxOffset` on the view: minus `rate` times the distance from the
      top, so a header image drifts slower than the content (and, on a pull past
      the top, moves down with it); and `stretch`, how far the content is pulled
      past the top (0 otherwise): grow the view by it and a header photo fills the
      gap, as stretchy headers do.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view the view sits in."}
      view: {type: view, doc: "The view that drifts."}
      rate: {type: number, default: 0.5, min: 0, max: 1, doc: "How much of the scroll the view follows."}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "-(value - scrollView.top) * rate"
          - distinctUntilChanged
        to: {set: view.parallaxOffset}
      - from: {offset: scrollView}
        pipe:
          - map: "max(scrollView.top - value, 0)"
          - distinctUntilChanged
        to: {set: view.stretch}
    units: {parallaxOffset: points, stretch: points}
    examples:
      - name: half speed
        spec:
          scrollspec: 1
          name: Half speed
          screens:
            - id: place
              scrollViews: [{id: details, contentHeight: 3000}]
              views: [{id: photo, height: 300}]
              behaviours: [{parallax: {scrollView: details, view: photo}}]
          script:
            - drag: {scrollView: details, by: 200}
            - expect: {photo.parallaxOffset: {approx: -100, tolerance: 0.001}, photo.stretch: 0}
      - name: a pull stretches the photo by what the rubber band shows
        spec:
          scrollspec: 1
          name: Stretch
          screens:
            - id: place
              scrollViews: [{id: details, contentHeight: 3000}]
              views: [{id: photo, height: 300}]
              behaviours: [{parallax: {scrollView: details, view: photo}}]
          script:
            - touchDown: {scrollView: details}
            - moveBy: {by: -120, duration: 200ms}
            - expect: {photo.stretch: {approx: 61.255, tolerance: 0.001}, details.offset: {approx: -61.255, tolerance: 0.001}}
            - lift
            - waitForIdle
            - expect: {photo.stretch: 0, details.offset: top}
      - name: a rate above 1 is refused
        rejected: "`rate` must be at most 1"
        spec:
          scrollspec: 1
          name: Too fast
          screens:
            - id: place
              scrollViews: [{id: details, contentHeight: 3000}]
              views: [{id: photo}]
              behaviours: [{parallax: {scrollView: details, view: photo, rate: 2}}]
    """#)
}
