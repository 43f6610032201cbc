/// A finger on a scroll view or a view, from `touchDown` (or a drag's touch)
/// to its lift, moving linearly during each move and still between moves,
/// or following sampled touches. What it moves is its ``Gesture``: decided
/// at the touch, or once it has moved far enough to tell its direction (a
/// finger that goes no way a scroll view scrolls moves nothing); or, on a
/// view whose behaviours hear its fingers, that view's touches and pan; or,
/// on a view of a sheet's screen that none hears, the sheet.
final class Finger {
    /// The scroll view or view touched.
    let id: String
    /// What the finger moves, once decided.
    private var pan: Pan?
    /// The scroll views under the finger, while what it moves is undecided.
    private var undecided: ScrollViewChain?
    /// The view whose touches and pan the finger drives, instead of content.
    let viewTracker: ViewFingerTracker?
    /// The sheet the finger drags by its grabber (or a view of its screen), instead of content.
    private let sheet: Sheet?
    /// Whether the steps moving it give screen terms (they name a view) though it moves content.
    private let namesView: Bool
    /// How far the finger had moved when the current move started.
    private var base = Vector.zero
    /// The current (or last) move: when it started, how long it lasts, how far it goes.
    private var move: (start: VirtualTime, duration: VirtualTime, by: Vector)?
    /// The samples it follows instead of moves, when a `touches` step plays it.
    private var samples: SampledPath?

    /// A finger on `id` moving what `gesture` decides; `namesView` when `id` is
    /// a view in content that no behaviour hears, whose scroll view the finger moves.
    init(_ id: String, gesture: Gesture, namesView: Bool = false) {
        self.id = id
        self.namesView = namesView
        viewTracker = nil
        sheet = nil
        switch gesture {
        case .decided(let pan): self.pan = pan
        case .undecided(let chain): undecided = chain
        case .failed: break
        }
    }

    /// A finger on a view whose behaviours hear it.
    init(_ id: String, driving tracker: ViewFingerTracker) {
        self.id = id
        namesView = true
        viewTracker = tracker
        sheet = nil
    }

    /// A finger on a view of the sheet's screen that no behaviour hears: it drags the sheet.
    init(_ id: String, dragging sheet: Sheet) {
        self.id = id
        namesView = true
        viewTracker = nil
        self.sheet = sheet
    }

    /// Whether the finger moves content (its distances are in content terms,
    /// where a finger moving up scrolls down), not a view's pan.
    private var movesContent: Bool { viewTracker == nil }

    /// `vector` as a step gives it (screen terms on a view, content terms on
    /// a scroll view) in the finger's own terms.
    func ownTerms(_ vector: Vector) -> Vector {
        namesView && movesContent ? -vector : vector
    }

    /// The finger lands: a decided pan starts tracking; while the gesture is
    /// undecided, what moves under the finger is caught and held.
    func touchDown() {
        pan?.touchDown()
        undecided?.catchMotion()
        viewTracker?.touchDown()
        sheet?.touchDownOnSheet()
    }

    /// Starts moving `by` (in the step's terms) over `duration` from where the finger is at `time`.
    func startMove(by: Vector, duration: VirtualTime, at time: VirtualTime) {
        base = distance(at: time)
        move = (time, duration, ownTerms(by))
    }

    /// From `time`, the finger follows `samples` (screen points) to the last, where it lifts.
    func follow(_ samples: [TouchSample], from time: VirtualTime) {
        self.samples = SampledPath(samples, from: time, reversed: movesContent)
    }

    /// Whether the finger rests at `time`: its last move ended before then
    /// (at its end, a frame still reads the move's velocity), or it never moved.
    func rests(at time: VirtualTime) -> Bool {
        if let samples { return time > samples.end }
        guard let move else { return true }
        return time > move.start + move.duration
    }

    /// How far the finger has moved since touch-down at `time`.
    func distance(at time: VirtualTime) -> Vector {
        if samples != nil { return samples!.distance(at: time) }
        guard let move else { return base }
        guard move.duration > .zero, time < move.start + move.duration else { return base + move.by }
        return base + move.by * Double((time - move.start).nanoseconds) / Double(move.duration.nanoseconds)
    }

    /// The finger's speed at `time` in points per second: the move's `by / duration`
    /// until the move's end (included), 0 when it is held still; the samples' estimate.
    func velocity(at time: VirtualTime) -> Vector {
        if samples != nil { return samples!.velocity(at: time) }
        guard let move, move.duration > .zero, time <= move.start + move.duration else { return .zero }
        return move.by / move.duration.seconds
    }

    /// Moves what the finger holds to where it is at `time`, deciding the
    /// gesture first if the finger has just moved far enough.
    @inline(__always)
    func track(at time: VirtualTime) {
        let distance = distance(at: time)
        if let pan {
            pan.track(distance, velocity: velocity(at: time))
        } else if let chain = undecided, distance.length >= Gesture.slop {
            decide(chain, direction: distance)
            pan?.track(distance, velocity: velocity(at: time))
        } else if let viewTracker {
            viewTracker.track(distance, velocity: velocity(at: time))
        } else if let sheet {
            sheet.trackOnSheet(distance.y, fingerVelocity: velocity(at: time).y)
        }
    }

    /// The finger lifts at `time`, at `release` (in its own terms). A gesture
    /// still undecided takes the release velocity's direction, as a fling
    /// does, and glides from where the content was (the finger's movement
    /// short of the slop moved nothing); without a velocity, or after sampled
    /// touches that never passed the slop, nothing moved.
    func lift(at time: VirtualTime, release: Vector) {
        if let viewTracker { return viewTracker.lift(distance(at: time), release: release) }
        if let sheet {
            sheet.trackOnSheet(distance(at: time).y, fingerVelocity: velocity(at: time).y)
            return sheet.liftFromSheet(velocity: release.y)
        }
        if let chain = undecided {
            guard release != .zero, samples == nil else { return chain.letGo() }
            decide(chain, direction: release)
        } else {
            pan?.track(distance(at: time), velocity: velocity(at: time))
        }
        pan?.lift(velocity: release)
    }

    /// The gesture is decided by `direction`: the pan it gives begins.
    private func decide(_ chain: ScrollViewChain, direction: Vector) {
        undecided = nil
        guard case .decided(let decided) = chain.decide(direction: direction) else { return }
        pan = decided
        decided.touchDown()
    }
}
