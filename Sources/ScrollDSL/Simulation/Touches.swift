/// The fingers on the screen, in touch order: each on the scroll view it
/// touched, moving what its gesture decides.
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

    /// Lifts the finger on `scrollView`, if one is down.
    mutating func lift(on scrollView: String) -> Finger? {
        guard let index = fingers.firstIndex(where: { $0.scrollView == scrollView }) else { return nil }
        return fingers.remove(at: index)
    }

    /// Each finger moves what it holds to where it is at `time`.
    @inline(__always)
    func track(at time: VirtualTime) {
        // By index: the array keeps each finger, so none is retained per frame.
        for index in fingers.indices { fingers[index].track(at: time) }
    }

    mutating func removeAll() {
        fingers.removeAll()
    }
}
