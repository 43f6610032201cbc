import ScrollDSL

/// `UIRefreshControl`: pulling the content down past a threshold starts a
/// refresh; while it runs, the content rests below the control.
public struct PullToRefresh: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let scrollView = Parameter.scrollView("scrollView", "The scroll view the control sits on.")
    static let threshold = Parameter.number("threshold", minimum: 1, default: 60, "How far past `top` the content must be pulled, rubber band included.")
    static let height = Parameter.number("height", minimum: 1, default: 60, "The control's height: the extra top inset while refreshing.")
    static let duration = Parameter.optionalDuration("duration", "When given, the refresh ends by itself this long after it starts; otherwise at `endRefreshing`.")

    public static let declaration = PluginDeclaration(
        name: "pullToRefresh",
        summary: "A refresh control: a pull past the threshold starts a refresh; the content rests below it until it ends.",
        documentation: """
        `ID.refreshing` starts false and `ID.refreshCount` 0. When the offset is pulled \
        more than `threshold` past `top` while the finger is down (rubber band included), \
        `ID.refreshing` becomes true in that turn and `ID.refreshCount` grows by one: once \
        per pull, and not while a refresh runs. When the finger lifts during a refresh, \
        the top inset grows by `height`, so the content springs back to `top - height`, \
        not `top`. Ending (the step `endRefreshing: ID`, or `duration` after the start) \
        puts the inset back and, if the content rests at `top - height`, animates it to \
        `top` in 300 ms. Ending a refresh that is not running does nothing, as in UIKit. \
        It works on the outer scroll view of a `nestedScroll`: pulling the inner list at \
        rest refreshes the card.
        """,
        parameters: [scrollView.declaration, threshold.declaration, height.declaration, duration.declaration],
        properties: [(Property("refreshing"), .boolean), (Property("refreshCount"), .number)],
        commands: ["endRefreshing"],
        claims: [RoleClaim(.refreshControl, on: "scrollView")],
        examples: [
            .passes("A pull past 60 pt refreshes once; the list rests under the control until the refresh ends", inbox("Refresh", script: [
                "touchDown: {scrollView: mail}",
                "moveBy: {by: -200, duration: 300ms}",
                "expect: {refresh.refreshing: true, refresh.refreshCount: 1}",
                "moveBy: {by: -100, duration: 100ms}",
                "expect: {refresh.refreshCount: 1}",
                "lift",
                "waitForIdle",
                "expect: {mail.offset: -60, refresh.refreshing: true}",
                "endRefreshing: refresh",
                "expect: {refresh.refreshing: false, mail.phase: animating}",
                "expect: {mail.offset: top, mail.phase: idle, within: 300ms}",
                "endRefreshing: refresh",
                "expect: {mail.offset: top, refresh.refreshCount: 1}",
            ])),
            .passes("A short pull does not refresh; a duration ends the refresh by itself", inbox("Short pull", parameters: ", duration: 1s", script: [
                "drag: {scrollView: mail, by: -80, duration: 300ms}",
                "expect: {refresh.refreshing: false}",
                "waitForIdle",
                "drag: {scrollView: mail, by: -250, duration: 300ms}",
                "expect: {refresh.refreshing: true}",
                "wait: 1s",
                "expect: {refresh.refreshing: false, refresh.refreshCount: 1}",
                "waitForIdle",
                "expect: {mail.offset: top}",
            ])),
            .rejected("Two refresh controls on one scroll view", inbox("Twice", parameters: "}}, {pullToRefresh: {id: again, scrollView: mail"),
                      message: "`pullToRefresh` here and `pullToRefresh` on line 6 both are a refresh control of `mail`"),
            .rejected("A threshold a pull can never reach", inbox("Unreachable", parameters: ", threshold: 900"), message: "a pull shows at most"),
            .rejected("endRefreshing of something that is not a refresh control", inbox("Not a control", script: ["endRefreshing: mail"]), message: "`mail` is not a behaviour that `endRefreshing` acts on; valid here: `refresh`"),
        ]
    )

    public func problems(in behaviour: BehaviourSpec, on screen: Screen) -> [ParameterProblem] {
        guard let id = behaviour["scrollView"]?.string, let threshold = behaviour["threshold"]?.number,
              let scrollView = screen.scrollViews.first(where: { $0.id == id }), threshold >= scrollView.viewportHeight
        else { return [] }
        let message = "`threshold` \(threshold.formatted) can never be reached: a pull shows at most the viewport height (\(scrollView.viewportHeight.formatted))"
        return [ParameterProblem(parameter: "threshold", message: message)]
    }

    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let control = RefreshControl(
            scrollView: context[Self.scrollView], properties: context.properties, clock: context.clock,
            threshold: context[Self.threshold], height: context[Self.height], duration: context[Self.duration]
        )
        let scrollView = control.scrollView
        context.sink("refresh when pulled past \(control.threshold.formatted)", scrollView.didScroll) { _ in control.pulled() }
        context.sink("new pull", scrollView.willBeginDragging) { control.touched() }
        context.sink("rest under the control", scrollView.didEndDragging) { _ in control.lifted() }
        context.handle("endRefreshing") { control.end() }
    }

    /// An inbox screen with a scroll view `mail` and a refresh control `refresh`.
    private static func inbox(_ name: String, parameters: String = "", script: [String] = []) -> String {
        PluginExample.oneScreenSpec(name, screen: "inbox", body: [
            "scrollViews: [{id: mail, contentHeight: 4000}]",
            "behaviours: [{pullToRefresh: {id: refresh, scrollView: mail\(parameters)}}]",
        ], script: script)
    }
}

