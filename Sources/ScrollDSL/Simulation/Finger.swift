/// A finger on a scroll view, from `touchDown` (or a drag's touch) to its lift,
/// moving linearly during each move and still between moves.
struct Finger {
    /// The scroll view touched.
    let scrollView: String
    /// What the finger moves: the scroll view, or a router for nested scrolling.
    let target: any DragRouter
    /// How far the finger had moved when the current move started.
    private var base = 0.0
    /// The current (or last) move: when it started, how long it lasts, how far it goes.
    private var move: (start: VirtualTime, duration: VirtualTime, by: Double)?

    init(scrollView: String, target: any DragRouter) {
        self.scrollView = scrollView
        self.target = target
    }

    /// Starts moving `by` over `duration` from where the finger is at `time`.
    mutating func startMove(by: Double, duration: VirtualTime, at time: VirtualTime) {
        base = distance(at: time)
        move = (time, duration, by)
    }

    /// How far the finger has moved since touch-down at `time`.
    func distance(at time: VirtualTime) -> Double {
        guard let move else { return base }
        guard move.duration > .zero, time < move.start + move.duration else { return base + move.by }
        return base + move.by * Double((time - move.start).nanoseconds) / Double(move.duration.nanoseconds)
    }

    /// The finger's speed at `time` in points per second: the move's `by / duration`
    /// until the move's end (included), 0 when it is held still.
    func velocity(at time: VirtualTime) -> Double {
        guard let move, move.duration > .zero, time <= move.start + move.duration else { return 0 }
        return move.by / move.duration.seconds
    }
}
