/// A scroll view in a run: its offset, velocity and phase, moved by fingers,
/// physics and programmatic scrolls, and the events behaviours observe
/// through its ``ScrollViewHost`` face.
final class SimulatedScrollView {
    /// Its identifier.
    let id: String
    /// The smallest resting offset: `-contentInset.top`.
    @exclusivity(unchecked) private(set) var top: Double
    /// The largest resting offset, never above ``top``.
    @exclusivity(unchecked) private(set) var bottom: Double
    /// The height of the visible area.
    @exclusivity(unchecked) private(set) var viewport: Double
    /// The height of the content.
    private(set) var contentHeight: Double
    /// The adjusted content inset.
    private(set) var contentInset: ContentInset
    let bounces: Bool
    /// Its deceleration rate, with the logarithms and powers glides need,
    /// shared with the other scroll views of its world that have the same rate.
    private let glide: GlideCurve

    /// The current content offset.
    @exclusivity(unchecked) private(set) var offset: Double {
        didSet { activity.unreported.insert(index) }
    }
    /// The current velocity, in points per second.
    @exclusivity(unchecked) private(set) var velocity = 0.0
    /// What it is doing.
    @exclusivity(unchecked) private(set) var phase = ScrollPhase.idle {
        didSet { activity.unreported.insert(index) }
    }
    @exclusivity(unchecked) private var motion = ScrollMotion.none {
        didSet {
            if case .none = motion { activity.moving.remove(index) } else { activity.moving.insert(index) }
        }
    }
    /// The unbounded finger position a drag started from (before rubber-banding).
    private var trackingOrigin = 0.0
    /// Where a behaviour asked the glide of the last lift to end
    /// (`willEndDragging`'s `targetContentOffset`).
    @exclusivity(unchecked) private var requestedTarget: Double?
    /// The target of the glide in progress, when a behaviour chose it: the glide ends exactly there.
    @exclusivity(unchecked) private var glideTarget: Double?
    /// Where a glide reaching `bound` hands its remaining velocity on, instead
    /// of stopping or bouncing there (nested scrolling).
    @exclusivity(unchecked) var handoff: (bound: Double, receiver: SimulatedScrollView)?
    /// Whether the animation in progress is the system's scroll to the top.
    @exclusivity(unchecked) private var isScrollingToTop = false
    /// What a finger on it moves, when a behaviour routes its drags elsewhere.
    @exclusivity(unchecked) var dragRouter: (any DragRouter)?
    /// Its world's time, for commands behaviours give.
    let clock: BehaviourClock

    /// The delegate moments behaviours observe (``ScrollViewHost``).
    let didScrollSubject = PublishSubject<OffsetChange>("didScroll")
    let willBeginDraggingSubject = PublishSubject<Void>("dragBegin")
    let didEndDraggingSubject = PublishSubject<Bool>("dragEnd")
    /// The moments few behaviours hear, made when one asks.
    @exclusivity(unchecked) private(set) var moments: ScrollViewMoments?
    let didBecomeIdleSubject = PublishSubject<Void>("idle")
    let phaseChangedSubject = PublishSubject<ScrollPhase>("phase")

    /// The offset last reported through ``didScroll``.
    @exclusivity(unchecked) var reportedOffset: Double
    /// The phase at the last report.
    @exclusivity(unchecked) var reportedPhase = ScrollPhase.idle
    /// Whether the next report is sent even if the offset has not changed (the first layout's).
    @exclusivity(unchecked) var needsLayoutReport = false {
        didSet { if needsLayoutReport { activity.unreported.insert(index) } }
    }
    /// Its place in the world's order, and what the world's frames and reports visit.
    private let index: Int
    private let activity: Activity

    /// A scroll view as `spec` declares it, `index`-th in its world, whose
    /// motion and changes `activity` tracks, gliding along `glide` (one of the
    /// spec's rate, shared with the world's other scroll views of that rate).
    init(
        _ spec: ScrollViewSpec, index: Int = 0, activity: Activity = Activity(scrollViews: 1, views: 0),
        glide: GlideCurve? = nil, clock: BehaviourClock = BehaviourClock()
    ) {
        self.index = index
        self.clock = clock
        self.activity = activity
        id = spec.id
        top = spec.top
        bottom = spec.bottom
        viewport = spec.viewportHeight
        contentHeight = spec.contentHeight
        contentInset = spec.contentInset
        bounces = spec.bounces
        self.glide = glide ?? GlideCurve(rate: spec.decelerationRate)
        offset = spec.offset(of: spec.initialOffset)
        reportedOffset = offset
    }

    // MARK: Fingers

    /// A touch-down: stops any motion at once and starts tracking.
    func touchDown() {
        motion = .none
        handoff = nil
        glideTarget = nil
        requestedTarget = nil
        isScrollingToTop = false
        velocity = 0
        phase = .tracking
        trackingOrigin = unboundedPosition(of: offset)
        willBeginDraggingSubject.send(())
    }

