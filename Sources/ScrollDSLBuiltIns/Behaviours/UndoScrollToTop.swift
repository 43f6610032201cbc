import ScrollDSL

/// Tweetbot's scroll-to-top with undo (seeds 000 and 001).
public struct UndoScrollToTop: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let scrollView = Parameter.scrollView("scrollView", "The scroll view to scroll.")
    static let triggers = Parameter.triggers("triggers", default: ["statusBarTap"], "What toggles between top and the saved offset.")
    static let resetOn = Parameter.events("resetOn", default: ["dragBegin"], "Events that make *top* the next target again.")
    static let animated = Parameter.boolean("animated", default: true, "Whether the scroll animates.")
    static let duration = Parameter.duration("duration", default: .milliseconds(300), "How long an animated scroll takes.")

    /// `undoScrollToTop`: its name, parameters and examples.
    public static let declaration = PluginDeclaration(
        name: "undoScrollToTop",
        summary: "Scroll to the top on a trigger, and back to where you were on the next one.",
        documentation: """
        The next target starts as *top*. On a trigger: if the target is *top*, the \
        current offset is saved as the next target and the scroll view scrolls to its \
        `top`; otherwise it scrolls back to the saved offset and *top* becomes the next \
        target. An offset past a bound (the content still springing back) is saved as that \
        bound. A `resetOn` event (by default the user starting a drag) makes *top* the \
        next target, since restoring an old offset after the user moved no longer makes sense.
        """,
        parameters: [scrollView.declaration, triggers.declaration, resetOn.declaration, animated.declaration, duration.declaration],
        examples: [
            .passes("Tap the status bar: to the top; tap again: back", timeline("Undo scroll to top", inset: true, script: [
                "drag: {scrollView: feed, by: 3000, duration: 400ms}",
                "tapStatusBar",
                "expect: {feed.offset: 2902, feed.phase: animating}",
                "expect: {feed.offset: top, within: 1s}",
                "tapStatusBar",
                "expect: {feed.offset: 2902, within: 1s}",
            ])),
            .passes("Two taps while a pull springs back: the way back is the top, not a place past it", timeline("Springing", parameters: ", animated: false", script: [
                "drag: {scrollView: feed, by: -300, duration: 200ms}",
                "expect: {feed.phase: decelerating, feed.offset: {max: -50}}",
                "tapStatusBar",
                "tapStatusBar",
                "expect: {feed.offset: 0, feed.phase: idle}",
            ])),
            .passes("A drag after scrolling to the top makes the next tap go to the top again", timeline("Reset on drag", parameters: ", animated: false", script: [
                "drag: {scrollView: feed, by: 1000}",
                "tapStatusBar",
                "expect: {feed.offset: 0}",
                "drag: {scrollView: feed, by: 200}",
                "tapStatusBar",
                "expect: {feed.offset: 0}",
            ])),
            .passes("One tap hit-tested four times toggles once; y = 74 is past the slop", timeline("Hit tests", device: "{hitTestsPerTap: 4}", parameters: ", duration: 100ms", script: [
                "drag: {scrollView: feed, by: 700}",
                "tap: {y: 73}",
                "expect: {feed.offset: 0, within: 150ms}",
                "tap: {y: 74}",
                "wait: 1s",
                "expect: {feed.offset: 0}",
            ])),
            .rejected("An unknown trigger", timeline("Bad trigger", parameters: ", triggers: [statusBarTapp]"), message: "did you mean `statusBarTap`?"),
        ]
    )

    /// Seed 000's graph: the visible screen's triggers, `withLatestFrom(target)`
    /// and `share()`, then a branch that saves the next target, one that resets
    /// it on `resetOn`, and one that scrolls.
    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let animated = context[Self.animated]
        let duration = context[Self.duration]
        let target = BehaviorSubject<ScrollTarget>("target", value: .top)
        let source = context[Self.triggers].withLatestFrom(target).share()

        // An offset past a bound (the content still springing back) is saved
        // as the bound it springs to: the way back never leaves the content.
        let saved = source.map("save") { next -> ScrollTarget in
            next == .top ? .offset(min(max(scrollView.contentOffset, scrollView.top), scrollView.bottom)) : .top
        }
        context.sink("bind(to: target)", saved) { target.send($0) }

        let reset = context.events(Self.resetOn, of: scrollView).map(to: ScrollTarget.top)
        context.sink("bind(to: target)", reset) { target.send($0) }

        let offsets = source.map("offset(of: target)") { next -> Double in
            if case .offset(let offset) = next { return offset }
            return scrollView.top
        }
        context.sink("setContentOffset(\(scrollView.id), animated: \(animated))", offsets) {
            scrollView.setContentOffset($0, animated: animated, duration: duration)
        }
    }

    /// Where the next trigger scrolls to (seed 000's `ScrollTarget`).
    enum ScrollTarget: Equatable, CustomStringConvertible {
        case top
        case offset(Double)

        var description: String {
            switch self {
            case .top: return "top"
            case .offset(let offset): return "offset(\(offset.formatted))"
            }
        }
    }

    /// A timeline screen with one scroll view `feed` and this behaviour on it.
    private static func timeline(
        _ name: String, inset: Bool = false, device: String? = nil, parameters: String = "", script: [String] = []
    ) -> String {
        let feed = inset ? "{id: feed, contentHeight: 12000, contentInset: {top: 98, bottom: 83}}" : "{id: feed, contentHeight: 5000}"
        return PluginExample.oneScreenSpec(name, topLevel: device.map { ["device: \($0)"] } ?? [], screen: "timeline", body: [
            "scrollViews: [\(feed)]",
            "behaviours: [{undoScrollToTop: {scrollView: feed\(parameters)}}]",
        ], script: script)
    }
}
