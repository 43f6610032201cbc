extension StepDeclaration {
    private typealias S = Schema

    private static let scrollView = KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view the finger touches.", schema: S.reference("identifier"))
    private static let duration300 = KeyDeclaration("duration", "duration", default: "`300ms`", "How long the finger moves.", schema: S.reference("duration"))
    private static let release = KeyDeclaration(
        "release", "velocity (pt/s), `{x, y}` or `finger`", default: "`0`",
        "The velocity the finger lifts with; `finger` hands on the finger's own `by / duration`, as UIKit hands the pan velocity on.",
        schema: S.oneOf([S.type("number"), S.reference("vector"), .object([("const", "finger")])])
    )
    private static let travel = KeyDeclaration(
        "by", "number or `{x, y}`", default: nil,
        "How far the finger moves: a number along the scroll view's axis (positive toward the end of the content), or `{x, y}`, the finger's direction (on a lone scroll view along one axis, the part across moves nothing).",
        schema: S.oneOf([S.type("number"), S.reference("vector")])
    )

    private static let animated = KeyDeclaration("animated", "boolean", default: "`false`", "Whether it animates.", schema: S.type("boolean"))
    private static let scrollDuration = KeyDeclaration("duration", "duration", default: "`300ms`", "How long an animated scroll takes.", schema: S.reference("duration"))

    private static let zoomCenter = KeyDeclaration(
        "center", "`{x, y}` in the viewport", default: "the viewport's middle",
        "The point of the viewport the zoom keeps still (the content under it stays under it).",
        schema: S.reference("vector")
    )

    /// The steps documented here that a standard-library plugin hears as its
    /// command (`{command: NAME}`), rather than the language itself.
    static let commandSteps = ["endRefreshing"]

    /// Every step, in the order the reference lists them.
    public static let all: [StepDeclaration] = [
        StepDeclaration(name: "selectTab", summary: "Switch to a tab; selecting the selected tab reselects it (`tabReselect`), or pops to its root when screens are pushed.",
                        forms: [.value(type: "tab identifier", schema: { S.reference("identifier") })], example: "- selectTab: profile"),
        StepDeclaration(name: "push", summary: "Show a screen without `tab` on the selected tab's stack; animated for 350 ms unless `animated: false`.",
                        forms: [.value(type: "screen identifier", schema: { S.reference("identifier") }), .keys([
                            KeyDeclaration("screen", "screen identifier", default: nil, "The screen to show.", schema: S.reference("identifier")),
                            KeyDeclaration("animated", "boolean", default: "`true`", "Whether the transition takes 350 ms.", schema: S.type("boolean")),
                            KeyDeclaration("fresh", "boolean", default: "`false`", "Whether UIKit makes the screen anew (a new view controller): its scroll views start at their initial offset and content, its views and behaviours from their initial state. Otherwise the one instance of the screen shows as it was left.", schema: S.type("boolean")),
                        ])], example: "- push: {screen: detail, animated: false}\n- pop\n- push: {screen: detail, fresh: true}"),
        StepDeclaration(name: "pop", summary: "Back one screen, animated for 350 ms; popping a root is an error at the step.",
                        forms: [.bare], example: "- push: detail\n- pop"),
        StepDeclaration(name: "showKeyboard", summary: "A text field becomes first responder: the keyboard slides up over 250 ms, and the visible screen's scroll views (not those inside another) get its overlap as their bottom inset at once, as apps set it in `keyboardWillShow`. Showing a keyboard that is shown is an error at the step.",
                        forms: [.bare], example: "- showKeyboard"),
        StepDeclaration(name: "hideKeyboard", summary: "The text field resigns: the keyboard slides down over 250 ms and the bottom insets it gave are taken back at once. Hiding a keyboard that is not shown is an error at the step.",
                        forms: [.bare], example: "- showKeyboard\n- hideKeyboard"),
        StepDeclaration(name: "tapStatusBar", summary: "A tap at `y = statusBarHeight / 2`.", forms: [.bare], example: "- tapStatusBar"),
        StepDeclaration(name: "tap", summary: "A tap at a point, or on a view. Below `y = statusBarHeight + 20` it is a status-bar tap; the topmost view of a visible screen whose frame, where it shows (moved by its `translation`), holds the point is tapped (`{tap: VIEW}` in plugin files hears it). `{view: ID}` taps the middle of the view's frame where it shows, or the view itself when it has no frame; its screen must be visible (`validate` refuses a tap on a view whose screen the script has not shown; the run, one whose screen is still appearing).",
                        forms: [
                            .keys([KeyDeclaration("y", "number in [0, device height]", default: nil, "Where the tap lands.", schema: S.number(minimum: 0)),
                                   KeyDeclaration("x", "number in [0, device width]", default: "the middle of the screen", "Where the tap lands across.", schema: S.number(minimum: 0))]),
                            .keys([KeyDeclaration("view", "view identifier", default: nil, "The view tapped.", schema: S.reference("identifier"))]),
                        ],
                        example: "- tap: {y: 40}\n- tap: {x: 340, y: 780}\n- tap: {view: bar}"),
        StepDeclaration(name: "drag", summary: "Touch down, move the finger `by` points over `duration`, lift at `release`. The script goes on when the finger lifts.",
                        forms: [.keys([scrollView, travel, duration300, release])],
                        example: "- drag: {scrollView: feed, by: 600, duration: 400ms, release: finger}"),
        StepDeclaration(name: "fling", summary: "Touch down and lift at once, at a velocity.",
                        forms: [.keys([scrollView, KeyDeclaration("velocity", "number (pt/s) or `{x, y}`", default: nil, "The release velocity, along the scroll view's axis or `{x, y}`; on a scroll view inside another, its direction decides which one takes it.", schema: S.oneOf([S.type("number"), S.reference("vector")]))])],
                        example: "- fling: {scrollView: feed, velocity: 2500}"),
        StepDeclaration(name: "scrollTo", summary: "`setContentOffset(_:animated:)`: at once, or on the smoothstep curve for `duration`.",
                        forms: [.keys([
                            KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view that scrolls; no finger touches it.", schema: S.reference("identifier")),
                            KeyDeclaration("offset", "`top`, `bottom` (`left`, `right` across) or a number; `{x, y}` for `axis: both`", default: nil, "Where to scroll, along the scroll view's axis.", schema: S.oneOf([S.reference("offset"), S.reference("point")])),
                            animated, scrollDuration,
                        ]), .keys([
                            KeyDeclaration("scrollView", "list", default: nil, "A list that declares rows.", schema: S.reference("identifier")),
                            KeyDeclaration("row", "row id", default: nil, "The row to show (`scrollToRow(at:at:animated:)`), instead of `offset`.", schema: S.oneOf([S.type("string"), S.type("number")])),
                            KeyDeclaration("anchor", "`top`, `middle` or `bottom`", default: "`top`", "Where the row ends up in the visible area (between the bars), within the bounds; at the top, below its section's pinned header.", schema: .object([("enum", .array(RowAnchor.allCases.map { .string($0.rawValue) }))])),
                            animated, scrollDuration,
                        ])], example: "- scrollTo: {scrollView: feed, offset: bottom, animated: true}"),
        StepDeclaration(name: "insertRows", summary: "Rows are inserted in a list (`insertRows(at:with:)`): its content grows and, as `UITableView` does, its offset stays, so rows inserted above what shows push it down; with `keepVisibleRow: true` the offset grows by what was inserted above the first visible row, which stays still on the screen (a chat loading older messages).",
                        forms: [.keys([
                            KeyDeclaration("scrollView", "list", default: nil, "A list that declares rows.", schema: S.reference("identifier")),
                            KeyDeclaration("rows", "`{count, height, idPrefix}` or a list of `{id, height}`", default: nil, "The new rows; counted ones are named `idPrefix` and their index.", schema: S.oneOf([.object([("type", "object")]), S.list(.object([("type", "object")]))])),
                            KeyDeclaration("before", "row id", default: "none", "The row they go above.", schema: S.oneOf([S.type("string"), S.type("number")])),
                            KeyDeclaration("after", "row id", default: "the end of the last section", "The row they go below.", schema: S.oneOf([S.type("string"), S.type("number")])),
                            KeyDeclaration("keepVisibleRow", "boolean", default: "`false`", "Whether the first visible row stays still on the screen.", schema: S.type("boolean")),
                        ])], example: "- scrollTo: {scrollView: messages, row: m30, anchor: middle}\n- insertRows: {scrollView: messages, rows: {count: 20, height: 80, idPrefix: older}, before: m0, keepVisibleRow: true}\n- expect: {messages.firstVisibleRow: m25}"),
        StepDeclaration(name: "deleteRows", summary: "Rows leave a list (`deleteRows(at:with:)`): its content shrinks and its offset stays, clamped into the new bounds; with `keepVisibleRow: true` it moves by what was deleted above the first visible row.",
                        forms: [.keys([
                            KeyDeclaration("scrollView", "list", default: nil, "A list that declares rows.", schema: S.reference("identifier")),
                            KeyDeclaration("rows", "list of row ids", default: nil, "The rows to delete.", schema: S.list(S.oneOf([S.type("string"), S.type("number")]))),
                            KeyDeclaration("keepVisibleRow", "boolean", default: "`false`", "Whether the first visible row that remains stays still on the screen.", schema: S.type("boolean")),
                        ])], example: "- deleteRows: {scrollView: messages, rows: [m0, m1]}"),
        StepDeclaration(name: "pinch", summary: "Two fingers pinch a scroll view that zooms for `duration` and lift; the scale asked goes linearly from the zoom the pinch starts from to `scale` times it. Past a limit it overshoots with `bouncesZoom` and animates back within 300 ms after the lift.",
                        forms: [.keys([
                            KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view the fingers touch.", schema: S.reference("identifier")),
                            KeyDeclaration("scale", "number > 0", default: nil, "What the pinch multiplies the zoom by: above 1 spreads, below 1 closes.", schema: S.number(exclusiveMinimum: 0)),
                            KeyDeclaration("duration", "duration", default: "`300ms`", "How long the fingers move.", schema: S.reference("duration")),
                            zoomCenter,
                        ])], example: "- pinch: {scrollView: photo, scale: 2.5, center: {x: 100, y: 300}}"),
        StepDeclaration(name: "zoomTo", summary: "`setZoomScale(_:animated:)`: the scale, kept within the limits, at once or animated for 300 ms on the smoothstep curve.",
                        forms: [.keys([
                            KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view that zooms.", schema: S.reference("identifier")),
                            KeyDeclaration("scale", "number > 0", default: nil, "The zoom scale.", schema: S.number(exclusiveMinimum: 0)),
                            KeyDeclaration("animated", "boolean", default: "`false`", "Whether it animates.", schema: S.type("boolean")),
                            zoomCenter,
                        ])], example: "- zoomTo: {scrollView: photo, scale: 1, animated: true}"),
        StepDeclaration(name: "wait", summary: "Let time pass.", forms: [.value(type: "duration", schema: { S.reference("duration") })], example: "- wait: 1.5s"),
        StepDeclaration(name: "waitForIdle", summary: "Let time pass until nothing moves, animates or transitions; still moving at the timeout stops the script with an error.",
                        forms: [.bare, .keys([KeyDeclaration("timeout", "duration", default: "`10s`", "The longest wait.", schema: S.reference("duration"))])],
                        example: "- fling: {scrollView: feed, velocity: 2500}\n- waitForIdle: {timeout: 5s}"),
        StepDeclaration(name: "at", summary: "Let time pass until an absolute time; a time the steps before it are sure to pass is an error.",
                        forms: [.value(type: "duration since time 0", schema: { S.reference("duration") })], example: "- at: 2s"),
        StepDeclaration(name: "expect", summary: "Check properties now; with `within`, at the first turn in that time where all hold; with `during`, at every turn for that time.",
                        forms: [.value(type: "`{PATH: MATCHER, …, within: DURATION, during: DURATION}`", schema: { S.reference("expectation") })],
                        example: "- expect: {feed.offset: top, bar.position: top, within: 1s}"),
        StepDeclaration(name: "log", summary: "A line in the trace.", forms: [.value(type: "text", schema: { S.type("string") })], example: "- log: the header is expanded"),
        StepDeclaration(name: "touchDown", summary: "A finger touches a scroll view and stays down, so other steps (a tap, a wait, an expectation) can happen while it is held.",
                        forms: [.keys([scrollView])], example: "- touchDown: {scrollView: feed}\n- lift"),
        StepDeclaration(name: "moveBy", summary: "The finger that is down moves `by` points over `duration`; at its end the finger is exactly `by` further on, in a turn at that instant.",
                        forms: [.keys([
                            KeyDeclaration("scrollView", "scroll view", default: "the only finger down", "Which finger, when several are down.", schema: S.reference("identifier")),
                            travel,
                            duration300,
                        ])], example: "- touchDown: {scrollView: feed}\n- moveBy: {by: 120, duration: 200ms}\n- expect: {feed.phase: tracking}\n- moveBy: {by: 80, duration: 100ms}\n- lift: {release: finger}"),
        StepDeclaration(name: "lift", summary: "The finger that is down lifts; `release: finger` hands on the velocity of the move it ends (0 when it was held still).",
                        forms: [.bare, .keys([
                            KeyDeclaration("scrollView", "scroll view", default: "the only finger down", "Which finger, when several are down.", schema: S.reference("identifier")),
                            release,
                        ])], example: "- touchDown: {scrollView: feed}\n- moveBy: {by: 300, duration: 300ms}\n- lift: {release: 1200}"),
        StepDeclaration(name: "set", summary: "The content changes (a page loaded, a keyboard shown): new content sizes, insets or viewport sizes, in one turn.",
                        forms: [.value(type: "`{SCROLLVIEW.contentHeight: N, SCROLLVIEW.contentWidth: N, SCROLLVIEW.contentInset: {top, bottom, left, right}, SCROLLVIEW.viewportHeight: N, SCROLLVIEW.viewportWidth: N}`; one side of the inset may be written `SCROLLVIEW.contentInset.top: N`", schema: { S.reference("contentChange") })],
                        example: "- set: {feed.contentHeight: 9000, feed.contentInset: {bottom: 336}}"),
        StepDeclaration(name: "remember", summary: "Keeps the current value of properties under names; matchers use them as `$NAME` (also in `approx`, `min`, `max` and `not`).",
                        forms: [.value(type: "`{NAME: PATH, …}`", schema: { .object([("type", "object"), ("minProperties", .number(1)), ("additionalProperties", S.type("string"))]) })],
                        example: "- drag: {scrollView: feed, by: 300}\n- remember: {start: feed.offset}\n- drag: {scrollView: feed, by: -100}\n- expect: {feed.offset: {max: $start, min: 0}}"),
        // A command of the standard library's `pullToRefresh` (see `commandSteps`).
        StepDeclaration(name: "endRefreshing", summary: "Ends the refresh of the `pullToRefresh` with this `id` (`UIRefreshControl.endRefreshing()`); ending one that is not refreshing does nothing.",
                        forms: [.value(type: "behaviour id", schema: { S.reference("identifier") })],
                        example: "- touchDown: {scrollView: feed}\n- moveBy: {by: -200, duration: 300ms}\n- lift\n- expect: {refresh.refreshing: true}\n- waitForIdle\n- endRefreshing: refresh\n- expect: {refresh.refreshing: false, feed.offset: top, within: 1s}"),
    ]
}
