/// What a finger moves (UIKit's pan gesture recognizers): one scroll view,
/// decided at the touch-down for a lone scroll view along one axis; for a
/// scroll view inside another or scrolling both ways, decided once the finger
/// is ``slop`` from where it touched down, by the dominant direction.
enum Gesture {
    /// The finger moved nothing yet: the touched scroll view and those enclosing it.
    case undecided(ScrollViewChain)
    /// The finger moves this pan until it lifts.
    case decided(Pan)
    /// No scroll view under the finger scrolls the way it went: it moves nothing.
    case failed

    /// How far a finger moves before its gesture is decided, in points.
    static let slop = 10.0

    /// The gesture of a finger that touches `scrollView`.
    static func touching(_ scrollView: SimulatedScrollView) -> Gesture {
        guard scrollView.container != nil || scrollView.scrollsBoth else {
            return .decided(Pan(scrollView, moving: scrollView.axis))
        }
        return .undecided(ScrollViewChain(touched: scrollView))
    }
}

/// A touched scroll view and the scroll views whose content holds it, innermost first.
struct ScrollViewChain {
    let scrollViews: [SimulatedScrollView]
    /// Those the touch caught moving, held until the gesture is decided or the finger lifts.
    private var caught: [SimulatedScrollView] = []

    init(touched: SimulatedScrollView) {
        var chain = [touched]
        while let outer = chain.last?.container { chain.append(outer) }
        scrollViews = chain
    }

    /// A touch stops every glide, spring and animation under the finger at
    /// once, and holds that content where it is.
    /// Each is touched, its pan not begun (SwiftUI's `tracking`).
    mutating func catchMotion() {
        for scrollView in scrollViews { scrollView.isTouchedBeforePan = true }
        caught = scrollViews.filter { $0.catchMotion() }
    }

    /// The finger leaves what it caught, but `taker`: each springs back from
    /// past a bound, or rests, and none but `taker` is touched any more.
    func letGo(except taker: SimulatedScrollView? = nil) {
        for scrollView in scrollViews where scrollView !== taker { scrollView.isTouchedBeforePan = false }
        for scrollView in caught where scrollView !== taker { scrollView.letGo() }
    }

    /// The pan of the innermost scroll view that scrolls along the dominant
    /// direction of `direction` (horizontal when `|x| > |y|`).
    func decide(direction: Vector) -> Gesture {
        let horizontal = direction.isHorizontal
        let taker = scrollViews.first { horizontal ? $0.axis.scrollsHorizontally : $0.axis.scrollsVertically }
        letGo(except: taker)
        guard let taker else { return .failed }
        guard taker.scrollsBoth, taker.directionalLock else { return .decided(Pan(taker, moving: taker.axis)) }
        return .decided(Pan(taker, moving: horizontal ? .horizontal : .vertical))
    }
}

/// A decided gesture: the finger's movement along the axes one scroll view
/// takes, through what routes its drags (nested scrolling) along its main axis.
/// The stage keeps the scroll view, and the scroll view its router, while a
/// finger is down, so the frames that track it count no references.
struct Pan {
    // Unretained for speed: with the stage's, fingers' and world's, scrollbench's exploration 25% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    private let scrollView: Unmanaged<SimulatedScrollView>
    /// What routes the scroll view's drags, when a behaviour does.
    private unowned(unsafe) let router: (any DragRouter)?
    /// Whether it moves the scroll view's main axis; its cross axis (`both`).
    private let movesMain: Bool
    private let movesCross: Bool

    /// The pan of `scrollView` along `moving`: its own axes, or one of a locked `both`.
    init(_ scrollView: SimulatedScrollView, moving: ScrollAxis) {
        self.scrollView = Unmanaged.passUnretained(scrollView)
        router = scrollView.dragRouter
        movesMain = moving != .horizontal || scrollView.axis == .horizontal
        movesCross = scrollView.scrollsBoth && moving != .vertical
    }

    /// The pan begins: what it moves starts tracking.
    func touchDown() {
        scrollView._withUnsafeGuaranteedRef { (router ?? $0).touchDown() }
    }

    /// The finger has moved `distance` since it touched down, at `velocity`:
    /// the pan catches up with all of it along its axes.
    @inline(__always)
    func track(_ distance: Vector, velocity: Vector) {
        scrollView._withUnsafeGuaranteedRef { scrollView in
            let axis = scrollView.axis
            if movesMain {
                if let router {
                    router.track(distance.along(axis), fingerVelocity: velocity.along(axis))
                } else {
                    scrollView.track(distance.along(axis), fingerVelocity: velocity.along(axis))
                }
            }
            if movesCross { scrollView.trackAcross(distance.across(axis), fingerVelocity: velocity.across(axis)) }
        }
    }

    /// The finger lifts at `velocity`.
    func lift(velocity: Vector) {
        scrollView._withUnsafeGuaranteedRef { scrollView in
            let axis = scrollView.axis
            let main = movesMain ? velocity.along(axis) : 0
            if let router {
                router.lift(velocity: main)
            } else {
                scrollView.lift(velocity: main, crossVelocity: movesCross ? velocity.across(axis) : 0)
            }
        }
    }
}
