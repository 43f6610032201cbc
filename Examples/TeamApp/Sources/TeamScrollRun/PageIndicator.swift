import ScrollDSL

/// The dots under a paging carousel: which page the content shows.
struct PageIndicator: BehaviourPlugin {
    static let scrollView = Parameter.scrollView("scrollView", "The paging scroll view.")
    static let dots = Parameter.view("dots", needsHeight: false, "The page indicator.")

    let declaration = PluginDeclaration(
        name: "pageIndicator",
        summary: "Dots that show which page of the content is in view.",
        documentation: "Writes `page` on the dots: the page whose top is nearest, counting from 0, as `UIPageControl.currentPage`.",
        parameters: [Self.scrollView.declaration, Self.dots.declaration],
        writes: [ViewPropertyWrite(parameter: "dots", written: [(Property("page"), .number)])],
        examples: [
            .passes("the second page after a scroll of one viewport", """
                scrollspec: 1
                name: Pages
                screens:
                  - id: onboarding
                    scrollViews: [{id: pages, contentHeight: 2556}]
                    views: [{id: dots}]
                    behaviours: [{pageIndicator: {scrollView: pages, dots: dots}}]
                script:
                  - scrollTo: {scrollView: pages, offset: 852}
                  - expect: {dots.page: {approx: 1, tolerance: 0}}
                """),
        ]
    )

    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let dots = context[Self.dots]
        let page = dots.slot(for: "page", kind: .number)
        let pages = scrollView.didScroll.map("round(distanceFromTop / viewport)") { change in
            (change.distanceFromTop / scrollView.viewportHeight).rounded()
        }
        context.sink("set(\(dots.id).page)", pages) { dots.set(.number($0), at: page) }
    }
}
