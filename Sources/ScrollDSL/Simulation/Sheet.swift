internal import ScrollPlatform

/// A sheet with detents in a run (`present`): its height moves along a travel
/// from 0 to its largest detent, and a finger on its content scroll view moves
/// the sheet and the content in one gesture (a ``DragRouter`` on the content).
///
/// With `prefersScrollingExpandsWhenScrolledToEdge`, a finger moving the
/// content up at its top raises the sheet first, up to its largest detent,
/// then scrolls the content (content that fits rubber-bands the sheet instead);
/// moving down, the content goes back to its top first, then the sheet lowers.
/// Above the largest detent the sheet rubber-bands (version 1's formula, V the
/// device's height); below the smallest it follows the finger, or rubber-bands
/// with `isModalInPresentation`. At the lift, the projected height picks the
/// nearest detent, or dismissal below half the smallest; the sheet goes there
/// on the spring in one motion, never overshooting.
final class Sheet: DragRouter {
    let presentation: SheetPresentation
    /// The screen it shows.
    let screen: SimulatedScreen
    /// The screen under it, which gets no lifecycle call.
    let presenter: SimulatedScreen?
    /// Its content scroll view, and the router it had before.
    let content: SimulatedScrollView?
    private let formerRouter: (any DragRouter)?
    /// Its height as a position along its travel, with the rubber band and the curves of a scroll view's axis.
    private(set) var travel: AxisMotion
    /// The detent it rests at or moves to; `nil` once it is being dismissed.
    private(set) var detent: String?
    /// The detent it last rested at, for `{detentChange}`.
    var restedDetent: String?
    /// Whether its screen has appeared (its slide up ended).
    var hasAppeared = false
    /// Whether its screen's `willDisappear` has been sent.
    var isLeaving = false
    private let glide: GlideCurve
    private let activity: Activity
    private let clock: BehaviourClock
    /// The finger's positions on the sheet's travel and the content, before rubber-banding, and its distance so far.
    private var sheetPosition = 0.0
    private var contentPosition = 0.0
    private var lastDistance = 0.0
    /// The height at the finger's touch-down.
    private var heightAtTouchDown = 0.0

    /// How far ahead a release velocity projects the height: 1 / (1000 ln(1/0.998)) s, the normal deceleration's travel per point per second.
    static let projection = 1 / (1000 * CMath.log(1 / 0.998))

    init(_ presentation: SheetPresentation, screen: SimulatedScreen, presenter: SimulatedScreen?, device: Device, activity: Activity, clock: BehaviourClock) {
        self.presentation = presentation
        self.screen = screen
        self.presenter = presenter
        content = screen.primaryScrollView
        formerRouter = content?.dragRouter
        let smallest = presentation.detents[0].height
        travel = AxisMotion(top: presentation.isModal ? smallest : 0, bottom: presentation.detents.last!.height, viewport: device.height, bounces: true, offset: 0)
        detent = presentation.selected
        restedDetent = presentation.selected
        glide = GlideCurve(rate: DecelerationRate.normal)
        self.activity = activity
        self.clock = clock
        content?.routeDrags(to: self)
    }

    /// Its height now, from the safe area's bottom edge.
    var height: Double { travel.offset }

    /// Whether the presenter is dimmed: above `largestUndimmedDetent` (always without one).
    var dimsPresenter: Bool {
        guard let undimmed = presentation.largestUndimmed.flatMap(presentation.detent) else { return true }
        return height > undimmed.height + ScrollPhysics.restThreshold
    }

    /// Whether it moves without a finger.
    var isMoving: Bool { travel.isMoving }

    /// Slides up to the selected detent, over 500 ms or at once.
    func slideIn(animated: Bool) {
        move(to: presentation.detent(presentation.selected)!.height, animated: animated)
        content?.barsMoved(hiding: sheetInsetRemoval, at: clock.now)
        fitContent(to: presentation.selected)
    }

    /// Slides down and out over 500 ms (the app's `dismiss`).
    func slideOut() {
        detent = nil
        move(to: 0, animated: true)
    }

    /// Moves to `id` on the spring (`setDetent`).
    func spring(to id: String) {
        detent = id
        springTo(presentation.detent(id)!.height, velocity: 0)
    }

    /// The sheet's screen goes: the content scroll view's router is given back.
    func remove() {
        content?.dragRouter = formerRouter
        content?.barsMoved(hiding: ContentInset(), at: clock.now)
        activity.sheetMoves = false
    }

    /// Moves along its curve to `time`; returns whether it came to rest.
    func advance(to time: VirtualTime) -> Bool {
        _ = travel.advance(to: time, glide: glide, handoffBound: nil)
        guard !travel.isMoving else { return false }
        activity.sheetMoves = false
        if let detent { fitContent(to: detent) }
        return true
    }

    // MARK: Fingers

    func touchDown() {
        travel.touchDown()
        activity.sheetMoves = false
        content?.beginTracking()
        heightAtTouchDown = height
        sheetPosition = travel.unboundedPosition(of: height)
        contentPosition = content?.unboundedOffset ?? 0
        lastDistance = 0
    }

