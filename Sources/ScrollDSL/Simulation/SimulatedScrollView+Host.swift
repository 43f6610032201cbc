/// The simulated scroll view as behaviours see it: the host's names for its
/// state, its delegate moments and its commands, timed by its world's clock.
extension SimulatedScrollView: DragRoutingHost, DragRouter {
    var contentOffset: Double { offset }
    var isTracking: Bool { phase == .tracking }
    var isDecelerating: Bool { phase == .decelerating }
    var viewportHeight: Double { viewport }
    var contentHeight: Double { contentLength }
    var adjustedContentInset: ContentInset { alongAxis(adjustedInset) }
    var contentInset: ContentInset { alongAxis(appInset) }

    /// The app's inset before and after the content along the axis.
    var appInsetAlongAxis: (before: Double, after: Double) {
        appInset.along(horizontally: axis == .horizontal)
    }

    /// An inset turned so that `top` and `bottom` lie along the axis.
    private func alongAxis(_ inset: ContentInset) -> ContentInset {
        guard axis == .horizontal else { return inset }
        return ContentInset(top: inset.left, bottom: inset.right, left: inset.top, right: inset.bottom)
    }

    var didScroll: Observable<OffsetChange> { PublishSubject.made(in: &didScrollSubject, label: "didScroll") }
    var willBeginDragging: Observable<Void> { PublishSubject.made(in: &willBeginDraggingSubject, label: "dragBegin") }
    var willEndDragging: Observable<DragRelease> { momentsMadeIfNeeded().willEndDragging }
    var didEndDragging: Observable<Bool> { PublishSubject.made(in: &didEndDraggingSubject, label: "dragEnd") }
    var willBeginDecelerating: Observable<Void> { momentsMadeIfNeeded().willBeginDecelerating }
    var didEndDecelerating: Observable<Void> { momentsMadeIfNeeded().didEndDecelerating }
    var didEndScrollingAnimation: Observable<Void> { momentsMadeIfNeeded().didEndScrollingAnimation }
    var shouldScrollToTop: Observable<ScrollToTopRequest> { momentsMadeIfNeeded().shouldScrollToTop }
    var didScrollToTop: Observable<Void> { momentsMadeIfNeeded().didScrollToTop }
    var didChangeLayout: Observable<LayoutChange> { momentsMadeIfNeeded().didChangeLayout }
    var didBecomeIdle: Observable<Void> { PublishSubject.made(in: &didBecomeIdleSubject, label: "idle") }
    var phaseChanged: Observable<ScrollPhase> { PublishSubject.made(in: &phaseChangedSubject, label: "phase") }

    func setZoomScale(_ scale: Double, animated: Bool, center: (x: Double, y: Double)) {
        zoom(to: scale, animated: animated, center: Vector(x: center.x, y: center.y), at: clock.now)
    }

    func setContentOffset(_ offset: Double, animated: Bool, duration: VirtualTime) {
        scroll(to: offset, animated: animated, duration: duration, at: clock.now)
    }

    func setLayout(contentHeight: Double?, insetTop: Double?, insetBottom: Double?, viewportHeight: Double?) {
        let layout = AxisLayout(content: contentHeight, insetBefore: insetTop, insetAfter: insetBottom, viewport: viewportHeight)
        if axis == .horizontal {
            change(vertical: AxisLayout(), horizontal: layout, at: clock.now)
        } else {
            change(vertical: layout, at: clock.now)
        }
    }

    /// Sends the fingers on this scroll view to `router` instead of moving it.
    func routeDrags(to router: any DragRouter) {
        dragRouter = router
    }

    func beginTracking() {
        touchDown()
    }

    func track(toUnbounded position: Double, velocity: Double) {
        hold(atUnbounded: position, velocity: velocity)
    }

    func glideVelocity(endingOnTarget velocity: Double) -> Double {
        adjustedWithinBounds(velocity)
    }

    func release(velocity: Double) {
        guard isHeldByActingFinger else { return }
        release(velocity: velocity, at: clock.now)
    }

    /// A receiver from another host never takes the glide: a host hands
    /// glides only to its own scroll views.
    func handOffGlide(at bound: Double, to receiver: any DragRoutingHost) {
        guard isHeldByActingFinger, let receiver = receiver as? SimulatedScrollView else { return }
        handoff = Handoff(bound: bound, receiver: receiver)
    }

    /// Cuts its delegate moments from the behaviours' graphs and forgets the
    /// router and hand-off that refer to other scroll views.
    func dismantle() {
        didScrollSubject?.removeAllObservers()
        willBeginDraggingSubject?.removeAllObservers()
        didEndDraggingSubject?.removeAllObservers()
        moments?.removeAllObservers()
        didBecomeIdleSubject?.removeAllObservers()
        phaseChangedSubject?.removeAllObservers()
        scrollPhaseLog?.subject.removeAllObservers()
        handoff = nil
        dragRouter = nil
    }
}
