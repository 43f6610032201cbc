/// The fingers on the screen, in touch order: each on the scroll view or view
/// it touched, moving what its gesture decides.
///
/// A class the world holds in a constant, so that a frame tracks the fingers
/// without reference counting: a call on a struct held in a variable retained
/// the array (and each finger) for every frame a finger was down.
final class Touches {
    // Unchecked and unretained for speed: see Stage's note; scrollbench's exploration 15% and 25% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    /// Owns the fingers.
    @exclusivity(unchecked) private var fingers: [Finger] = []
    /// The same fingers, unretained, for the per-frame loop. Fingers touch
    /// down and lift only in a script's steps, between frames, so every one
    /// the loop reads is alive.
    @exclusivity(unchecked) private var unretained: [Unmanaged<Finger>] = []
    /// Where the scroll views read which finger acts.
    private let activity: Activity

    init(activity: Activity) {
        self.activity = activity
    }

    /// Whether no finger is down.
    var isEmpty: Bool { unretained.isEmpty }

    /// A finger touched down.
    func add(_ finger: Finger) {
        fingers.append(finger)
        unretained.append(.passUnretained(finger))
    }

    /// The finger on the scroll view or view `id`, if one is down.
    func finger(on id: String) -> Finger? {
        fingers.first { $0.id == id }
    }

    /// Lifts the finger on the scroll view or view `id`, if one is down.
    func lift(on id: String) -> Finger? {
        guard let index = fingers.firstIndex(where: { $0.id == id }) else { return nil }
        unretained.remove(at: index)
        return fingers.remove(at: index)
    }

    /// Each finger moves what it holds to where it is at `time`.
    @inline(__always)
    func track(at time: VirtualTime) {
        var index = 0
        while index < unretained.count {
            unretained[index]._withUnsafeGuaranteedRef { finger in
                activity.finger = ObjectIdentifier(finger)
                finger.track(at: time)
            }
            index &+= 1
        }
        activity.finger = nil
    }

    /// Whether every finger rests at `time` (``Finger/rests(at:)``): a frame
    /// tracks each where the last one did, at no speed.
    func rest(at time: VirtualTime) -> Bool {
        var index = 0
        while index < unretained.count {
            guard unretained[index]._withUnsafeGuaranteedRef({ $0.rests(at: time) }) else { return false }
            index &+= 1
        }
        return true
    }

    /// Runs `body`, a touch-down, move or lift of `finger`: the scroll views
    /// it reaches know whose it is.
    func acting(_ finger: Finger, _ body: () -> Void) {
        activity.finger = ObjectIdentifier(finger)
        body()
        activity.finger = nil
    }

    func removeAll() {
        fingers.removeAll()
        unretained.removeAll()
    }
}
