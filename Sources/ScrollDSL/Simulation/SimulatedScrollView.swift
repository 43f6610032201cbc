/// A scroll view in a run: its offset, velocity and phase, moved by fingers,
/// physics and programmatic scrolls, and the events behaviours observe
/// through its ``ScrollViewHost`` face.
final class SimulatedScrollView {
    /// Its identifier.
    let id: String
    /// The axes it scrolls along.
    let axis: ScrollAxis
    // Unchecked for speed: without this class's, scrollbench's exploration runs 8% slower (docs/benchmarks.md, "What the unchecked accesses buy").
    /// The axis its offset, velocity and delegate moments are along
    /// (vertical for `both`): what a finger, a glide and behaviours move.
    /// What moves an axis marks the scroll view for the next report.
    @exclusivity(unchecked) private(set) var main: AxisMotion
    /// The other axis: still for a scroll view along one axis, dragged and
    /// gliding with the main one for `both`.
    @exclusivity(unchecked) private(set) var cross: AxisMotion
    /// `contentSize`.
    private(set) var contentSize: (width: Double, height: Double)
    /// The adjusted content inset: the app's and the system's.
    private(set) var adjustedInset: ContentInset
    /// The inset the app set (`contentInset` in UIKit).
    private(set) var appInset: ContentInset
    /// The system's part: the safe area, bars and keyboard it overlaps.
    private(set) var systemInset: ContentInset
    /// How the system works its part out.
    private let insetAdjustment: InsetAdjustment
    /// The top edge of the keyboard on the screen, while one shows over it.
    private var keyboardTop: Double?
    /// The bands of its screen's bars hidden now (`setNavigationBarHidden`,
    /// `hidesBarsOnSwipe`): the navigation bar's at the top, the toolbar's at the bottom.
    private var hiddenBars = ContentInset()
    /// The screen whose bars a finger on it hides and shows (`hidesBarsOnSwipe`),
    /// when it is that screen's content scroll view. The stage keeps both for the run.
    unowned(unsafe) var swipesBarsOf: SimulatedScreen?
    /// What dragging it does to the keyboard.
    let keyboardDismissMode: KeyboardDismissMode
    /// Its edge effects' styles and visibility, when it declares them (`edgeEffect`).
    let edgeEffectsBox: Boxed<ScrollEdgeEffects>?
    /// Its items (or a list's rows), when it declares them.
    var items: ItemList?
    /// Where its content rests and stays as it changes.
    let anchoring: ScrollAnchoring
    /// Whether a person last moved the content — a finger, a key, the status
    /// bar — rather than the app's `scrollTo` (iOS 18's `ScrollPosition.isPositionedByUser`).
    var isPositionedByUser = false
    /// Its deceleration rate, with the logarithms and powers glides need,
    /// shared with the other scroll views of its world that have the same rate.
    let glide: GlideCurve

    /// What it is doing.
    @exclusivity(unchecked) private(set) var phase = ScrollPhase.idle {
        didSet {
            activity.unreported.insert(index)
            if scrollPhaseLog != nil { noteScrollPhase() }
        }
    }
    /// Whether the finger holding it has begun to move it (SwiftUI's
    /// `interacting` rather than `tracking`), from its first move to the next touch-down.
    @exclusivity(unchecked) var panBegan = false
    /// How many fingers have touched it down (or caught its motion): a new count starts a gesture.
    private(set) var touchDowns = 0
    /// Whether a finger is down on it whose gesture is not decided yet (under
    /// the direction lock, within the slop): SwiftUI's `tracking` while UIKit's phase may be idle.
    @exclusivity(unchecked) var isTouchedBeforePan = false {
        didSet { if scrollPhaseLog != nil, isTouchedBeforePan != oldValue { noteScrollPhase() } }
    }
    /// SwiftUI's phases it went through since the last report, kept while a behaviour hears `{scrollPhase}`.
    @exclusivity(unchecked) var scrollPhaseLog: ScrollPhaseLog?
    /// Where a behaviour asked the glide of the last lift to end
    /// (`willEndDragging`'s `targetContentOffset`).
    @exclusivity(unchecked) private var requestedTarget: Double?
    /// Where a glide reaching `bound` hands its remaining velocity on, instead
    /// of stopping or bouncing there (nested scrolling).
    @exclusivity(unchecked) var handoff: Handoff?
    /// Whether the animation in progress is the system's scroll to the top.
    @exclusivity(unchecked) private var isScrollingToTop = false
    /// Where a lift is: behaviours hearing its end may start an animation in place of the glide.
    @exclusivity(unchecked) private var liftMoment = LiftMoment.none
    /// The large title's snap, when it is the content scroll view of a large navigation bar.
    @exclusivity(unchecked) var largeTitleSnap: LargeTitleSnap?
    /// What a finger on it moves, when a behaviour routes its drags elsewhere.
    @exclusivity(unchecked) var dragRouter: (any DragRouter)?
    /// Its zoom, when its limits let it zoom.
    @exclusivity(unchecked) var zoom: Zoom?
    /// Whether only its main axis ever moves (one axis, no zoom): a frame needs
    /// no more than that axis's curve.
    private let movesAlongOneAxis: Bool
    /// The scroll view whose content holds it (`in`).
    var container: SimulatedScrollView?
    /// Where its frame's origin lies in its container's content (`at`).
    var containerOrigin: (x: Double, y: Double)?
    /// Whether a gesture moves it only along its dominant direction (`both`).
    let directionalLock: Bool
    /// Its world's time, for commands behaviours give.
    let clock: BehaviourClock

