import ScrollDSL

/// A list inside a scrolling card (seed 003's bank card).
public struct NestedScroll: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let outer = Parameter.scrollView("outer", "The card: the scroll view that contains the list.")
    static let inner = Parameter.scrollView("inner", "The list inside the card.")

    /// `nestedScroll`: its name, parameters and examples.
    public static let declaration = PluginDeclaration(
        name: "nestedScroll",
        summary: "A scrolling list inside a scrolling card, with one seamless gesture.",
        documentation: """
        A drag or fling on `inner` moving forward is consumed by `outer` until `outer` \
        reaches its bottom, then by `inner`; moving back it is consumed by `inner` until \
        `inner` reaches its top, then by `outer`. A fling hands its remaining velocity on \
        at that point, so it travels as far as on one scroll view. Overscroll at the far \
        end bounces `inner`; at the near end it bounces `outer`, so a pull-to-refresh on \
        the card works. Only the scroll view that moves at the lift hears \
        `willEndDragging` and `dragEnd` (the one that glides first, or the one the \
        finger moved last), and its `snap` or `targetOffset` chooses the glide; a glide \
        handed on is retargeted by the receiver's. A drag on `outer` moves `outer` only. Both scroll along one \
        axis, vertical or horizontal; a list that scrolls across its card is simply `in` \
        it, and the direction of each gesture decides which one moves.
        """,
        parameters: [outer.declaration, inner.declaration],
        claims: [RoleClaim(.dragRouting, on: "inner")],
        examples: [
            .passes("Forward, the card moves first; back, the list does", account("Bank card", script: [
                "drag: {scrollView: transactions, by: 300}",
                "expect: {card.offset: 200, transactions.offset: 100}",
                "drag: {scrollView: transactions, by: -150}",
                "expect: {card.offset: 150, transactions.offset: 0}",
            ])),
            .passes("A drag on the card moves the card only", account("Grab the card", script: [
                "drag: {scrollView: card, by: 100}",
                "expect: {card.offset: 100, transactions.offset: 0}",
            ])),
            .rejected("A list nested in two cards", account("Two cards", inner: "transactions}}, {nestedScroll: {outer: card, inner: transactions"),
                      message: "`nestedScroll` here and `nestedScroll` on line 8 both route the fingers on `transactions`"),
            .rejected("outer and inner must differ", account("Same", inner: "card"), message: "`inner` must be another scroll view than `outer`"),
            .rejected("outer and inner scroll along one axis", PluginExample.oneScreenSpec("Across", screen: "account", body: [
                "scrollViews:",
                "  - {id: card, contentHeight: 1052}",
                "  - {id: photos, axis: horizontal, contentWidth: 2000, viewportHeight: 300}",
                "behaviours: [{nestedScroll: {outer: card, inner: photos}}]",
            ]), message: "`nestedScroll` shares one gesture along one axis, but `card` scrolls vertically and `photos` horizontally"),
        ]
    )

    public func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] {
        guard let outer = behaviour["outer"]?.string, let inner = behaviour["inner"]?.string else { return [] }
        guard outer != inner else {
            return [ParameterProblem(parameter: "inner", message: "`inner` must be another scroll view than `outer` (`\(outer)`)")]
        }
        guard let outerAxis = screen.axis(ofScrollView: outer), let innerAxis = screen.axis(ofScrollView: inner), outerAxis != innerAxis else { return [] }
        let way = { (axis: ScrollAxis) in axis == .both ? "both ways" : axis.rawValue + "ly" }
        return [ParameterProblem(
            parameter: "inner",
            message: "`nestedScroll` shares one gesture along one axis, but `\(outer)` scrolls \(way(outerAxis)) and `\(inner)` \(way(innerAxis)); put `\(inner)` `in: \(outer)` instead"
        )]
    }

    /// Routes fingers on `inner` through one gesture shared with `outer`.
    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let router = NestedScrollRouter(outer: context.dragRouting(context[Self.outer]), inner: context.dragRouting(context[Self.inner]))
        context.routeDrags(on: router.inner, to: router, "drags and flings on `\(router.inner.id)` are shared with `\(router.outer.id)`")
    }

    /// An account screen with a card holding a transactions list, nested.
    private static func account(_ name: String, inner: String = "transactions", script: [String] = []) -> String {
        PluginExample.oneScreenSpec(name, screen: "account", body: [
            "scrollViews:",
            "  - {id: card, contentHeight: 1052}",
            "  - {id: transactions, contentHeight: 2000, viewportHeight: 600}",
            "behaviours: [{nestedScroll: {outer: card, inner: \(inner)}}]",
        ], script: script)
    }
}

