import ScrollDSL

/// The dots under a paging carousel: which page the content shows.
struct PageIndicator: BehaviourPlugin {
    let declaration = PluginDeclaration(
        name: "pageIndicator",
        summary: "Dots that show which page of the content is in view.",
        documentation: "Writes `page` on the dots: the page whose top is nearest, counting from 0, as `UIPageControl.currentPage`.",
        parameters: [
            ParameterDeclaration("scrollView", .scrollView, "The paging scroll view."),
            ParameterDeclaration("dots", .view(needsHeight: false), "The page indicator."),
        ],
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
        let scrollView = context.scrollView("scrollView")
        let dots = context.view("dots")
        let page = dots.slot(for: "page", kind: .number)
        let pages = scrollView.didScroll.map("round(distanceFromTop / viewport)") { change in
            (change.distanceFromTop / scrollView.viewportHeight).rounded()
        }
        context.sink("set(\(dots.id).page)", pages) { dots.set(.number($0), at: page) }
    }
}