    /// The finger has moved `distance` since touch-down, at `fingerVelocity`.
    func track(_ distance: Double, fingerVelocity: Double) {
        offset = shownPosition(of: trackingOrigin + distance)
        velocity = fingerVelocity
    }

    /// The finger lifts at `velocity`: a glide, a spring back, or rest.
    func lift(velocity: Double) {
        endDragging(velocity: velocity)
        release(velocity: adjusted(velocity), at: clock.now)
    }

    /// `scrollViewWillEndDragging`, where a behaviour may choose the glide's
    /// target, then `scrollViewDidEndDragging`: behaviours hearing them read the
    /// release velocity as the velocity.
    func endDragging(velocity: Double) {
        self.velocity = velocity
        if let moments {
            let release = DragRelease(velocity: velocity, projectedOffset: offset + glide.deceleration.travel(velocity: velocity))
            moments.willEndDragging.send(release)
            requestedTarget = release.isTargetSet ? release.targetContentOffset : nil
        }
        didEndDraggingSubject.send(isOutOfBounds || velocity != 0)
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
        guard !isOutOfBounds, let target = requestedTarget else { return velocity }
        glideTarget = target
        return (target - offset) * glide.deceleration.decay
    }

    /// Starts the motion that follows a release at `velocity` from the current offset.
    func release(velocity: Double, at time: VirtualTime) {
        if offset < top || offset > bottom {
            let bound = offset < top ? top : bottom
            startSpring(bound: bound, displacement: offset - bound, velocity: velocity, at: time)
        } else if velocity != 0 {
            motion = .decelerating(origin: offset, velocity: velocity, start: time)
            self.velocity = velocity
            phase = .decelerating
        } else {
            stop()
        }
    }

    /// The finger position, before rubber-banding, that shows the current offset.
    var unboundedOffset: Double { unboundedPosition(of: offset) }

    /// Shows the content where a finger at unbounded `position` holds it.
    func hold(atUnbounded position: Double, velocity: Double) {
        offset = shownPosition(of: position)
        self.velocity = velocity
    }

    /// Where a finger at unbounded position `position` shows the content.
    private func shownPosition(of position: Double) -> Double {
        if position < top {
            return bounces ? top - ScrollPhysics.rubberBand(top - position, viewport: viewport) : top
        }
        if position > bottom {
            return bounces ? bottom + ScrollPhysics.rubberBand(position - bottom, viewport: viewport) : bottom
        }
        return position
    }

    private func unboundedPosition(of shown: Double) -> Double {
        if shown < top { return top - ScrollPhysics.fingerOvershoot(showing: top - shown, viewport: viewport) }
        if shown > bottom { return bottom + ScrollPhysics.fingerOvershoot(showing: shown - bottom, viewport: viewport) }
        return shown
    }

    // MARK: Programmatic scrolls

    /// `setContentOffset(_:animated:)`: stops any motion; animated scrolls run on
    /// the smoothstep curve for `duration` and end exactly on `target`. While a
    /// finger holds the content, it moves there at once and the finger drags on
    /// from there (UIKit applies each pan to the current offset): an animation
    /// would fight the finger.
    func scroll(to target: Double, animated: Bool, duration: VirtualTime, at time: VirtualTime) {
        handoff = nil
        isScrollingToTop = false
        if phase == .tracking {
            trackingOrigin += unboundedPosition(of: target) - unboundedPosition(of: offset)
            offset = target
            return
        }
        guard animated, duration > .zero, target != offset else {
            offset = target
            stop()
            return
        }
        motion = .animating(origin: offset, target: target, start: time, duration: duration)
        phase = .animating
    }