/// One gesture on the inner list shared with the outer card, in finger space
/// (before rubber-banding), so the sum of both offsets follows the finger.
final class NestedScrollRouter: DragRouter {
    let outer: any DragRoutingHost
    let inner: any DragRoutingHost
    private var outerPosition = 0.0
    private var innerPosition = 0.0
    private var lastDistance = 0.0
    /// Which of the two the finger moved last (or, before it moves, which was
    /// gliding when it touched down): the one that hears a still lift.
    private var outerMovedLast = true

    init(outer: any DragRoutingHost, inner: any DragRoutingHost) {
        self.outer = outer
        self.inner = inner
    }

    func touchDown() {
        outerMovedLast = !inner.isDecelerating
        outer.beginTracking()
        inner.beginTracking()
        outerPosition = outer.unboundedOffset
        innerPosition = inner.unboundedOffset
        lastDistance = 0
    }

    /// Forward, the outer takes the movement up to its bottom, then the inner
    /// (bouncing at its far end); back, the inner down to its top, then the
    /// outer (bouncing at its near end).
    func track(_ distance: Double, fingerVelocity: Double) {
        var remaining = distance - lastDistance
        lastDistance = distance
        if remaining > 0 {
            let outerStep = min(remaining, max(0, outer.bottom - outerPosition))
            outerPosition += outerStep
            innerPosition += remaining - outerStep
            outerMovedLast = remaining == outerStep
        } else if remaining < 0 {
            let innerStep = max(remaining, min(0, inner.top - innerPosition))
            innerPosition += innerStep
            remaining -= innerStep
            outerPosition += remaining
            outerMovedLast = remaining < 0
        }
        outer.track(toUnbounded: outerPosition, velocity: fingerVelocity)
        inner.track(toUnbounded: innerPosition, velocity: fingerVelocity)
    }

    /// A bounce springs back where it is; a fling goes to the view that moves
    /// first that way, and hands its remaining velocity on at that view's bound.
    /// A glide of either view that stays inside its bounds, or a view released
    /// still, ends where its own glide target (its `snap`, a `targetOffset`) says.
    /// Only the view that moves at the lift hears `willEndDragging` and
    /// `dragEnd`: the one that glides first, or, for a bounce or a still lift,
    /// the one past a bound or the one the finger moved last.
    func lift(velocity: Double) {
        if outer.isOutOfBounds || inner.isOutOfBounds || velocity == 0 {
            let mover = outer.isOutOfBounds || (!inner.isOutOfBounds && outerMovedLast) ? outer : inner
            mover.endDragging(velocity: velocity)
            for view in [outer, inner] {
                view.release(velocity: view.isOutOfBounds ? velocity : view === mover ? view.glideVelocity(endingOnTarget: 0) : 0)
            }
            return
        }
        let outerFirst = velocity > 0 ? outer.contentOffset < outer.bottom : !(inner.contentOffset > inner.top)
        let (first, second) = outerFirst ? (outer, inner) : (inner, outer)
        first.endDragging(velocity: velocity)
        second.release(velocity: 0)
        first.release(velocity: first.glideVelocity(endingOnTarget: velocity))
        if velocity > 0, outerFirst {
            outer.handOffGlide(at: outer.bottom, to: inner)
        } else if velocity < 0, !outerFirst {
            inner.handOffGlide(at: inner.top, to: outer)
        }
    }
}
