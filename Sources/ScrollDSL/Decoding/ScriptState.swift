/// What the script has set up so far, as its steps are read in order: the
/// fingers that are down and the names `remember` has kept. A script has no
/// branches, so both are known for every step before anything runs.
final class ScriptState {
    /// Fingers down, in touch order: each scroll view held and its `touchDown`.
    private(set) var fingers: [(scrollView: String, mark: Mark)] = []
    /// Remembered names and the kind of value each holds.
    private(set) var remembered: [String: ValueKind] = [:]

    /// The `touchDown` holding `scrollView`, if one is.
    func holder(of scrollView: String) -> Mark? {
        fingers.first { $0.scrollView == scrollView }?.mark
    }

    func touchDown(_ scrollView: String, at mark: Mark) {
        fingers.append((scrollView, mark))
    }

    func lift(_ scrollView: String) {
        fingers.removeAll { $0.scrollView == scrollView }
    }

    func remember(_ name: String, as kind: ValueKind) {
        remembered[name] = kind
    }
}