    /// The delegate moments behaviours observe (``ScrollViewHost``), each made
    /// when a behaviour first asks for it: a scroll view no behaviour hears
    /// allocates none and sends to none.
    @exclusivity(unchecked) var didScrollSubject: PublishSubject<OffsetChange>? {
        didSet { unretainedDidScroll = didScrollSubject.map(Unmanaged.passUnretained) }
    }
    /// The same subject, unretained, for the per-frame report: made once, it
    /// lives as long as the scroll view.
    @exclusivity(unchecked) private(set) var unretainedDidScroll: Unmanaged<PublishSubject<OffsetChange>>?
    @exclusivity(unchecked) var willBeginDraggingSubject: PublishSubject<Void>?
    @exclusivity(unchecked) var didEndDraggingSubject: PublishSubject<Bool>?
    @exclusivity(unchecked) var didBecomeIdleSubject: PublishSubject<Void>?
    @exclusivity(unchecked) var phaseChangedSubject: PublishSubject<ScrollPhase>?
    /// Each item a tap reaches, made when a behaviour first listens.
    var didSelectItemSubject: PublishSubject<String>?
    /// The moments few behaviours hear, made when one asks.
    @exclusivity(unchecked) private(set) var moments: ScrollViewMoments?

    /// The offset last reported through ``didScroll``.
    @exclusivity(unchecked) var reportedOffset: Double
    /// The offset across at the last report.
    @exclusivity(unchecked) var reportedCrossOffset: Double
    /// The phase at the last report.
    @exclusivity(unchecked) var reportedPhase = ScrollPhase.idle
    /// Whether the next report is sent even if the offset has not changed (the first layout's).
    @exclusivity(unchecked) var needsLayoutReport = false {
        didSet { if needsLayoutReport { activity.unreported.insert(index) } }
    }
    /// Its place in the world's order, and what the world's frames and reports visit.
    let index: Int
    private let activity: Activity
    /// Whether a status-bar tap may scroll it to the top (`scrollsToTop`).
    let scrollsToTop: Bool

    /// A scroll view as `spec` declares it, `index`-th in its world, whose
    /// motion and changes `activity` tracks, gliding along `glide` (one of the
    /// spec's rate, shared with the world's other scroll views of that rate).
    init(
        _ declared: ScrollViewSpec, index: Int = 0, activity: Activity = Activity(scrollViews: 1, views: 0),
        glide: GlideCurve? = nil, clock: BehaviourClock = BehaviourClock()
    ) {
        let (items, spec) = Self.laidOutAtStart(declared)
        self.index = index
        self.clock = clock
        self.activity = activity
        id = spec.id
        axis = spec.axis
        scrollsToTop = spec.scrollsToTop
        directionalLock = spec.directionalLock
        let system = spec.systemInset
        (main, cross) = Self.motions(at: spec, adjusted: spec.contentInset + system)
        contentSize = (spec.contentWidth, spec.contentHeight)
        if spec.zooms {
            zoom = Zoom(minimum: spec.minimumZoomScale, maximum: spec.maximumZoomScale, bounces: spec.bouncesZoom, baseSize: contentSize)
        }
        movesAlongOneAxis = spec.axis != .both && !spec.zooms
        appInset = spec.contentInset
        systemInset = system
        adjustedInset = spec.contentInset + system
        insetAdjustment = spec.insetAdjustment
        keyboardDismissMode = spec.keyboardDismissMode
        edgeEffectsBox = spec.edgeEffectsBox
        anchoring = spec.anchoring
        self.items = items
        self.glide = glide ?? GlideCurve(rate: spec.decelerationRate)
        reportedOffset = main.offset
        reportedCrossOffset = cross.offset
        // A minimum above 1 is where the zoom starts, as `zoomScale` is clamped.
        if let zoom, zoom.clamped(1) != 1 {
            self.zoom(to: zoom.clamped(1), animated: false, center: .zero, at: .zero)
            reportedOffset = main.offset
            reportedCrossOffset = cross.offset
        }
    }

