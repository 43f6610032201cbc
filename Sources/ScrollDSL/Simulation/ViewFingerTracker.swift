/// What a finger on a view drives when a behaviour hears the view's fingers:
/// its touches from the first point (`{touch: VIEW}`), and its pan once the
/// finger is ``Gesture/slop`` from where it touched down (`{pan: VIEW}`), in
/// screen points, as UIKit reports them. The scroll view under it does not move.
final class ViewFingerTracker {
    let view: SimulatedView
    /// Where the finger touched down on the screen; `nil` on a view with no frame.
    private let start: Vector?
    /// How far the finger had moved when it was last heard.
    private var heard = Vector.zero
    private var began = false
    /// Whether it lifted or was cancelled: nothing more is heard.
    private var ended = false

    init(view: SimulatedView, touchingAt start: Vector?) {
        self.view = view
        self.start = start
    }

    /// The finger lands: `down`.
    func touchDown() {
        view.send(touch(.down))
    }

    /// The finger has moved `distance` since it touched down, at `velocity`:
    /// `moved`, and the pan's `began` once past the slop or `changed` after,
    /// when it moved since it was last heard.
    func track(_ distance: Vector, velocity: Vector) {
        guard !ended, distance != heard else { return }
        heard = distance
        view.send(touch(.moved))
        if began {
            view.send(pan(.changed, velocity: velocity))
        } else if distance.length >= Gesture.slop {
            began = true
            view.send(pan(.began, velocity: velocity))
        }
    }

    /// The finger lifts at `release`, having moved `distance`: `up`, and the pan's `ended`.
    func lift(_ distance: Vector, release: Vector) {
        track(distance, velocity: release)
        guard !ended else { return }
        ended = true
        view.send(touch(.up))
        if began { view.send(pan(.ended, velocity: release)) }
    }

    /// The view's screen stopped being visible with the finger down: `up`, and the pan's `cancelled`.
    func cancel() {
        guard !ended else { return }
        ended = true
        view.send(touch(.up))
        if began { view.send(pan(.cancelled, velocity: .zero)) }
    }

    private var point: Vector? { start.map { $0 + heard } }

    private func touch(_ state: ViewTouch.State) -> ViewTouch {
        ViewTouch(state: state, x: point?.x, y: point?.y)
    }

    private func pan(_ state: ViewPan.State, velocity: Vector) -> ViewPan {
        ViewPan(state: state, x: point?.x, y: point?.y, translation: heard, velocity: velocity)
    }
}
