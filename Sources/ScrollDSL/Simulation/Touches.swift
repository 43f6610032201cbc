/// The fingers on the screen, in touch order: each on the scroll view it
/// touched, moving what that scroll view routes its drags to.
struct Touches {
    private(set) var fingers: [Finger] = []

    /// Whether no finger is down.
    var isEmpty: Bool { fingers.isEmpty }

    /// A finger touched down.
    mutating func add(_ finger: Finger) {
        fingers.append(finger)
    }

    /// The finger on `scrollView`, if one is down.
    func finger(on scrollView: String) -> Finger? {
        fingers.first { $0.scrollView == scrollView }
    }

    /// The finger on `scrollView` starts moving `by` over `duration` from `time`.
    mutating func startMove(on scrollView: String, by: Double, duration: VirtualTime, at time: VirtualTime) {
        guard let index = fingers.firstIndex(where: { $0.scrollView == scrollView }) else { return }
        fingers[index].startMove(by: by, duration: duration, at: time)
    }

    /// Lifts the finger on `scrollView`, if one is down.
    mutating func lift(on scrollView: String) -> Finger? {
        guard let index = fingers.firstIndex(where: { $0.scrollView == scrollView }) else { return nil }
        return fingers.remove(at: index)
    }

    /// Each finger moves what it holds to where it is at `time`.
    @inline(__always)
    func track(at time: VirtualTime) {
        for finger in fingers { finger.target.track(finger.distance(at: time), fingerVelocity: finger.velocity(at: time)) }
    }

    mutating func removeAll() {
        fingers.removeAll()
    }
}