    /// The system's scroll to the top after a status-bar tap, unless a behaviour
    /// refuses it in `shouldScrollToTop`; `didScrollToTop` follows when it ends.
    func scrollToTopAsSystem(at time: VirtualTime) {
        if let moments {
            let request = ScrollToTopRequest()
            moments.shouldScrollToTop.send(request)
            guard request.shouldScroll else { return }
        }
        scroll(to: top, animated: true, duration: .milliseconds(300), at: time)
        isScrollingToTop = phase == .animating
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

    /// New content height, insets or viewport (`set`). The bounds move at
    /// once. A finger keeps its place; a spring springs to the new bound; an
    /// offset left past a new bound otherwise is clamped to it and the motion
    /// stops, as `UIScrollView` clamps `contentOffset` when its content shrinks;
    /// a glide within the bounds goes on and meets the new bounds.
    func change(contentHeight: Double?, insetTop: Double?, insetBottom: Double?, viewportHeight: Double?, at time: VirtualTime) {
        let oldTop = top
        self.contentHeight = contentHeight ?? self.contentHeight
        contentInset = ContentInset(top: insetTop ?? contentInset.top, bottom: insetBottom ?? contentInset.bottom)
        viewport = viewportHeight ?? viewport
        var layout: LayoutChange = []
        if contentHeight != nil { layout.insert(.contentSize) }
        if insetTop != nil || insetBottom != nil { layout.insert(.contentInset) }
        if viewportHeight != nil { layout.insert(.viewport) }
        defer { if !layout.isEmpty { moments?.didChangeLayout.send(layout) } }
        top = -contentInset.top
        bottom = max(top, self.contentHeight + contentInset.bottom - viewport)
        switch (phase, motion) {
        case (.tracking, _):
            break
        case let (_, .springing(bound, _, _, _)):
            let newBound = bound == oldTop ? top : bottom
            startSpring(bound: newBound, displacement: offset - newBound, velocity: velocity, at: time)
        case let (_, .animating(_, target, _, _)) where target >= top && target <= bottom:
            break
        default:
            guard isOutOfBounds else { return }
            offset = min(max(offset, top), bottom)
            stop()
        }
    }

    // MARK: Frames

    /// Moves along the current motion to `time`.
    func advance(to time: VirtualTime) {
        switch motion {
        case .none:
            break
        case let .decelerating(origin, velocity, start):
            decelerate(from: origin, velocity: velocity, start: start, to: time)
        case let .springing(bound, displacement, velocity, start):
            spring(to: bound, from: displacement, velocity: velocity, start: start, to: time)
        case let .animating(origin, target, start, duration):
            let progress = Double((time - start).nanoseconds) / Double(duration.nanoseconds)
            if progress >= 1 {
                offset = target
                stop()
            } else {
                offset = origin + (target - origin) * ScrollPhysics.smoothstep(progress)
                velocity = (target - origin) * ScrollPhysics.smoothstepSlope(progress) / duration.seconds
            }
        }
    }

    private func decelerate(from origin: Double, velocity: Double, start: VirtualTime, to time: VirtualTime) {
        let travel = glide.deceleration.travel(velocity: velocity)
        let rest = origin + travel
        let bound = velocity > 0 ? bottom : top
        let passesBound = velocity > 0 ? rest > bound : rest < bound
        if passesBound, let hit = glide.secondsToCover(bound - origin, velocity: velocity),
           (time - start).seconds >= hit {
            let hitTime = start + VirtualTime(nanoseconds: Int64((hit * 1e9).rounded()))
            let hitVelocity = velocity * glide.deceleration.remaining(after: hit)
            if let handoff, handoff.bound == bound {
                offset = bound
                stop()
                handoff.receiver.release(velocity: hitVelocity, at: hitTime)
                handoff.receiver.advance(to: time)
                return
            }
            guard bounces else {
                offset = bound
                stop()
                return
            }
            startSpring(bound: bound, displacement: 0, velocity: hitVelocity, at: hitTime)
            advance(to: time)
            return
        }
        let remaining = glide.remaining(afterNanoseconds: (time - start).nanoseconds)
        offset = origin + travel * (1 - remaining)
        self.velocity = velocity * remaining
        if abs(rest - offset) < ScrollPhysics.restThreshold {
            offset = glideTarget ?? rest
            stop()
        }
    }

    private func spring(to bound: Double, from displacement: Double, velocity: Double, start: VirtualTime, to time: VirtualTime) {
        let elapsed = (time - start).seconds
        let position = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: elapsed)
        let speed = ScrollPhysics.springVelocity(displacement: displacement, velocity: velocity, after: elapsed)
        if elapsed > 0, ScrollPhysics.springHasSettled(displacement: position, velocity: speed) {
            offset = bound
            stop()
        } else {
            offset = bound + position
            self.velocity = speed
        }
    }

    private func startSpring(bound: Double, displacement: Double, velocity: Double, at time: VirtualTime) {
        motion = .springing(bound: bound, displacement: displacement, velocity: velocity, start: time)
        self.velocity = velocity
        phase = .decelerating
    }

    private func stop() {
        motion = .none
        handoff = nil
        glideTarget = nil
        velocity = 0
        phase = .idle
    }
}

/// A reported offset change (`scrollViewDidScroll`): the offset at the
/// previous report and now, and the resting bounds at this report, so a
/// behaviour reading them asks the scroll view nothing.
public struct OffsetChange: Sendable, Equatable {
    /// The offset at the previous report.
    public let previous: Double
    /// The offset now.
    public let current: Double
    /// The smallest resting offset at this report (`-adjustedContentInset.top`).
    public let top: Double
    /// The largest resting offset at this report.
    public let bottom: Double

    /// A change from `previous` to `current` between the bounds `top` and `bottom`.
    public init(previous: Double, current: Double, top: Double, bottom: Double) {
        self.previous = previous
        self.current = current
        self.top = top
        self.bottom = bottom
    }

    /// `current - top`.
    public var distanceFromTop: Double { current - top }
}
