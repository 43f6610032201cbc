/// One axis of a scroll view: its resting bounds, the content's offset and
/// velocity along it, and the curve moving it. A finger drags it with
/// rubber-banding past a bound, a lift glides or springs it, a programmatic
/// scroll animates it, each exactly as docs/language.md's physics says for
/// one axis. A scroll view moves on one axis, or on two (`axis: both`) that
/// share its phase.
struct AxisMotion {
    /// The smallest resting offset (`-contentInset.top`, or `.left` across).
    var top: Double
    /// The largest resting offset, never below ``top``.
    var bottom: Double
    /// The viewport's size along the axis (the rubber band's `V`).
    var viewport: Double
    /// Whether it rubber-bands past its bounds.
    let bounces: Bool
    /// The content offset along the axis.
    var offset: Double
    /// The velocity along the axis, in points per second.
    var velocity = 0.0
    /// The curve moving it between frames.
    var motion = ScrollMotion.none
    /// The unbounded finger position a drag started from (before rubber-banding).
    var trackingOrigin = 0.0
    /// How far what happened under the finger since touch-down (new bounds,
    /// a programmatic scroll, rows inserted) moved its unbounded position, for
    /// a finger that holds the content through a behaviour routing drags,
    /// whose positions count from the touch-down.
    private(set) var routedShift = 0.0
    /// The target of the glide in progress, when a behaviour chose it: the glide ends exactly there.
    var glideTarget: Double?
    /// Where content that fits rests, as a fraction of the visible area (`anchor.alignment`).
    var alignment: Double?

    /// Whether the offset lies past a bound.
    var isOutOfBounds: Bool { offset < top || offset > bottom }

    /// Whether a glide, spring or animation moves it.
    var isMoving: Bool {
        if case .none = motion { return false }
        return true
    }

    /// A finger holds it: any motion stops at once.
    mutating func touchDown() {
        stop()
        trackingOrigin = unboundedPosition(of: offset)
        routedShift = 0
    }

    /// The finger has moved `distance` along the axis since it took hold.
    mutating func track(_ distance: Double, fingerVelocity: Double) {
        offset = shownPosition(of: trackingOrigin + distance)
        velocity = fingerVelocity
    }

    /// Shows the content where a finger at unbounded `position` holds it.
    mutating func hold(atUnbounded position: Double, velocity: Double) {
        offset = shownPosition(of: position + routedShift)
        self.velocity = velocity
    }

    /// Starts the motion that follows a release at `velocity` from the
    /// current offset: a spring back from past a bound, a glide, or rest.
    mutating func release(velocity: Double, at time: VirtualTime) {
        if offset < top || offset > bottom {
            let bound = offset < top ? top : bottom
            startSpring(bound: bound, displacement: offset - bound, velocity: velocity, at: time)
        } else if velocity != 0 {
            motion = .decelerating(origin: offset, velocity: velocity, start: time)
            self.velocity = velocity
        } else {
            stop()
        }
    }

    /// A programmatic scroll to `target`, animated for `duration` or at once.
    /// Held by a finger, the content moves there at once and the finger drags on from there.
    mutating func scroll(to target: Double, animated: Bool, duration: VirtualTime, at time: VirtualTime, isTracking: Bool) {
        if isTracking {
            shiftFinger(by: unboundedPosition(of: target) - unboundedPosition(of: offset))
            offset = target
            return
        }
        guard animated, duration > .zero, target != offset else {
            offset = target
            stop()
            return
        }
        motion = .animating(origin: offset, target: target, start: time, duration: duration)
    }

    /// New bounds (content, insets or viewport changed). A finger keeps its
    /// place; a spring springs to the new bound; an offset left past a new
    /// bound otherwise is clamped to it and the motion stops; a glide within
    /// the bounds goes on and meets the new bounds; an animation aimed past a
    /// new bound ends on it, in the time it had left.
    /// `layout` gives the new viewport, if it changed; `lower` is the new
    /// smallest offset and `length` the content's length with its far inset.
    mutating func rebound(to layout: AxisLayout, lower: Double, length: Double, isTracking: Bool, at time: VirtualTime) {
        let oldTop = top
        let held = unboundedPosition(of: offset)
        viewport = layout.viewport ?? viewport
        (top, bottom) = ScrollAnchoring.bounds(lower: lower, length: length, viewport: viewport, alignment: alignment)
        guard !isTracking else {
            // The content stays under the finger: past a bound, the rubber band
            // is measured from the new bound from here on.
            shiftFinger(by: unboundedPosition(of: offset) - held)
            return
        }
        switch motion {
        case let .springing(bound, _, _, _):
            let newBound = bound == oldTop ? top : bottom
            startSpring(bound: newBound, displacement: offset - newBound, velocity: velocity, at: time)
        case let .animating(_, target, _, _) where target >= top && target <= bottom:
            break
        case let .animating(_, target, start, duration) where !isOutOfBounds && start + duration > time:
            // Aimed past a bound that moved: it goes on to the new bound in the time left.
            let bound = min(max(target, top), bottom)
            motion = .animating(origin: offset, target: bound, start: time, duration: start + duration - time)
        default:
            guard isOutOfBounds else { return }
            offset = min(max(offset, top), bottom)
            stop()
        }
    }

