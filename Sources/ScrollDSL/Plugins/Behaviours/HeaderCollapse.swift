/// The header that slides away as the list scrolls and comes back (seed 002).
public enum HeaderCollapse: BehaviourPlugin {
    public static let declaration = PluginDeclaration(
        name: "headerCollapse",
        summary: "A header that slides away as the content scrolls, and returns.",
        documentation: """
        Writes `translation` in `[-range, 0]` (`range = height - minHeight`), `fraction` \
        (0 expanded, 1 collapsed) and `visibleHeight` on the header. On each reported \
        offset (previous `p`, current `c`, both clamped into `[top, bottom]` with \
        `ignoreBounce`; nothing when the content fits, `top == bottom`): `enterAlways` \
        moves the header by `-(c - p)`, so it returns as soon as the user scrolls back; \
        `exitUntilCollapsed` sets it to `-clamp(c - top, 0, range)`, so it returns only \
        at the top; `pinned` never moves it. With `snap`, when the scroll view turns idle \
        half-way, the header animates to the nearer edge (`fraction < 0.5` expands); \
        `exitUntilCollapsed` does so by animating the scroll offset.
        """,
        parameters: [
            ParameterDeclaration("scrollView", .scrollView, "The scroll view whose offset drives the header."),
            ParameterDeclaration("header", .view(needsHeight: true), "The view that slides."),
            ParameterDeclaration("minHeight", .number(minimum: 0), default: .number(0), "Height left visible when collapsed."),
            ParameterDeclaration("mode", .choice(["enterAlways", "exitUntilCollapsed", "pinned"]), default: .text("enterAlways"), "How the header follows the scroll."),
            ParameterDeclaration("snap", .boolean, default: .boolean(false), "Whether a half-collapsed header snaps to the nearer edge when scrolling stops."),
            ParameterDeclaration("snapDuration", .duration, default: .duration(.milliseconds(200)), "How long a snap takes."),
            ParameterDeclaration("ignoreBounce", .boolean, default: .boolean(true), "Whether rubber-banding past either end leaves the header still."),
        ],
        writes: [ViewPropertyWrite(parameter: "header", properties: [.translation, .fraction, .visibleHeight])],
        examples: [
            .passes("enterAlways: the header leaves with the scroll and returns on the way back", """
                scrollspec: 1
                name: Sliding header
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: hero}}]
                script:
                  - drag: {scrollView: feed, by: 150}
                  - expect: {hero.translation: -150, hero.fraction: 0.75, hero.visibleHeight: 50}
                  - drag: {scrollView: feed, by: -60}
                  - expect: {hero.translation: -90, hero.fraction: 0.45, hero.visibleHeight: 110}
                """),
            .passes("Pulling past the top bounces the content, not the header", """
                scrollspec: 1
                name: Ignore bounce
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: hero}}]
                script:
                  - drag: {scrollView: feed, by: -120}
                  - expect: {hero.translation: 0, feed.offset: {max: -1}}
                """),
            .passes("Content that fits the viewport never moves the header", """
                scrollspec: 1
                name: Content fits
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 400}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: hero, ignoreBounce: false}}]
                script:
                  - drag: {scrollView: feed, by: 100}
                  - expect: {hero.translation: 0, hero.fraction: 0}
                """),
            .passes("exitUntilCollapsed stops at minHeight", """
                scrollspec: 1
                name: Toolbar
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: toolbar, height: 200}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: toolbar, mode: exitUntilCollapsed, minHeight: 60}}]
                script:
                  - drag: {scrollView: feed, by: 100}
                  - expect: {toolbar.translation: -100}
                  - drag: {scrollView: feed, by: 100}
                  - expect: {toolbar.translation: -140, toolbar.fraction: 1, toolbar.visibleHeight: 60}
                """),
            .passes("snap: stopping at fraction 0.6 collapses the header", """
                scrollspec: 1
                name: Snap
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: hero, snap: true}}]
                script:
                  - drag: {scrollView: feed, by: 120}
                  - expect: {hero.fraction: 1, within: 250ms}
                """),
            .rejected("minHeight above the header's height", """
                scrollspec: 1
                name: Too tall
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: hero, minHeight: 250}}]
                """, message: "`minHeight` 250 is more than the height of `hero` (200)"),
            .rejected("A header without a height", """
                scrollspec: 1
                name: No height
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero}]
                    behaviours: [{headerCollapse: {scrollView: feed, header: hero}}]
                """, message: "`hero` needs a `height`"),
        ]
    )

    public static func problems(in behaviour: BehaviourSpec, on screen: Screen) -> [ParameterProblem] {
        guard let header = behaviour["header"]?.string,
              let height = screen.views.first(where: { $0.id == header })?.height,
              let minHeight = behaviour["minHeight"]?.number, minHeight > height
        else { return [] }
        return [ParameterProblem(
            parameter: "minHeight",
            message: "`minHeight` \(minHeight.formatted) is more than the height of `\(header)` (\(height.formatted))"
        )]
    }
}