    /// The items `spec` declares, laid out around where it rests at time 0,
    /// and the spec with the content length they then make.
    private static func laidOutAtStart(_ spec: ScrollViewSpec) -> (ItemList?, ScrollViewSpec) {
        guard let sections = spec.sections else { return (nil, spec) }
        var list = ItemList(sections, spacing: spec.itemSpacing)
        guard list.estimatedCount > 0 else { return (list, spec) }
        let horizontally = spec.axis == .horizontal
        let adjusted = spec.adjustedContentInset
        let length = initialLayout(
            of: &list, viewport: horizontally ? spec.viewportWidth : spec.viewportHeight,
            insets: horizontally ? (adjusted.left, adjusted.right) : (adjusted.top, adjusted.bottom)
        ) { top, bottom in spec.restingOffset(top: top, bottom: bottom) }
        var laidOut = spec
        if horizontally { laidOut.contentWidth = length } else { laidOut.contentHeight = length }
        return (list, laidOut)
    }

    /// The axes at rest where `spec` starts them with its inset at time 0,
    /// `adjusted`: along the main axis and across it.
    private static func motions(at spec: ScrollViewSpec, adjusted: ContentInset) -> (main: AxisMotion, cross: AxisMotion) {
        let bounds = spec.restingBounds(adjusted: adjusted)
        let horizontally = spec.axis == .horizontal
        var vertical = AxisMotion(
            top: bounds.vertical.lower, bottom: bounds.vertical.upper, viewport: spec.viewportHeight, bounces: spec.bounces,
            offset: horizontally ? spec.initialCrossOffset.offset(top: bounds.vertical.lower, bottom: bounds.vertical.upper)
                : spec.restingOffset(top: bounds.vertical.lower, bottom: bounds.vertical.upper)
        )
        var horizontal = AxisMotion(
            top: bounds.horizontal.lower, bottom: bounds.horizontal.upper, viewport: spec.viewportWidth, bounces: spec.bounces,
            offset: horizontally ? spec.restingOffset(top: bounds.horizontal.lower, bottom: bounds.horizontal.upper)
                : spec.initialCrossOffset.offset(top: bounds.horizontal.lower, bottom: bounds.horizontal.upper)
        )
        if horizontally { horizontal.alignment = spec.anchoring.alignment } else { vertical.alignment = spec.anchoring.alignment }
        return horizontally ? (horizontal, vertical) : (vertical, horizontal)
    }

    /// Made anew, as a new view controller makes it (`push: {fresh: true}`):
    /// content, insets, offsets and zoom as `spec` starts them, nothing moving,
    /// no router or hand-off; the next report tells behaviours where it is,
    /// as the first layout does.
    func remake(as declared: ScrollViewSpec, at time: VirtualTime) {
        let (items, spec) = Self.laidOutAtStart(declared)
        let system = spec.systemInset
        (main, cross) = Self.motions(at: spec, adjusted: spec.contentInset + system)
        contentSize = (spec.contentWidth, spec.contentHeight)
        appInset = spec.contentInset
        systemInset = system
        adjustedInset = spec.contentInset + system
        keyboardTop = nil
        hiddenBars = ContentInset()
        isPositionedByUser = false
        self.items = items
        requestedTarget = nil
        handoff = nil
        isScrollingToTop = false
        dragRouter = nil
        zoom = spec.zooms ? Zoom(minimum: spec.minimumZoomScale, maximum: spec.maximumZoomScale, bounces: spec.bouncesZoom, baseSize: contentSize) : nil
        if let zoom, zoom.clamped(1) != 1 { self.zoom(to: zoom.clamped(1), animated: false, center: .zero, at: time) }
        settle()
        // The first report of a new scroll view starts from where it is.
        reportedOffset = main.offset
        reportedCrossOffset = cross.offset
        reportedPhase = phase
        needsLayoutReport = true
    }

    /// The height of its frame now (`set` may change it).
    var frameHeight: Double { axis == .horizontal ? cross.viewport : main.viewport }
    /// The width of its frame now.
    var frameWidth: Double { axis == .horizontal ? main.viewport : cross.viewport }

