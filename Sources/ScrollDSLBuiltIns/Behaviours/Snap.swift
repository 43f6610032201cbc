import ScrollDSL

/// Paging and snapping, as `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// and `isPagingEnabled` do: a glide ends on a multiple of an interval.
public struct Snap: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let scrollView = Parameter.scrollView("scrollView", "The scroll view that snaps.")
    static let interval = Parameter.positiveNumber("interval", or: "page", "The distance between resting points; `page` is the viewport height.")
    static let mode = Parameter.choice("mode", ["nearest", "page"], default: "nearest", "`nearest` resting point, or one `page` at a time.")

    public static let declaration = PluginDeclaration(
        name: "snap",
        summary: "Glides end on a multiple of an interval: rows of a grid, or pages.",
        documentation: """
        When the finger lifts inside the bounds, the glide's target is chosen: in \
        `nearest` mode, the projected rest point rounded to the nearest multiple of \
        `interval` from `top`, clamped into the bounds; in `page` mode (as \
        `isPagingEnabled`), at most one interval from where the drag started, in the \
        direction of the release velocity, or the nearest page when released with no \
        velocity. The deceleration keeps its rate and ends exactly on the target. \
        `interval: page` is the viewport height. A release past a bound springs back as usual.
        """,
        parameters: [scrollView.declaration, interval.declaration, mode.declaration],
        claims: [RoleClaim(.glideTarget, on: "scrollView")],
        examples: [
            .passes("A photo grid rests on rows of 120 pt", grid("Rows", parameters: ", interval: 120", script: [
                "fling: {scrollView: photos, velocity: 1000}",
                "waitForIdle",
                "expect: {photos.offset: {approx: 480, tolerance: 0}}",
                "drag: {scrollView: photos, by: 50, duration: 200ms}",
                "waitForIdle",
                "expect: {photos.offset: {approx: 480, tolerance: 0}}",
                "drag: {scrollView: photos, by: 70, duration: 200ms}",
                "waitForIdle",
                "expect: {photos.offset: {approx: 600, tolerance: 0}}",
            ])),
            .passes("Paging moves one page per swipe however fast", grid("Pages", parameters: ", mode: page", script: [
                "fling: {scrollView: photos, velocity: 20000}",
                "waitForIdle",
                "expect: {photos.offset: {approx: 852, tolerance: 0}}",
                "drag: {scrollView: photos, by: -100, duration: 100ms, release: -50}",
                "waitForIdle",
                "expect: {photos.offset: {approx: 0, tolerance: 0}}",
            ])),
            .rejected("An interval of 0", grid("Zero", parameters: ", interval: 0"), message: "`interval` must be more than 0"),
            .rejected("Two snaps on one scroll view", grid("Twice", parameters: "}}, {snap: {scrollView: photos, interval: 100"),
                      message: "`snap` here and `snap` on line 6 both choose where the glides of `photos` end; give each scroll view one such behaviour"),
        ]
    )

    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let pages = context[Self.mode] == "page"
        let fixed = context[Self.interval]
        let dragStart = BehaviorSubject<Double>("dragStartOffset", value: scrollView.contentOffset)
        context.sink("bind(to: dragStartOffset)", scrollView.willBeginDragging.map("contentOffset") { scrollView.contentOffset }) {
            dragStart.send($0)
        }
        let label = pages ? "targetContentOffset = one page from the drag's start" : "targetContentOffset = nearest multiple of the interval"
        context.sink(label, scrollView.willEndDragging) { release in
            let interval = fixed ?? scrollView.viewportHeight
            let top = scrollView.top
            let index: Double
            if pages {
                let start = ((dragStart.value - top) / interval).rounded()
                let velocity = release.velocity
                index = velocity > 0 ? start + 1 : velocity < 0 ? start - 1 : ((scrollView.contentOffset - top) / interval).rounded()
            } else {
                index = ((release.projectedOffset - top) / interval).rounded()
            }
            release.targetContentOffset = min(max(top + index * interval, top), scrollView.bottom)
        }
    }

    /// A gallery with a scroll view `photos` and this behaviour.
    private static func grid(_ name: String, parameters: String = "", script: [String] = []) -> String {
        PluginExample.oneScreenSpec(name, screen: "gallery", body: [
            "scrollViews: [{id: photos, contentHeight: 6000}]",
            "behaviours: [{snap: {scrollView: photos\(parameters)}}]",
        ], script: script)
    }
}