/// The state of one refresh control.
final class RefreshControl {
    let scrollView: any ScrollViewHost
    let threshold: Double
    private let height: Double
    private let duration: VirtualTime?
    private let clock: BehaviourClock
    private let properties: BehaviourProperties
    private let refreshingSlot: Int
    private let countSlot: Int
    private var isRefreshing = false
    private var pulledThisTouch = false
    private var count = 0
    /// Whether the top inset is grown by `height` for the control.
    private var holdsInset = false

    init(scrollView: any ScrollViewHost, properties: BehaviourProperties, clock: BehaviourClock, threshold: Double, height: Double, duration: VirtualTime?) {
        self.scrollView = scrollView
        self.properties = properties
        self.clock = clock
        self.threshold = threshold
        self.height = height
        self.duration = duration
        refreshingSlot = properties.slot(for: "refreshing", kind: .boolean)
        countSlot = properties.slot(for: "refreshCount", kind: .number)
        properties.set(.boolean(false), at: refreshingSlot)
        properties.set(.number(0), at: countSlot)
    }

    func touched() {
        pulledThisTouch = false
    }

    /// A reported offset: past the threshold while tracking starts a refresh, once per pull.
    func pulled() {
        guard scrollView.isTracking, !isRefreshing, !pulledThisTouch, scrollView.top - scrollView.contentOffset > threshold else { return }
        pulledThisTouch = true
        isRefreshing = true
        count += 1
        properties.set(.boolean(true), at: refreshingSlot)
        properties.set(.number(Double(count)), at: countSlot)
        if let duration { clock.schedule(after: duration) { [weak self] in self?.end() } }
    }

    /// The finger lifts during a refresh: the content will rest under the control.
    func lifted() {
        guard isRefreshing, !holdsInset else { return }
        holdsInset = true
        scrollView.setLayout(contentHeight: nil, insetTop: scrollView.adjustedContentInset.top + height, insetBottom: nil, viewportHeight: nil)
    }

    /// `endRefreshing()`: the inset goes back (less the control's height, so
    /// a `set` of the inset meanwhile is kept), and content resting under the
    /// control scrolls to the top.
    func end() {
        guard isRefreshing else { return }
        isRefreshing = false
        properties.set(.boolean(false), at: refreshingSlot)
        guard holdsInset else { return }
        holdsInset = false
        let inset = scrollView.adjustedContentInset.top - height
        if scrollView.phase == .idle, abs(scrollView.contentOffset - scrollView.top) < ScrollPhysics.restThreshold {
            scrollView.setContentOffset(-inset, animated: true, duration: .milliseconds(300))
        }
        scrollView.setLayout(contentHeight: nil, insetTop: inset, insetBottom: nil, viewportHeight: nil)
    }
}
