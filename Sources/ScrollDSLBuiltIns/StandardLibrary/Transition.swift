import ScrollDSL

extension StandardLibrary {
    /// `transition`: Views in a scroll view's items that scale and fade as their items scroll in and out, as SwiftUI's `scrollTransition` does.
    static let transition = PluginSource(name: "transition", text: #"""
    scrollplugin: 1
    name: transition
    summary: "Views in a scroll view's items that scale and fade as their items scroll in and out, as SwiftUI's `scrollTransition` does."
    documentation: >
      Writes `scale` and `alpha` on each of the views, all placed in the scroll
      view's content (`in: SV, item: ID`, the card of a carousel or a row of a
      feed): 1 while the view shows whole, `scale` and `opacity` once it is
      wholly out of sight, and in between as it crosses an edge, by its
      `transitionPhase` — SwiftUI's `.scrollTransition(.interactive)` with
      `content.scaleEffect(…).opacity(…)` written from `phase.value`. With
      `curve: easeInOut` (SwiftUI's default) the phase is eased first
      (`transitionPhaseEased`); `linear` is `.interactive(timingCurve: .linear)`.
      Written at installation, on each offset of the scroll view and on each
      change of its content (items inserted, deleted or laid out); a view
      whose item is deleted, or that is not placed in the content, reads as
      wholly out of sight. The defaults (0.8 and
      0.5) are a ScrollDSL choice: SwiftUI leaves the effect to the app.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view whose content holds the views."}
      views: {type: [view], doc: "The views that transition, each placed in the scroll view's content (in an item)."}
      scale: {type: number, default: 0.8, min: 0, max: 10, doc: "The scale of a view wholly out of sight."}
      opacity: {type: number, default: 0.5, min: 0, max: 1, doc: "The alpha of a view wholly out of sight."}
      curve: {type: enum, values: [easeInOut, linear], default: easeInOut, doc: "How the phase eases between the edge and out of sight."}
    pipelines:
      - forEach: {card: views}
        from: {merge: [{offset: scrollView}, {contentChange: scrollView}]}
        pipe:
          - map: "1 - (1 - scale) * abs(curve == 'linear' ? (card.transitionPhase ?? 1) : (card.transitionPhaseEased ?? 1))"
          - distinctUntilChanged
        to: {set: card.scale}
      - forEach: {card: views}
        from: {merge: [{offset: scrollView}, {contentChange: scrollView}]}
        pipe:
          - map: "1 - (1 - opacity) * abs(curve == 'linear' ? (card.transitionPhase ?? 1) : (card.transitionPhaseEased ?? 1))"
          - distinctUntilChanged
        to: {set: card.alpha}
    examples:
      - name: Cards scale and fade as they leave a row, and come back whole
        spec:
          scrollspec: 1
          name: Cards
          device: {width: 393, height: 852}
          screens:
            - id: home
              scrollViews:
                - {id: row, axis: horizontal, items: {count: 4, size: 300, idPrefix: c}}
              views:
                - {id: card0, in: row, item: c0, width: 300, height: 400}
                - {id: card1, in: row, item: c1, width: 300, height: 400}
                - {id: card2, in: row, item: c2, width: 300, height: 400}
              behaviours:
                - transition: {scrollView: row, views: [card0, card1, card2], curve: linear}
          script:
            - log: "card1 shows 93 of its 300 pt: phase 207/300 = 0.69"
            - expect: {card0.scale: 1, card0.alpha: 1, card1.scale: 0.862, card1.alpha: 0.655, card2.scale: 0.8, card2.alpha: 0.5}
            - scrollTo: {scrollView: row, item: c1}
            - expect: {card0.scale: 0.8, card1.scale: 1, card1.alpha: 1, card2.scale: 0.862}
            - log: "an item inserted before c0 moves every card 300 pt along, the offset left as it was"
            - insertItems: {scrollView: row, items: [{id: new, size: 300}], before: c0}
            - expect: {row.offset: 300, card0.scale: 1, card1.scale: 0.862, card2.scale: 0.8}
      - name: An opacity past 1
        rejected: "`opacity` must be at most 1, not 1.5"
        spec:
          scrollspec: 1
          name: Too opaque
          screens:
            - id: home
              scrollViews: [{id: row, axis: horizontal, items: {count: 4, size: 300}}]
              views: [{id: card0, in: row, item: "0", width: 300, height: 400}]
              behaviours: [{transition: {scrollView: row, views: [card0], opacity: 1.5}}]
    """#)
}