    /// The smallest resting offset along the main axis.
    var top: Double { main.top }
    /// The largest resting offset along the main axis, never below ``top``.
    var bottom: Double { main.bottom }
    /// The viewport's size along the main axis.
    var viewport: Double { main.viewport }
    /// The content offset along the main axis.
    var offset: Double { main.offset }
    /// The velocity along the main axis, in points per second.
    var velocity: Double { main.velocity }
    /// Whether it rubber-bands past its bounds.
    var bounces: Bool { main.bounces }

    /// Whether the content rests past a bound along either axis (rubber-banding or springing back).
    var isPastBounds: Bool { main.isOutOfBounds || cross.isOutOfBounds }

    /// The content's length along the main axis.
    var contentLength: Double { axis == .horizontal ? contentSize.width : contentSize.height }

    /// Whether it scrolls along both axes.
    var scrollsBoth: Bool { axis == .both }

    // MARK: Fingers

    /// The finger that holds it, from the touch-down that took it (directly,
    /// through a behaviour routing drags, or catching its motion) to its lift.
    /// A scroll view follows one finger: another one's touch-down, moves and
    /// lift do nothing to it until the holder lifts (a second finger on a card
    /// whose list a first one drags neither makes it jump nor stops it).
    var holder: ObjectIdentifier?

    /// Whether the finger acting now, if any, holds it.
    var isHeldByActingFinger: Bool {
        guard let finger = activity.finger else { return true }
        return holder == finger
    }

    /// The finger acting now, if any, takes hold of it, unless another holds it.
    private func takeHold() -> Bool {
        guard let finger = activity.finger else { return true }
        guard holder == nil || holder == finger else { return false }
        holder = finger
        activity.held.insert(index)
        return true
    }

    /// A touch-down: stops any motion at once and starts tracking.
    func touchDown() {
        guard takeHold() else { return }
        stopZoomAnimation()
        main.touchDown()
        cross.touchDown()
        handoff = nil
        requestedTarget = nil
        isScrollingToTop = false
        largeTitleSnap?.isArmed = false
        liftMoment = .none
        panBegan = false
        isTouchedBeforePan = false
        touchDowns &+= 1
        phase = .tracking
        activity.moving.remove(index)
        willBeginDraggingSubject?.send(())
    }

    /// A finger lands before its gesture is decided (or two fingers pinch):
    /// any glide, spring or animation stops at once and the content is held
    /// where it is, `tracking`; returns whether it was moving.
    @discardableResult
    func catchMotion() -> Bool {
        guard main.isMoving || cross.isMoving || zoomAnimates, takeHold() else { return false }
        stopZoomAnimation()
        main.touchDown()
        cross.touchDown()
        handoff = nil
        isScrollingToTop = false
        largeTitleSnap?.isArmed = false
        panBegan = false
        touchDowns &+= 1
        phase = .tracking
        activity.moving.remove(index)
        return true
    }

    /// `stopScrollingAndZooming()`: every glide, spring, animation and zoom
    /// animation ends where it is; content past a bound springs back, and a
    /// behaviour choosing glide targets (`snap`) is asked where still content
    /// rests. A finger holding it keeps it.
    func stopScrollingAndZooming() {
        guard holder == nil else { return }
        stopZoomAnimation()
        stopContent()
        isScrollingToTop = false
        if scrollsBoth { cross.release(velocity: 0, at: clock.now) }
        guard !main.isOutOfBounds, let moments, moments.willEndDragging.hasObservers else { return release(velocity: 0, at: clock.now) }
        askGlideTarget(of: moments, velocity: 0)
        release(velocity: adjusted(0), at: clock.now)
    }

    /// The content's own motion along both axes stops where it is (a zoom moves it instead).
    func stopContent() {
        main.stop()
        cross.stop()
        handoff = nil
    }

    /// The finger that caught it moves it no further: it springs back from
    /// past a bound, or rests; where a behaviour chooses its glides' targets
    /// (`snap`), the caught content is a drag released still, and glides to
    /// the target chosen, so every gesture on it ends on a snap point.
    func letGo() {
        guard isHeldByActingFinger else { return }
        largeTitleSnap?.isArmed = true
        if scrollsBoth { cross.release(velocity: 0, at: clock.now) }
        guard moments?.willEndDragging.hasObservers == true else { return release(velocity: 0, at: clock.now) }
        willBeginDraggingSubject?.send(())
        endDragging(velocity: 0)
        release(velocity: adjusted(0), at: clock.now)
    }

