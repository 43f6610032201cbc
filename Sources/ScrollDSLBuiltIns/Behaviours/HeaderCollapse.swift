import ScrollDSL

/// The header that slides away as the list scrolls and comes back (seed 002).
public struct HeaderCollapse: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let scrollView = Parameter.scrollView("scrollView", "The scroll view whose offset drives the header.")
    static let header = Parameter.view("header", needsHeight: true, "The view that slides.")
    static let minHeight = Parameter.number("minHeight", minimum: 0, default: 0, "Height left visible when collapsed.")
    static let mode = Parameter.choice("mode", ["enterAlways", "exitUntilCollapsed", "pinned"], default: "enterAlways", "How the header follows the scroll.")
    static let snap = Parameter.boolean("snap", default: false, "Whether a half-collapsed header snaps to the nearer edge when scrolling stops.")
    static let snapDuration = Parameter.duration("snapDuration", default: .milliseconds(200), "How long a snap takes.")
    static let ignoreBounce = Parameter.boolean("ignoreBounce", default: true, "Whether rubber-banding past either end leaves the header still.")

    /// `headerCollapse`: its name, parameters, the properties it writes and its examples.
    public static let declaration = PluginDeclaration(
        name: "headerCollapse",
        summary: "A header that slides away as the content scrolls, and returns.",
        documentation: """
        Writes `translation` in `[-range, 0]` (`range = height - minHeight`), `fraction` \
        (0 expanded, 1 collapsed) and `visibleHeight` on the header. On each reported \
        offset (previous `p`, current `c`, both clamped into `[top, bottom]` with \
        `ignoreBounce`, the bounds as they are at that report): `enterAlways` \
        moves the header by `-(c - p)`, so it returns as soon as the user scrolls back; \
        `exitUntilCollapsed` sets it to `-clamp(c - top, 0, range)`, so it returns only \
        at the top; `pinned` never moves it. While the content fits (`top == bottom`) \
        scrolling never moves the header, and a header left collapsed by content that \
        shrank until it fits shows whole again. With `snap`, when the scroll view turns idle \
        half-way, the header animates to the nearer edge (`fraction < 0.5` expands); \
        `exitUntilCollapsed` does so by animating the scroll offset.
        """,
        parameters: [
            scrollView.declaration, header.declaration, minHeight.declaration, mode.declaration,
            snap.declaration, snapDuration.declaration, ignoreBounce.declaration,
        ],
        writes: [ViewPropertyWrite(parameter: "header", properties: [.translation, .fraction, .visibleHeight])],
        examples: [
            .passes("enterAlways: the header leaves with the scroll and returns on the way back", home("Sliding header", script: [
                "drag: {scrollView: feed, by: 150}",
                "expect: {hero.translation: -150, hero.fraction: 0.75, hero.visibleHeight: 50}",
                "drag: {scrollView: feed, by: -60}",
                "expect: {hero.translation: -90, hero.fraction: 0.45, hero.visibleHeight: 110}",
            ])),
            .passes("Pulling past the top bounces the content, not the header", home("Ignore bounce", script: [
                "drag: {scrollView: feed, by: -120}",
                "expect: {hero.translation: 0, feed.offset: {max: -1}}",
            ])),
            .passes("Content that fits the viewport never moves the header", home("Content fits", contentHeight: 400, parameters: ", ignoreBounce: false", script: [
                "drag: {scrollView: feed, by: 100}",
                "expect: {hero.translation: 0, hero.fraction: 0}",
            ])),
            .passes("exitUntilCollapsed stops at minHeight", home("Toolbar", parameters: ", mode: exitUntilCollapsed, minHeight: 60", script: [
                "drag: {scrollView: feed, by: 100}",
                "expect: {hero.translation: -100}",
                "drag: {scrollView: feed, by: 100}",
                "expect: {hero.translation: -140, hero.fraction: 1, hero.visibleHeight: 60}",
            ])),
            .passes("snap: stopping at fraction 0.6 collapses the header", home("Snap", parameters: ", snap: true", script: [
                "drag: {scrollView: feed, by: 120}",
                "wait: 250ms",
                "expect: {hero.fraction: 1, hero.translation: -200}",
            ])),
            .rejected("minHeight above the header's height", home("Too tall", parameters: ", minHeight: 250"),
                      message: "`minHeight` 250 is more than the height of `hero` (200)"),
            .rejected("A header without a height", home("No height", hero: "{id: hero}"), message: "`hero` needs a `height`"),
        ]
    )

    public func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] {
        guard let header = behaviour["header"]?.string,
              let height = screen.height(ofView: header),
              let minHeight = behaviour["minHeight"]?.number, minHeight > height
        else { return [] }
        return [ParameterProblem(
            parameter: "minHeight",
            message: "`minHeight` \(minHeight.formatted) is more than the height of `\(header)` (\(height.formatted))"
        )]
    }

    /// Seed 002's graph: each reported offset (clamped with `ignoreBounce`,
    /// dropped when the content fits) moves the header; with `snap`, turning idle
    /// half-way animates it to the nearer edge. The bounds are read at each
    /// report, so a `set` that changes them counts from that turn on.
    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let header = context[Self.header]
        let range = header.height - context[Self.minHeight]
        header.collapseRange = range
        let ignoreBounce = context[Self.ignoreBounce]
        // While the content fits (`top == bottom`) a report moves nothing,
        // except a header left collapsed by content that shrank until it fits:
        // it shows whole, or it could never be brought back.
        let offsets = scrollView.didScroll
            .filter("filter(top != bottom or translation != 0)") { $0.top != $0.bottom || header.translation != 0 }
            .map(ignoreBounce ? "clamp(top...bottom)" : "map") { change -> OffsetChange in
                guard ignoreBounce else { return change }
                let (top, bottom) = (change.top, change.bottom)
                return OffsetChange(previous: change.previous.clamped(top, bottom), current: change.current.clamped(top, bottom), top: top, bottom: bottom)
            }
        let mode = context[Self.mode]
        let translations: Observable<Double>
        switch mode {
        case "enterAlways":
            translations = offsets.map("top == bottom ? 0 : translation - (current - previous)") { change in
                change.top == change.bottom ? 0 : (header.translation - (change.current - change.previous)).clamped(-range, 0)
            }
        case "exitUntilCollapsed":
            translations = offsets.map("top == bottom ? 0 : -clamp(current - top, 0, range)") { change in
                change.top == change.bottom ? 0 : -(change.current - change.top).clamped(0, range)
            }
        default:
            return
        }
        context.sink("set(\(header.id).translation)", translations) { header.setTranslation($0) }
        guard context[Self.snap] else { return }
        Self.installSnap(scrollView: scrollView, header: header, exitUntilCollapsed: mode == "exitUntilCollapsed", in: context)
    }

    private static func installSnap(
        scrollView: any ScrollViewHost, header: any ViewHost, exitUntilCollapsed: Bool, in context: BehaviourContext
    ) {
        let duration = context[Self.snapDuration]
        let halfway = scrollView.didBecomeIdle.filter("filter(0 < fraction < 1)") { header.fraction > 0 && header.fraction < 1 }
        let collapse = halfway.map("fraction >= 0.5") { header.fraction >= 0.5 }
        if exitUntilCollapsed {
            let offsets = collapse.map("collapse ? top + range : top") { $0 ? scrollView.top + header.collapseRange : scrollView.top }
            context.sink("setContentOffset(\(scrollView.id), animated: true)", offsets) {
                scrollView.setContentOffset($0, animated: true, duration: duration)
            }
        } else {
            let translations = collapse.map("collapse ? -range : 0") { $0 ? -header.collapseRange : 0 }
            context.sink("animate(\(header.id).translation)", translations) {
                header.animateTranslation(to: $0, duration: duration)
            }
        }
    }

    /// A screen with a scroll view `feed`, a header `hero` and this behaviour.
    private static func home(
        _ name: String, contentHeight: Int = 3000, hero: String = "{id: hero, height: 200}", parameters: String = "", script: [String] = []
    ) -> String {
        PluginExample.oneScreenSpec(name, screen: "home", body: [
            "scrollViews: [{id: feed, contentHeight: \(contentHeight)}]",
            "views: [\(hero)]",
            "behaviours: [{headerCollapse: {scrollView: feed, header: hero\(parameters)}}]",
        ], script: script)
    }
}
