import ScrollDSL

extension StandardLibrary {
    /// `backToTop`: A floating button that shows once the content has scrolled far, and scrolls back to the top when tapped.
    static let backToTop = PluginSource(name: "backToTop", text: #"""
    scrollplugin: 1
    name: backToTop
    summary: A floating button that shows once the content has scrolled far, and scrolls back to the top when tapped.
    documentation: >
      Writes `visible` on the button: true once the content is more than
      `showAfter` points from the top, false again within it. A tap on the button
      while it is visible (a `tap: {view}` step, or a tap inside its frame) scrolls
      to the top, animated over `duration`, as `setContentOffset(_:animated:)` does;
      a tap while it is hidden does nothing.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view the button scrolls."}
      button: {type: view, doc: "The floating button."}
      showAfter: {type: number, default: 600, min: 0, doc: "How far from the top the content must be before the button shows."}
      duration: {type: duration, default: 300ms, doc: "How long the scroll to the top takes."}
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "scrollView.distanceFromTop > showAfter"
          - startWith: "false"
          - distinctUntilChanged
        to: {set: button.visible}
      - from: {tap: button}
        pipe:
          - filter: "button.visible ?? false"
          - map: "top"
        to: {scrollTo: scrollView, animated: true, duration: duration}
    examples:
      - name: hidden near the top; once shown, a tap scrolls back
        spec:
          scrollspec: 1
          name: Feed
          screens:
            - id: feed
              scrollViews: [{id: posts, contentHeight: 9000}]
              views: [{id: upButton, x: 321, y: 740, width: 56, height: 56}]
              behaviours: [{backToTop: {scrollView: posts, button: upButton}}]
          script:
            - drag: {scrollView: posts, by: 500}
            - tap: {view: upButton}
            - expect: {upButton.visible: false, posts.offset: 500, posts.phase: idle}
            - drag: {scrollView: posts, by: 1500}
            - expect: {upButton.visible: true}
            - tap: {x: 340, y: 760}
            - expect: {posts.phase: animating}
            - expect: {posts.offset: top, upButton.visible: false, within: 300ms}
      - name: a negative distance is refused
        rejected: "`showAfter` must be at least 0"
        spec:
          scrollspec: 1
          name: Negative
          screens:
            - id: feed
              scrollViews: [{id: posts, contentHeight: 9000}]
              views: [{id: upButton}]
              behaviours: [{backToTop: {scrollView: posts, button: upButton, showAfter: -1}}]
    """#)
}
