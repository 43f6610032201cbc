/// What the next frame and the next report must visit: the scroll views in
/// motion, the views animating, and the scroll views changed since their last
/// report. Frames and reports visit only these, in the world's order, and time
/// skips ahead while all are empty (docs/language.md, "Time, frames and turns").
/// Also which finger acts now, and which scroll views fingers hold.
final class Activity {
    /// Scroll views with a glide, spring or programmatic scroll under way.
    let moving: IndexBits
    /// Scroll views whose offset, phase or layout changed since they last reported.
    let unreported: IndexBits
    /// Views with a translation animation under way.
    let animating: IndexBits
    /// The finger whose touch-down, move or lift runs now (`nil` at other
    /// times): a scroll view one finger holds ignores the others.
    var finger: ObjectIdentifier?
    /// Scroll views a finger holds, for the lift that lets them go.
    let held: IndexBits
    /// How many content, inset or viewport changes are under way inside one
    /// another (a behaviour answering `contentChange` with another change).
    var layoutNesting = 0
    /// The first scroll view whose changes nested past ``LayoutNesting/limit``,
    /// which the run stops at: the change past the limit was not applied.
    var runawayLayout: Int?
    /// When the last bar animation under way ends (frames run until then).
    var barsAnimationEnd: VirtualTime?
    /// Whether a sheet moves without a finger (frames move it).
    var sheetMoves = false

    init(scrollViews: Int, views: Int) {
        moving = IndexBits(capacity: scrollViews)
        unreported = IndexBits(capacity: scrollViews)
        animating = IndexBits(capacity: views)
        held = IndexBits(capacity: scrollViews)
    }

    /// Whether no frame would change anything.
    var isQuiet: Bool { moving.isEmpty && unreported.isEmpty && animating.isEmpty && barsAnimationEnd == nil && !sheetMoves }
}

/// How deep content changes may nest in one turn: a behaviour that answers
/// each `contentChange` of a scroll view with another change of it would
/// otherwise recurse until the stack overflows.
enum LayoutNesting {
    static let limit = 100
}