    /// The finger has moved `distance` along the main axis since touch-down, at `fingerVelocity`.
    func track(_ distance: Double, fingerVelocity: Double) {
        guard isHeldByActingFinger else { return }
        if let screen = swipesBarsOf { screen.fingerSwiped(distance) }
        // `bounceBehavior: basedOnSize`: content that fits does not move under a finger.
        guard !(anchoring.bouncesBasedOnSize && main.top == main.bottom) else { return }
        main.track(distance, fingerVelocity: fingerVelocity)
        if distance != 0 { movedByFinger() }
        markChanged()
    }

    /// The finger has moved `distance` across since touch-down (`both` scroll views).
    func trackAcross(_ distance: Double, fingerVelocity: Double) {
        guard isHeldByActingFinger, !(anchoring.bouncesBasedOnSizeAcross && cross.top == cross.bottom) else { return }
        cross.track(distance, fingerVelocity: fingerVelocity)
        if distance != 0 { movedByFinger() }
        markChanged()
    }

    /// The finger lifts at `velocity`: a glide, a spring back, or rest.
    func lift(velocity: Double) {
        lift(velocity: velocity, crossVelocity: 0)
    }

    /// The finger lifts at `velocity` along the main axis and `crossVelocity` across (`both`).
    func lift(velocity: Double, crossVelocity: Double) {
        guard isHeldByActingFinger else { return }
        let fits = anchoring.bouncesBasedOnSize && main.top == main.bottom
        let velocity = fits ? 0 : velocity
        let crossVelocity = anchoring.bouncesBasedOnSizeAcross && cross.top == cross.bottom ? 0 : crossVelocity
        // A release with a velocity moved the content (a fling's finger too).
        if velocity != 0 || crossVelocity != 0 { movedByFinger() }
        endDragging(velocity: velocity)
        if scrollsBoth { cross.release(velocity: crossVelocity, at: clock.now) }
        release(velocity: adjusted(velocity), at: clock.now)
    }

    /// `scrollViewWillEndDragging`, where a behaviour may choose the glide's
    /// target, then `scrollViewDidEndDragging`: behaviours hearing them read the
    /// release velocity as the velocity.
    func endDragging(velocity: Double) {
        guard isHeldByActingFinger else { return }
        largeTitleSnap?.isArmed = true
        liftMoment = .ending
        defer { if liftMoment == .ending { liftMoment = .none } }
        main.velocity = velocity
        if let moments { askGlideTarget(of: moments, velocity: velocity) }
        didEndDraggingSubject?.send(main.isOutOfBounds || velocity != 0 || cross.isOutOfBounds)
    }

    /// `willEndDragging` at `velocity` (its velocity already), with the glide's
    /// projected rest: a behaviour may choose where it ends (``requestedTarget``).
    private func askGlideTarget(of moments: ScrollViewMoments, velocity: Double) {
        let release = DragRelease(velocity: velocity, projectedOffset: offset + glide.deceleration.travel(velocity: velocity))
        moments.willEndDragging.send(release)
        requestedTarget = release.isTargetSet ? release.targetContentOffset : nil
    }

    /// The velocity of a glide handed on mid-flight (nested scrolling), ended
    /// where a behaviour that chooses this scroll view's glide targets (`snap`)
    /// says, asked at the hand-off with the glide's projected rest.
    func retargeted(_ velocity: Double) -> Double {
        guard let moments, moments.willEndDragging.hasObservers else { return velocity }
        main.velocity = velocity
        askGlideTarget(of: moments, velocity: velocity)
        return adjustedWithinBounds(velocity)
    }

    /// The release velocity of a glide that stays inside the bounds, ended
    /// on the target a behaviour asks for; a glide that would reach a bound
    /// (to be handed on, in nested scrolling) keeps its velocity.
    func adjustedWithinBounds(_ velocity: Double) -> Double {
        let rest = offset + glide.deceleration.travel(velocity: velocity)
        return rest >= top && rest <= bottom ? adjusted(velocity) : velocity
    }

    /// The release velocity that ends the glide on the target a behaviour
    /// asks for, at the same deceleration rate.
    private func adjusted(_ velocity: Double) -> Double {
        defer { requestedTarget = nil }
        guard !main.isOutOfBounds, let target = requestedTarget else { return velocity }
        // The glide's end belongs to the behaviour that chose it.
        largeTitleSnap?.isArmed = false
        main.glideTarget = target
        return (target - offset) * glide.deceleration.decay
    }

