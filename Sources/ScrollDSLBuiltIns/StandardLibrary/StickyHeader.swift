import ScrollDSL

extension StandardLibrary {
    /// `stickyHeader`: A section header that scrolls with the content, then sticks to the top.
    static let stickyHeader = PluginSource(name: "stickyHeader", text: #"""
    scrollplugin: 1
    name: stickyHeader
    summary: A section header that scrolls with the content, then sticks to the top.
    documentation: >
      Writes on the header: `y`, its distance from the top of the viewport (its
      `position` in the content less the distance scrolled, never below 0), and
      `stuck`, true once it rests against the top, as a plain table view's section
      headers do. With `nextPosition`, the next section's header pushes it off the
      top as it arrives: `y` goes below 0 so that the two never overlap
      (`headerHeight` is this header's height).
    parameters:
      scrollView: {type: scrollView, doc: "The list the header belongs to."}
      header: {type: view, doc: "The section header."}
      position: {type: number, min: 0, doc: "Where the header sits in the content, from the top."}
      nextPosition: {type: number, optional: true, doc: "Where the next section's header sits in the content; it pushes this one off the top."}
      headerHeight: {type: number, default: 28, min: 0, doc: "This header's height, for the push (a plain table's section headers are 28 pt)."}
    requires:
      - that: "position < scrollView.contentHeight"
        message: "`position` is past the content"
        parameter: position
      - that: "nextPosition == null or nextPosition >= position + headerHeight"
        message: "`nextPosition` {nextPosition} must be at least `position + headerHeight` ({position + headerHeight}): the next header comes after this one"
        parameter: nextPosition
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "min(max(position - (value - scrollView.top), 0), (nextPosition ?? scrollView.contentHeight + scrollView.viewportHeight) - (value - scrollView.top) - headerHeight)"
          - distinctUntilChanged
          - share
        to: {stream: y}
      - from: {stream: y}
        to: {set: header.y}
      - from: {stream: y}
        pipe:
          - map: "value == 0"
          - distinctUntilChanged
        to: {set: header.stuck}
    units: {y: points}
    examples:
      - name: the header scrolls up, then sticks
        spec:
          scrollspec: 1
          name: Contacts
          screens:
            - id: contacts
              scrollViews: [{id: names, contentHeight: 5000}]
              views: [{id: sectionB}]
              behaviours: [{stickyHeader: {scrollView: names, header: sectionB, position: 400}}]
          script:
            - expect: {sectionB.y: 400, sectionB.stuck: false}
            - drag: {scrollView: names, by: 300}
            - expect: {sectionB.y: 100, sectionB.stuck: false}
            - drag: {scrollView: names, by: 300}
            - expect: {sectionB.y: 0, sectionB.stuck: true}
      - name: the next section's header pushes it off the top
        spec:
          scrollspec: 1
          name: Contacts
          screens:
            - id: contacts
              scrollViews: [{id: names, contentHeight: 5000}]
              views: [{id: sectionB}]
              behaviours: [{stickyHeader: {scrollView: names, header: sectionB, position: 400, nextPosition: 900}}]
          script:
            - drag: {scrollView: names, by: 450}
            - expect: {sectionB.y: 0, sectionB.stuck: true}
            - drag: {scrollView: names, by: 432}
            - expect: {sectionB.y: -10, sectionB.stuck: false}
      - name: a next header before this one is refused
        rejected: "`nextPosition` 410 must be at least `position + headerHeight` (428)"
        spec:
          scrollspec: 1
          name: Overlap
          screens:
            - id: contacts
              scrollViews: [{id: names, contentHeight: 5000}]
              views: [{id: sectionB}]
              behaviours: [{stickyHeader: {scrollView: names, header: sectionB, position: 400, nextPosition: 410}}]
      - name: a header past the content is refused
        rejected: "`position` is past the content"
        spec:
          scrollspec: 1
          name: Past the content
          screens:
            - id: contacts
              scrollViews: [{id: names, contentHeight: 500}]
              views: [{id: sectionB}]
              behaviours: [{stickyHeader: {scrollView: names, header: sectionB, position: 900}}]
    """#)
}
