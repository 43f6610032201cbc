/// A view that behaviours move (a header) or switch (a bar), and whose
/// properties they write by name (``PropertyStore``), through its
/// ``ViewHost`` face.
final class SimulatedView: PropertyStore, ViewHost {
    /// Its declared height, if any.
    let height: Double
    /// Where it sits on the screen, when the spec says.
    let frame: ViewFrame?
    /// Each tap on it, made when a behaviour first listens.
    private(set) lazy var tapped: PublishSubject<Void> = {
        hasTapListeners = true
        return PublishSubject("tap(\(id))")
    }()
    /// Whether ``tapped`` was made, so that dismantling does not make it.
    private var hasTapListeners = false
    /// Each tap at a point of its frame, made when a behaviour first listens.
    private(set) lazy var tappedAt: PublishSubject<ViewTap> = {
        hasPointListeners = true
        return PublishSubject("tapAt(\(id))")
    }()
    private var hasPointListeners = false
    /// The pans and touches of fingers on it, made when a behaviour first listens.
    private var panSubject: PublishSubject<ViewPan>?
    private var touchSubject: PublishSubject<ViewTouch>?
    /// How far a header may slide: `height - minHeight`, set by the behaviour moving it.
    var collapseRange = 0.0
    /// Its vertical translation, in `[-collapseRange, 0]` for a header.
    private(set) var translation = 0.0
    /// Its position, for a bar.
    var position: String?
    /// Where it lies in a scroll view's content, when it moves with it.
    var content: ContentView?
    /// Where the last tap on it landed on the screen, when it had a point.
    private(set) var lastTapPoint: (x: Double, y: Double)?
    /// Its world's time, for animations behaviours start.
    private let clock: BehaviourClock
    /// The translation animation running, if one is; frames visit the view while one is.
    private var animation: TranslationAnimation? {
        get { runningAnimation }
        @inline(__always) set {
            // Only a start or an end changes what frames visit (a header a
            // scroll moves ends "no animation" at every frame).
            if (newValue == nil) != (runningAnimation == nil) {
                if newValue == nil { activity.animating.remove(index) } else { activity.animating.insert(index) }
            }
            runningAnimation = newValue
        }
    }
    private typealias TranslationAnimation = (origin: Double, target: Double, start: VirtualTime, duration: VirtualTime)
    private var runningAnimation: TranslationAnimation?
    /// Its place in the world's order, and what the world's frames visit.
    let index: Int
    private let activity: Activity

    /// A view as `spec` declares it, `index`-th in its world, whose animation `activity` tracks.
    init(_ spec: ViewSpec, index: Int = 0, activity: Activity = Activity(scrollViews: 0, views: 1), clock: BehaviourClock = BehaviourClock()) {
        self.index = index
        self.clock = clock
        self.activity = activity
        height = spec.height ?? 0
        frame = spec.frame
        super.init(id: spec.id)
    }

    var containingScrollView: (any ScrollViewHost)? { content?.scrollView }
    override func contentValue(_ field: ItemPath.Field) -> PropertyValue {
        content?.value(field) ?? .null
    }
    var visibleFractionInContent: Double {
        guard let content else { return 1 }
        if case .number(let fraction) = content.value(.visibleFraction) { return fraction }
        return 0
    }

    /// `-translation / collapseRange`: 0 expanded, 1 collapsed.
    var fraction: Double { collapseRange > 0 ? -translation / collapseRange : 0 }
    /// `height + translation`.
    var visibleHeight: Double { height + translation }
    /// Taps on it (`UITapGestureRecognizer`, or a button's `touchUpInside`).
    var didTap: Observable<Void> { tapped }

    var didTapAt: Observable<ViewTap> { tappedAt }

    var pans: Observable<ViewPan> { PublishSubject.made(in: &panSubject, label: "pan(\(id))") }
    var touches: Observable<ViewTouch> { PublishSubject.made(in: &touchSubject, label: "touch(\(id))") }

    /// Whether a behaviour hears fingers on it (``pans`` or ``touches``): those fingers are its own.
    var hearsFingers: Bool { panSubject != nil || touchSubject != nil }

    /// Tells the behaviours listening of a step of a pan on it.
    func send(_ pan: ViewPan) { panSubject?.send(pan) }
    /// Tells the behaviours listening of a touch on it.
    func send(_ touch: ViewTouch) { touchSubject?.send(touch) }

    /// A tap on it at the screen point (`x`, `y`) when it has a frame, heard by the behaviours listening.
    func tap(x: Double? = nil, y: Double? = nil) {
        lastTapPoint = x.flatMap { x in y.map { (x, $0) } }
        if hasTapListeners { tapped.send(()) }
        if hasPointListeners, let frame, let x, let y {
            tappedAt.send(ViewTap(x: x - frame.x, y: y - frame.y, width: frame.width, height: frame.height))
        }
    }

    /// Made anew with its screen (`push: {fresh: true}`): in place, still,
    /// with nothing written on it.
    func remake() {
        animation = nil
        translation = 0
        position = nil
        clearValues()
    }

    /// Drops the observers of its taps, whose closures reach back to the run.
    func dismantle() {
        if hasTapListeners { tapped.removeAllObservers() }
        if hasPointListeners { tappedAt.removeAllObservers() }
        panSubject?.removeAllObservers()
        touchSubject?.removeAllObservers()
    }

    /// Whether a translation animation runs.
    var isAnimating: Bool { animation != nil }

    /// Moves the view at once, ending any animation.
    func setTranslation(_ value: Double) {
        animation = nil
        translation = value
    }

    /// Animates the translation on the smoothstep curve.
    func animateTranslation(to target: Double, duration: VirtualTime) {
        guard duration > .zero, target != translation else {
            setTranslation(target)
            return
        }
        animation = (translation, target, clock.now, duration)
    }

    /// Moves along the current animation to `time`.
    func advance(to time: VirtualTime) {
        guard let animation else { return }
        let progress = Double((time - animation.start).nanoseconds) / Double(animation.duration.nanoseconds)
        if progress >= 1 {
            setTranslation(animation.target)
        } else {
            translation = animation.origin + (animation.target - animation.origin) * ScrollPhysics.smoothstep(progress)
        }
    }
}