    /// Starts the motion that follows a release at `velocity` along the main
    /// axis from the current offset; a zoom a finger stopped past a limit
    /// returns to it instead, and the content moves with the zoom.
    func release(velocity: Double, at time: VirtualTime) {
        if liftMoment == .animationReplacesGlide {
            // No glide: a target chosen for it (a snap beside the animation) is dropped with it.
            liftMoment = .none
            main.glideTarget = nil
            return
        }
        if returnZoomToLimit(at: time) { return }
        main.release(velocity: velocity, at: time)
        settle()
    }

    /// The finger position, before rubber-banding, that shows the current offset.
    var unboundedOffset: Double { main.unboundedPosition(of: offset) }

    /// Shows the content where a finger at unbounded `position` holds it.
    func hold(atUnbounded position: Double, velocity: Double) {
        guard isHeldByActingFinger else { return }
        if !panBegan, position != unboundedOffset { beginPan() }
        main.hold(atUnbounded: position, velocity: velocity)
        markChanged()
    }

    // MARK: Programmatic scrolls

    /// `setContentOffset(_:animated:)`: stops any motion; animated scrolls run on
    /// the smoothstep curve for `duration` and end exactly on `target`. While a
    /// finger holds the content, it moves there at once and the finger drags on
    /// from there (UIKit applies each pan to the current offset): an animation
    /// would fight the finger. An animation started as the finger lifts (at
    /// `dragEnd`) animates from where the lift left the content, in place of
    /// the glide. `across` is the target on the other axis, if one is given.
    func scroll(to target: Double, across: Double? = nil, animated: Bool, duration: VirtualTime, at time: VirtualTime) {
        finishZoomAnimation()
        isPositionedByUser = false
        handoff = nil
        isScrollingToTop = false
        largeTitleSnap?.isArmed = false
        if animated, liftMoment == .ending { liftMoment = .animationReplacesGlide }
        let isTracking = phase == .tracking && liftMoment != .animationReplacesGlide
        if let across {
            cross.scroll(to: across, animated: animated, duration: duration, at: time, isTracking: isTracking)
        }
        main.scroll(to: target, animated: animated, duration: duration, at: time, isTracking: isTracking)
        markChanged()
        if !isTracking { settle() }
    }

    /// The system's scroll to the top after a status-bar tap, unless a behaviour
    /// refuses it in `shouldScrollToTop`; `didScrollToTop` follows when it ends.
    /// The system scrolls `contentOffset.y`: a horizontal scroll view is always
    /// at its top, so nothing happens (it still counts as one that scrolls to the top).
    func scrollToTopAsSystem(at time: VirtualTime) {
        guard axis != .horizontal else { return }
        if let moments {
            let request = ScrollToTopRequest()
            moments.shouldScrollToTop.send(request)
            guard request.shouldScroll else { return }
        }
        scroll(to: top, animated: true, duration: .milliseconds(300), at: time)
        isScrollingToTop = phase == .animating
        isPositionedByUser = true
    }

    /// Ends the system's scroll to the top, if one was running: whether it was.
    func endScrollToTop() -> Bool {
        defer { isScrollingToTop = false }
        return isScrollingToTop
    }

    /// The rarely heard moments, made on first use.
    func momentsMadeIfNeeded() -> ScrollViewMoments {
        if let moments { return moments }
        let made = ScrollViewMoments()
        moments = made
        return made
    }

    // MARK: Content changes

    /// New content sizes, insets or viewports (`set`), along each axis. The
    /// bounds move at once. A finger keeps its place; a spring springs to the
    /// new bound; an offset left past a new bound otherwise is clamped to it
    /// and the motion stops, as `UIScrollView` clamps `contentOffset` when its
    /// content shrinks; a glide within the bounds goes on and meets the new bounds.
    func change(vertical: AxisLayout, horizontal: AxisLayout = AxisLayout(), keepingAnchor: Bool = true, at time: VirtualTime) {
        guard activity.layoutNesting < LayoutNesting.limit else {
            if activity.runawayLayout == nil { activity.runawayLayout = index }
            return
        }
        activity.layoutNesting += 1
        defer { activity.layoutNesting -= 1 }
        // `anchor.sizeChanges`: an offset resting at its point stays at the point of the new bounds.
        let sizeAnchor = keepingAnchor ? anchoring.sizeChanges.flatMap { u in
            abs(offset - ScrollAnchoring.offset(u, top: top, bottom: bottom)) <= 0.5 ? u : nil
        } : nil
        defer {
            if let u = sizeAnchor, phase != .tracking { shift(by: ScrollAnchoring.offset(u, top: top, bottom: bottom) - offset) }
        }
        var layout = vertical.changes.union(horizontal.changes)
        defer { if !layout.isEmpty { moments?.didChangeLayout.send(layout) } }
        largeTitleSnap?.isArmed = false
        let isTracking = phase == .tracking
        rebound(vertical, horizontally: false, isTracking: isTracking, at: time)
        rebound(horizontal, horizontally: true, isTracking: isTracking, at: time)
        layout.formUnion(reboundForSystemInset(isTracking: isTracking, at: time))
        markChanged()
        if !isTracking { settle() }
    }

