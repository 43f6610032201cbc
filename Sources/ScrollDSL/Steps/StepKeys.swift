/// The keys and defaults several steps share, declared once.
extension KeyDeclaration {
    private typealias S = Schema

    /// `scrollView` of a step whose finger touches the scroll view.
    static let touchedScrollView = KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view the finger touches.", schema: S.reference("identifier"))
    /// `scrollView` of a step on a finger already down.
    static let heldScrollView = KeyDeclaration("scrollView", "scroll view", default: "the only finger down", "Which finger, when several are down.", schema: S.reference("identifier"))
    /// `view` of a step whose finger touches a view.
    static let touchedView = KeyDeclaration("view", "view", default: nil, "The view the finger touches, at the middle of its frame where it shows: a view whose behaviours hear its fingers (`{pan}`, `{touch}`) owns them; on a view in content that none hears, the finger moves the scroll view; on a view of a presented sheet's screen, the sheet (its grabber); on any other, nothing.", schema: S.reference("identifier"))
    /// `view` of a step on a finger already down on a view.
    static let heldView = KeyDeclaration("view", "view", default: "the only finger down", "Which finger, by the view it holds (instead of `scrollView`).", schema: S.reference("identifier"))
    /// `scrollView` of a step on a list with rows.
    static let list = KeyDeclaration("scrollView", "scroll view", default: nil, "A scroll view that declares items (or rows).", schema: S.reference("identifier"))
    /// How long a finger moves.
    static let fingerDuration = KeyDeclaration("duration", "duration", defaultsTo: Step.usualDuration, "How long the finger moves.", schema: S.reference("duration"))
    /// How a finger lifts.
    static let release = KeyDeclaration(
        "release", "velocity (pt/s), `{x, y}` or `finger`", default: "`0`",
        "The velocity the finger lifts with; `finger` hands on the finger's own `by / duration`, as UIKit hands the pan velocity on.",
        schema: S.oneOf([S.type("number"), S.reference("vector"), .object([("const", "finger")])])
    )
    /// How far a finger moves.
    static let travel = KeyDeclaration(
        "by", "number or `{x, y}`", default: nil,
        "How far the finger moves: a number along the scroll view's axis (positive toward the end of the content), or `{x, y}`, the finger's direction (on a lone scroll view along one axis, the part across moves nothing). On a view, the finger's own movement in screen points (a number is along y, positive down the screen).",
        schema: S.oneOf([S.type("number"), S.reference("vector")])
    )
    /// Whether a programmatic change animates.
    static let animated = KeyDeclaration("animated", "boolean", defaultsTo: false, "Whether it animates.", schema: S.type("boolean"))
    /// How long an animated scroll takes.
    static let scrollDuration = KeyDeclaration("duration", "duration", defaultsTo: Step.usualDuration, "How long an animated scroll takes.", schema: S.reference("duration"))
    /// The point a zoom keeps still.
    static let zoomCenter = KeyDeclaration(
        "center", "`{x, y}` in the viewport", default: "the viewport's middle",
        "The point of the viewport the zoom keeps still (the content under it stays under it).",
        schema: S.reference("vector")
    )
    /// Whether a row change keeps the first visible row still.
    static func keepVisibleRow(_ documentation: String) -> KeyDeclaration {
        KeyDeclaration("keepVisibleRow", "boolean", defaultsTo: false, documentation, schema: S.type("boolean"))
    }
    /// What stays still on the screen when items change.
    static let keep = KeyDeclaration(
        "keep", "`offset`, `firstVisibleItem` or `scrollPosition`", defaultsTo: ItemKeeping.offset.rawValue,
        "What stays still on the screen: the offset (UIKit's default, clamped into the new bounds), the first visible item, or the item `scrollPosition` names (as a SwiftUI binding keeps it); a deleted item hands its place to the first surviving one after it.",
        schema: .object([("enum", .array(ItemKeeping.allCases.map { .string($0.rawValue) }))]))
}

extension Step {
    /// How long a finger moves, a pinch lasts or an animated scroll takes unless the step says.
    static let usualDuration = VirtualTime.milliseconds(300)
}
