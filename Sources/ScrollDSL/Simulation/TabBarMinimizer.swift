/// The iOS 26 tab bar in a run: minimised or expanded as the content scroll
/// view of the selected tab's visible screen scrolls (`tabBar:
/// {minimizeBehavior}`), looked at the end of every turn. The state persists
/// across tab switches.
///
/// With `onScrollDown` it minimises in the first turn where a finger or a
/// glide (not a spring, not a programmatic scroll) has increased the offset by
/// more than 10 pt since the last reversal, with the offset past `top`; it
/// expands in a turn where the offset moves to `top`, on a tap on the bar, and
/// with `expandsOnScrollBack` after 10 pt the other way. "Since the last
/// reversal" counts from the offset at the gesture's touch-down or at the last
/// change of direction, whichever is later, and restarts after a programmatic
/// scroll, a spring and the bar expanding. `onScrollUp` mirrors it with `bottom`.
final class TabBarMinimizer {
    /// `onScrollDown` or `onScrollUp`.
    private let minimizesScrollingDown: Bool
    private let expandsOnScrollBack: Bool
    private(set) var isMinimized = false
    /// The scroll view followed at the last look, its touch-downs and offset then.
    private var followed: ObjectIdentifier?
    private var touchDowns = 0
    private var lastOffset = 0.0
    /// Where the count toward minimising starts, and the direction the offset last moved (−1, 0, 1).
    private var anchor = 0.0
    private var direction = 0.0
    /// Whether a finger or a glide moved the content at the last look.
    private var personMoved = false

    /// A minimiser for `tabBar`, or `nil` when its bar never minimises.
    init?(_ tabBar: TabBar?) {
        guard let tabBar, tabBar.minimizeBehavior.resolved != .never else { return nil }
        minimizesScrollingDown = tabBar.minimizeBehavior == .onScrollDown
        expandsOnScrollBack = tabBar.expandsOnScrollBack
    }

    /// A tap on the bar expands it.
    func expand() {
        isMinimized = false
        anchor = lastOffset
        direction = 0
    }

    /// Looks at `scrollView`, the one the bar follows now (`nil`: none), at the end of a turn.
    func look(at scrollView: SimulatedScrollView?) {
        guard let scrollView else { return }
        let offset = scrollView.offset
        if ObjectIdentifier(scrollView) != followed {
            // A tab switch or a push moves nothing: the state persists, the count starts here.
            followed = ObjectIdentifier(scrollView)
            (touchDowns, lastOffset, anchor, direction) = (scrollView.touchDowns, offset, offset, 0)
            return
        }
        if scrollView.touchDowns != touchDowns {
            touchDowns = scrollView.touchDowns
            (anchor, direction) = (lastOffset, 0)
        }
        let delta = offset - lastOffset
        guard delta != 0 else { return }
        let previous = lastOffset
        lastOffset = offset
        // Scrolled away from the end it minimises toward: `top` scrolling down, `bottom` scrolling up.
        let atHome = minimizesScrollingDown ? offset <= scrollView.top : offset >= scrollView.bottom
        if isMinimized, atHome { return expand() }
        guard isPersonMoving(scrollView) else {
            (anchor, direction) = (offset, 0)
            return
        }
        let moving = delta > 0 ? 1.0 : -1.0
        if direction != 0, moving != direction { anchor = previous }
        direction = moving
        // Positive toward the end the bar minimises on.
        let travelled = (offset - anchor) * (minimizesScrollingDown ? 1 : -1)
        if !isMinimized, !atHome, travelled > TabBar.minimizingDistance {
            isMinimized = true
        } else if isMinimized, expandsOnScrollBack, travelled < -TabBar.minimizingDistance {
            expand()
        }
    }

    /// Whether a finger or a glide moves the content (not a spring back, a
    /// programmatic scroll or a zoom). In the frame a motion ends, the
    /// content rests: what moved it is what moved it at the last look.
    private func isPersonMoving(_ scrollView: SimulatedScrollView) -> Bool {
        switch scrollView.phase {
        case .tracking: personMoved = true
        case .decelerating:
            if case .springing = scrollView.main.motion { personMoved = false } else { personMoved = true }
        case .animating: personMoved = false
        case .idle: break
        }
        return personMoved
    }
}