    /// What the safe area and the bars cover of its frame, per side, as its screen declares them.
    var insetOverlap: ContentInset { insetAdjustment.overlap }

    /// A keyboard's top edge moved to `top` on the screen (`nil`: hidden):
    /// the system's part of the bottom inset follows its overlap.
    func keyboardMoved(to top: Double?, at time: VirtualTime) {
        guard top != keyboardTop else { return }
        keyboardTop = top
        change(vertical: AxisLayout(), at: time)
    }

    /// Its screen's bars hid or showed: the system's part of the inset loses
    /// (or gets back) the bands `hidden` names, at once.
    func barsMoved(hiding hidden: ContentInset, at time: VirtualTime) {
        guard hidden != hiddenBars else { return }
        hiddenBars = hidden
        change(vertical: AxisLayout(), at: time)
    }

    /// Works the system's part of the inset out again for the content, the
    /// viewport and the keyboard now (content that grows past its viewport
    /// becomes scrollable), moving the bounds when it changed.
    private func reboundForSystemInset(isTracking: Bool, at time: VirtualTime) -> LayoutChange {
        let viewports = axis == .horizontal ? (main.viewport, cross.viewport) : (cross.viewport, main.viewport)
        let system = insetAdjustment.inset(axis: axis, content: contentSize, viewport: viewports, keyboardTop: keyboardTop, hiddenBars: hiddenBars)
        guard system != systemInset else { return [] }
        // Resting at its top, it stays at its top, as UIKit keeps it when the adjusted inset changes.
        let restsAtTop = phase == .idle && main.offset == main.top
        systemInset = system
        let app = appInset
        rebound(AxisLayout(insetBefore: app.top, insetAfter: app.bottom), horizontally: false, isTracking: isTracking, at: time)
        rebound(AxisLayout(insetBefore: app.left, insetAfter: app.right), horizontally: true, isTracking: isTracking, at: time)
        if restsAtTop, main.offset != main.top { main.scroll(to: main.top, animated: false, duration: .zero, at: time, isTracking: false) }
        return .contentInset
    }

    /// Applies one axis's new geometry and moves that axis's bounds.
    private func rebound(_ layout: AxisLayout, horizontally: Bool, isTracking: Bool, at time: VirtualTime) {
        guard !layout.changes.isEmpty else { return }
        let content = layout.content ?? (horizontally ? contentSize.width : contentSize.height)
        if horizontally { contentSize.width = content } else { contentSize.height = content }
        let given = appInset.along(horizontally: horizontally)
        let app = (before: layout.insetBefore ?? given.before, after: layout.insetAfter ?? given.after)
        let system = systemInset.along(horizontally: horizontally)
        let adjusted = (before: app.before + system.before, after: app.after + system.after)
        appInset.set(app, horizontally: horizontally)
        adjustedInset.set(adjusted, horizontally: horizontally)
        let (lower, length) = (-adjusted.before, content + adjusted.after)
        if horizontally == (axis == .horizontal) {
            main.rebound(to: layout, lower: lower, length: length, isTracking: isTracking, at: time)
        } else {
            cross.rebound(to: layout, lower: lower, length: length, isTracking: isTracking, at: time)
        }
    }

    // MARK: Frames

    /// Moves along the current motion to `time`.
    func advance(to time: VirtualTime) {
        if let reached = main.advance(to: time, glide: glide, handoffBound: handoff?.bound), let receiver = handoff?.receiver {
            handoff = nil
            // A receiver a finger holds stays with the finger: the glide ends at the bound.
            if receiver.phase != .tracking {
                receiver.largeTitleSnap?.isArmed = true
                receiver.release(velocity: receiver.retargeted(reached.velocity), at: reached.time)
                receiver.advance(to: time)
            }
        }
        markChanged()
        // One axis gliding, springing or animating keeps its phase until it stops.
        guard !movesAlongOneAxis || !main.isMoving else { return }
        if scrollsBoth { _ = cross.advance(to: time, glide: glide, handoffBound: nil) }
        if zoom?.motion != nil { advanceZoom(to: time) }
        settle()
    }