    /// The content's coordinates move by `distance` (rows inserted or deleted
    /// above what shows): the offset and the motion under way move with them,
    /// so that what shows stays still. A spring keeps its bound.
    mutating func shift(by distance: Double) {
        offset += distance
        shiftFinger(by: distance)
        glideTarget = glideTarget.map { $0 + distance }
        switch motion {
        case let .decelerating(origin, velocity, start):
            motion = .decelerating(origin: origin + distance, velocity: velocity, start: start)
        case let .animating(origin, target, start, duration):
            motion = .animating(origin: origin + distance, target: target + distance, start: start, duration: duration)
        default:
            break
        }
    }

    /// New bounds from a zoom: the content's new `length` (with its far
    /// inset) from `lower`, and the offset the zoom anchors, clamped into them.
    mutating func resize(lower: Double, length: Double, offset anchored: Double) {
        top = lower
        bottom = max(lower, length - viewport)
        offset = min(max(anchored, top), bottom)
    }

    /// The finger's unbounded position moves by `distance` while it holds the
    /// content, so that what shows stays under it.
    private mutating func shiftFinger(by distance: Double) {
        trackingOrigin += distance
        routedShift += distance
    }

    // MARK: Rubber band

    /// Where a finger at unbounded position `position` shows the content.
    func shownPosition(of position: Double) -> Double {
        if position < top {
            return bounces ? top - ScrollPhysics.rubberBand(top - position, viewport: viewport) : top
        }
        if position > bottom {
            return bounces ? bottom + ScrollPhysics.rubberBand(position - bottom, viewport: viewport) : bottom
        }
        return position
    }

    /// The finger position, before rubber-banding, that shows `shown`.
    func unboundedPosition(of shown: Double) -> Double {
        if shown < top { return top - ScrollPhysics.fingerOvershoot(showing: top - shown, viewport: viewport) }
        if shown > bottom { return bottom + ScrollPhysics.fingerOvershoot(showing: shown - bottom, viewport: viewport) }
        return shown
    }

    // MARK: Frames

    /// Moves along the current motion to `time`. A glide that reaches
    /// `handoffBound` stops there and returns the velocity it had and when, for
    /// the scroll view it hands on to (nested scrolling).
    mutating func advance(to time: VirtualTime, glide: GlideCurve, handoffBound: Double?) -> (velocity: Double, time: VirtualTime)? {
        switch motion {
        case .none:
            return nil
        case let .decelerating(origin, velocity, start):
            return decelerate(from: origin, velocity: velocity, start: start, to: time, glide: glide, handoffBound: handoffBound)
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
        return nil
    }

    private mutating func decelerate(
        from origin: Double, velocity: Double, start: VirtualTime, to time: VirtualTime, glide: GlideCurve, handoffBound: Double?
    ) -> (velocity: Double, time: VirtualTime)? {
        let travel = glide.deceleration.travel(velocity: velocity)
        let rest = origin + travel
        let bound = velocity > 0 ? bottom : top
        let passesBound = velocity > 0 ? rest > bound : rest < bound
        if passesBound, let hit = glide.secondsToCover(bound - origin, velocity: velocity),
           (time - start).seconds >= hit {
            let hitTime = start + VirtualTime(nanoseconds: Int64((hit * 1e9).rounded()))
            let hitVelocity = velocity * glide.deceleration.remaining(after: hit)
            if handoffBound == bound {
                offset = bound
                stop()
                return (hitVelocity, hitTime)
            }
            guard bounces else {
                offset = bound
                stop()
                return nil
            }
            startSpring(bound: bound, displacement: 0, velocity: hitVelocity, at: hitTime)
            return advance(to: time, glide: glide, handoffBound: handoffBound)
        }
        let remaining = glide.remaining(afterNanoseconds: (time - start).nanoseconds)
        offset = origin + travel * (1 - remaining)
        self.velocity = velocity * remaining
        if abs(rest - offset) < ScrollPhysics.restThreshold {
            // Within the threshold of a rest past the bound, the bound is nearer still:
            // a glide never comes to rest outside its bounds.
            offset = glideTarget ?? (passesBound ? bound : rest)
            stop()
        }
        return nil
    }

    private mutating func spring(to bound: Double, from displacement: Double, velocity: Double, start: VirtualTime, to time: VirtualTime) {
        let elapsed = (time - start).seconds
        let (position, speed) = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: elapsed)
        if elapsed > 0, ScrollPhysics.springHasSettled(displacement: position, velocity: speed) {
            offset = bound
            stop()
        } else {
            offset = bound + position
            self.velocity = speed
        }
    }

    private mutating func startSpring(bound: Double, displacement: Double, velocity: Double, at time: VirtualTime) {
        motion = .springing(bound: bound, displacement: displacement, velocity: velocity, start: time)
        self.velocity = velocity
    }

    /// Comes to rest where it is.
    mutating func stop() {
        motion = .none
        glideTarget = nil
        velocity = 0
    }
}

/// New geometry along one axis: what is given changes.
struct AxisLayout {
    /// The content's length (`contentSize.height` or `.width`).
    var content: Double?
    /// The inset before the content (`top` or `left`).
    var insetBefore: Double?
    /// The inset after it (`bottom` or `right`).
    var insetAfter: Double?
    /// The viewport's length.
    var viewport: Double?

    /// What changed, as `didChangeLayout` says it.
    var changes: LayoutChange {
        var layout: LayoutChange = []
        if content != nil { layout.insert(.contentSize) }
        if insetBefore != nil || insetAfter != nil { layout.insert(.contentInset) }
        if viewport != nil { layout.insert(.viewport) }
        return layout
    }
}
