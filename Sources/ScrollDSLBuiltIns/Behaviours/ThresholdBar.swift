import ScrollDSL

/// The title bar that jumps once the content scrolls past a threshold (seed 004).
public struct ThresholdBar: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let scrollView = Parameter.scrollView("scrollView", "The scroll view whose distance from the top is watched.")
    static let bar = Parameter.view("bar", needsHeight: false, "The view that switches.")
    static let threshold = Parameter.number("threshold", default: 10, "Distance from the top past which the bar switches to `below`.")
    static let hysteresis = Parameter.number("hysteresis", minimum: 0, default: 0, "How far back under the threshold the content must come before the bar returns.")
    static let above = Parameter.text("above", default: "top", "The position while at or above the threshold.")
    static let below = Parameter.text("below", default: "bottom", "The position once past the threshold.")

    /// `thresholdBar`: its name, parameters, the property it writes and its examples.
    public static let declaration = PluginDeclaration(
        name: "thresholdBar",
        summary: "A bar that switches position once the content scrolls past a threshold.",
        documentation: """
        Writes `position` on the bar. It starts as `above`, becomes `below` when \
        `distanceFromTop > threshold`, and returns to `above` when \
        `distanceFromTop <= threshold - hysteresis`, so a finger resting near the \
        threshold does not make the bar flicker.
        """,
        parameters: [
            scrollView.declaration, bar.declaration, threshold.declaration, hysteresis.declaration, above.declaration, below.declaration,
        ],
        writes: [ViewPropertyWrite(parameter: "bar", properties: [.position])],
        examples: [
            .passes("The bar jumps just past the threshold and returns at it", reader("Jumping title bar", script: [
                "drag: {scrollView: text, by: 10}",
                "expect: {titleBar.position: top}",
                "drag: {scrollView: text, by: 1}",
                "expect: {titleBar.position: bottom}",
                "drag: {scrollView: text, by: -1}",
                "expect: {titleBar.position: top}",
            ])),
            .passes("With hysteresis the bar returns only well under the threshold", reader(
                "Hysteresis", parameters: ", threshold: 50, hysteresis: 5, above: header, below: footer", script: [
                    "drag: {scrollView: text, by: 60}",
                    "expect: {titleBar.position: footer}",
                    "drag: {scrollView: text, by: -12}",
                    "expect: {titleBar.position: footer}",
                    "drag: {scrollView: text, by: -3}",
                    "expect: {titleBar.position: header}",
                ])),
            .rejected("A misspelt parameter", reader("Typo", parameters: ", treshold: 20"), message: "did you mean `threshold`?"),
        ]
    )

    /// Seed 004's logic with hysteresis: `distanceFromTop` of each reported
    /// offset, scanned into above/below, written to the bar when it changes.
    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let bar = context[Self.bar]
        let threshold = context[Self.threshold]
        let hysteresis = context[Self.hysteresis]
        let above = context[Self.above]
        let below = context[Self.below]
        bar.position = above
        let isBelow = scrollView.didScroll
            .map("distanceFromTop") { $0.distanceFromTop }
            .scan(false, label: "isBelow") { isBelow, distance in
                isBelow ? distance > threshold - hysteresis : distance > threshold
            }
            .distinctUntilChanged { $0 }
        context.sink("set(\(bar.id).position)", isBelow.map("isBelow ? \(below) : \(above)") { $0 ? below : above }) {
            bar.position = $0
        }
    }

    /// A reader screen with a scroll view `text`, a bar `titleBar` and this behaviour.
    private static func reader(_ name: String, parameters: String = "", script: [String] = []) -> String {
        PluginExample.oneScreenSpec(name, screen: "reader", body: [
            "scrollViews: [{id: text, contentHeight: 4000}]",
            "views: [{id: titleBar}]",
            "behaviours: [{thresholdBar: {scrollView: text, bar: titleBar\(parameters)}}]",
        ], script: script)
    }
}