    /// Whether an invariant reads it at every turn.
    var isWatchedEveryTurn = false

    /// Whether frames that move it may coast: it moves along one axis, and
    /// neither a behaviour hearing its scrolls nor an invariant sees them.
    var mayCoast: Bool {
        movesAlongOneAxis && !isWatchedEveryTurn && unretainedDidScroll?._withUnsafeGuaranteedRef({ $0.hasObservers }) != true
            && layoutStaysStill
    }

    /// The last of `frames` it coasts through, or `nil` when not even the
    /// first: the frames before the first where its motion ends, hands on or
    /// turns into another (which must run); ``mayCoast`` holds.
    func lastCoastingFrame(in frames: ClosedRange<Int64>, clock: FrameClock) -> Int64? {
        let motion = main
        let handoffBound = handoff?.bound
        let glide = self.glide
        func changes(by frame: Int64) -> Bool {
            var probe = motion
            let reached = probe.advance(to: clock.time(ofFrame: frame), glide: glide, handoffBound: handoffBound)
            return reached != nil || !probe.motion.isSameCurve(as: motion.motion)
        }
        guard !changes(by: frames.lowerBound) else { return nil }
        var last = frames.lowerBound
        if case .springing = motion.motion {
            // A spring settles near its bound and slow, which it may be, then
            // not, as it swings through: frame by frame (it settles within
            // a second or two).
            while last < frames.upperBound, !changes(by: last + 1) { last += 1 }
            return last
        }
        // A glide or an animation that has ended or turned by a frame has by every later one.
        guard changes(by: frames.upperBound) else { return frames.upperBound }
        var changed = frames.upperBound
        while changed - last > 1 {
            let middle = last + (changed - last) / 2
            if changes(by: middle) { changed = middle } else { last = middle }
        }
        return last
    }

    /// Moves along its curve to `time`, a frame it coasts through: the
    /// frame's report, to nobody, would have recorded the offset.
    func coast(to time: VirtualTime) {
        _ = main.advance(to: time, glide: glide, handoffBound: handoff?.bound)
        reportedOffset = main.offset
    }

    /// New content size from a zoom, the offset it anchors, clamped into the new bounds.
    func zoomContent(to size: (width: Double, height: Double), offset: Vector) {
        contentSize = size
        let vertical = (top: -adjustedInset.top, length: size.height + adjustedInset.bottom)
        let horizontal = (top: -adjustedInset.left, length: size.width + adjustedInset.right)
        let isHorizontal = axis == .horizontal
        main.resize(lower: isHorizontal ? horizontal.top : vertical.top, length: isHorizontal ? horizontal.length : vertical.length,
                    offset: isHorizontal ? offset.x : offset.y)
        cross.resize(lower: isHorizontal ? vertical.top : horizontal.top, length: isHorizontal ? vertical.length : horizontal.length,
                     offset: isHorizontal ? offset.y : offset.x)
        markChanged()
    }

    /// Moves the content's coordinates along the main axis by `distance`,
    /// with the motion under way (``AxisMotion/shift(by:)``).
    func shift(by distance: Double) {
        guard distance != 0 else { return }
        main.shift(by: distance)
        markChanged()
    }

    /// Its offsets may have changed: the next report looks.
    @inline(__always)
    private func markChanged() {
        activity.unreported.insert(index)
    }

    /// The phase the axes' motions and the zoom make (a pinch tracks, a zoom
    /// animates); a scroll view at rest hands nothing on and is left out of the next frame.
    func settle() {
        let zooming = zoom?.motion
        let moving = main.isMoving || cross.isMoving || zooming != nil
        if moving {
            activity.moving.insert(index)
            if let zooming {
                phase = zooming.isPinch ? .tracking : .animating
            } else {
                phase = main.motion.isAnimating || cross.motion.isAnimating ? .animating : .decelerating
            }
        } else {
            activity.moving.remove(index)
            handoff = nil
            phase = .idle
        }
    }
}

/// Where a glide hands its remaining velocity on (nested scrolling): the
/// bound, and the scroll view of the same stage that glides on. The stage
/// keeps both scroll views for the whole run, so the frame that reads it
/// counts no references.
struct Handoff {
    let bound: Double
    unowned(unsafe) let receiver: SimulatedScrollView
}

/// Where a scroll view is in a finger's lift.
enum LiftMoment {
    /// No lift is under way.
    case none
    /// Behaviours hear `willEndDragging` and `dragEnd`.
    case ending
    /// A behaviour started an animation there: the release starts no glide.
    case animationReplacesGlide
}
