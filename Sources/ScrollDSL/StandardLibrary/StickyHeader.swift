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
      headers do.
    parameters:
      scrollView: {type: scrollView, doc: "The list the header belongs to."}
      header: {type: view, doc: "The section header."}
      position: {type: number, min: 0, doc: "Where the header sits in the content, from the top."}
    requires:
      - that: "position < scrollView.contentHeight"
        message: "`position` is past the content"
        parameter: position
    pipelines:
      - from: {offset: scrollView}
        pipe:
          - map: "max(position - (value - scrollView.top), 0)"
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
