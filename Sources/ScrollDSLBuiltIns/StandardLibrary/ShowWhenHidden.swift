import ScrollDSL

extension StandardLibrary {
    /// `showWhenHidden`: A view that shows while an item has scrolled out of sight: the sticky "Add to cart" bar.
    static let showWhenHidden = PluginSource(name: "showWhenHidden", text: #"""
    scrollplugin: 1
    name: showWhenHidden
    summary: "A view that shows while an item has scrolled out of sight: the sticky \"Add to cart\" bar."
    documentation: >
      Writes `visible` on the view: true while at most `threshold` of the item
      (its `visibleFraction`) shows in the scroll view's visible area, false
      while more does — a product page's bar that takes over from the inline
      "Add to cart" button once it scrolls away, as `onScrollVisibilityChange`
      drives one in SwiftUI (its `{visibility}` source). It is written at
      installation and whenever the item crosses the threshold, by scrolling or
      by a change of content; an item that is not there (deleted) counts as hidden.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view the item lies in."}
      item: {type: string, doc: "The id of the item watched."}
      view: {type: view, doc: "The view that shows while the item is hidden."}
      threshold: {type: number, default: 0, min: 0, max: 1, doc: "How much of the item may show while it counts as hidden."}
    requires:
      - that: "scrollView.itemCount > 0"
        message: "`showWhenHidden` watches an item: give the scroll view `items` or `sections`"
        parameter: scrollView
    pipelines:
      - from: {visibility: {scrollView: scrollView, item: item}, threshold: threshold}
        pipe:
          - map: "not value"
        to: {set: view.visible}
    examples:
      - name: The bar shows once the inline buy button scrolls away, and hides when it returns
        spec:
          scrollspec: 1
          name: Product page
          device: {width: 393, height: 852}
          screens:
            - id: product
              scrollViews:
                - id: page
                  items: [{id: gallery, size: 400}, {id: title, size: 120}, {id: buy, size: 60}, {id: details, size: 900}, {id: reviews, size: 1200}]
              views: [{id: cartBar, height: 80}]
              behaviours:
                - showWhenHidden: {scrollView: page, item: buy, view: cartBar}
          script:
            - expect: {cartBar.visible: false, page.item(buy).visibleFraction: 1}
            - drag: {scrollView: page, by: 600}
            - expect: {cartBar.visible: true, page.item(buy).visibleFraction: 0}
            - drag: {scrollView: page, by: -100}
            - expect: {cartBar.visible: false}
            - deleteItems: {scrollView: page, items: [buy]}
            - expect: {cartBar.visible: true}
      - name: A scroll view without items
        rejected: "`showWhenHidden` watches an item: give the scroll view `items` or `sections`"
        spec:
          scrollspec: 1
          name: No items
          screens:
            - id: product
              scrollViews: [{id: page, contentHeight: 3000}]
              views: [{id: cartBar}]
              behaviours: [{showWhenHidden: {scrollView: page, item: buy, view: cartBar}}]
    """#)
}