    func track(_ distance: Double, fingerVelocity: Double) {
        let remaining = distance - lastDistance
        lastDistance = distance
        let content = self.content!
        if remaining > 0 {
            let expands = presentation.scrollingExpands && contentPosition <= content.top
            let fits = content.bottom <= content.top
            let sheetStep = !expands ? 0 : fits ? remaining : min(remaining, max(0, travel.bottom - sheetPosition))
            sheetPosition += sheetStep
            contentPosition += remaining - sheetStep
        } else if remaining < 0 {
            let contentStep = max(remaining, min(0, content.top - contentPosition))
            contentPosition += contentStep
            // The sheet goes no lower than the screen's bottom edge.
            sheetPosition = max(sheetPosition + remaining - contentStep, travel.unboundedPosition(of: 0))
        }
        travel.hold(atUnbounded: sheetPosition, velocity: fingerVelocity)
        content.track(toUnbounded: contentPosition, velocity: fingerVelocity)
    }

    /// The sheet takes the release when the finger moved it or caught it on
    /// its way, or flicked the content at its top (down, or up while it may
    /// still rise); otherwise the content glides.
    func lift(velocity: Double) {
        guard let content else { return }
        let atTop = content.contentOffset <= content.top
        let caughtOnItsWay = detent.flatMap(presentation.detent)?.height != height
        let sheetTakes = height != heightAtTouchDown || travel.isOutOfBounds || caughtOnItsWay
            || (atTop && (velocity < 0 || (velocity > 0 && presentation.scrollingExpands && height < travel.bottom)))
        guard sheetTakes else {
            content.endDragging(velocity: velocity)
            content.release(velocity: content.glideVelocity(endingOnTarget: velocity))
            return
        }
        content.endDragging(velocity: 0)
        content.release(velocity: 0)
        settle(velocity: velocity)
    }

    // MARK: A finger on the sheet itself

    /// A finger lands on the sheet outside its content (its grabber, or a
    /// view of its screen no behaviour hears): the presentation's own pan.
    func touchDownOnSheet() {
        travel.touchDown()
        activity.sheetMoves = false
        sheetPosition = travel.unboundedPosition(of: height)
    }

    /// That finger has moved `distance` up the screen since it touched down:
    /// the sheet follows it 1:1, rubber-banding past its bounds.
    func trackOnSheet(_ distance: Double, fingerVelocity: Double) {
        travel.hold(atUnbounded: sheetPosition + distance, velocity: fingerVelocity)
    }

    /// That finger lifts at `velocity` (up positive): the sheet goes to the detent its projection picks.
    func liftFromSheet(velocity: Double) {
        settle(velocity: velocity)
    }

    /// The sheet goes on the spring to the detent nearest its height projected
    /// by `velocity`, or is dismissed below half the smallest.
    private func settle(velocity: Double) {
        let projected = height + velocity * Self.projection
        let smallest = presentation.detents[0]
        if !presentation.isModal, projected < smallest.height / 2 {
            detent = nil
            springTo(0, velocity: velocity)
            return
        }
        let nearest = presentation.detents.min { abs($0.height - projected) < abs($1.height - projected) }!
        detent = nearest.id
        springTo(nearest.height, velocity: velocity)
    }

    // MARK: Curves

    private func move(to target: Double, animated: Bool) {
        travel.scroll(to: target, animated: animated, duration: SheetDetent.slideDuration, at: clock.now, isTracking: false)
        activity.sheetMoves = travel.isMoving
    }

    /// Version 1's spring to `target` from the height now, its velocity kept
    /// only as far as it moves toward the target without overshooting (so the
    /// height is monotonic and the sheet never idles on the way).
    private func springTo(_ target: Double, velocity: Double) {
        let displacement = height - target
        guard displacement != 0 else {
            travel.stop()
            activity.sheetMoves = false
            return
        }
        // Toward the target means against the displacement; at most ω·|d| never overshoots.
        let toward = velocity * displacement < 0 ? velocity : 0
        let capped = max(-abs(displacement) * ScrollPhysics.springFrequency, min(abs(displacement) * ScrollPhysics.springFrequency, toward))
        travel.motion = .springing(bound: target, displacement: displacement, velocity: capped, start: clock.now)
        activity.sheetMoves = true
    }

    /// What the sheet's content scroll view loses of the screen's adjustment:
    /// the top (the sheet starts below the bars and the safe area); the bottom stays as 1.2 adjusts it.
    private var sheetInsetRemoval: ContentInset {
        ContentInset(top: content?.insetOverlap.top ?? 0, bottom: 0, left: 0, right: 0)
    }

    /// The content's viewport becomes the height of the detent it rests at.
    private func fitContent(to id: String) {
        guard let content, let height = presentation.detent(id)?.height, content.frameHeight != height else { return }
        content.change(vertical: AxisLayout(viewport: height), at: clock.now)
    }
}
