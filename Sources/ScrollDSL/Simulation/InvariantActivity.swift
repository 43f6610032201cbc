/// How often runs put one invariant to the test, so that exploring can say
/// which invariants it never reached.
struct InvariantActivity: Sendable {
    /// Turns where the invariant was checked (its `when` held and, with
    /// `whenIdle`, nothing moved); for `changes` and `step`, turns where its
    /// value changed.
    var tested = 0
    /// Turns where its `when` held, idle or not.
    var conditionsHeld = 0

    /// Both counts added up, for several runs.
    static func + (left: Self, right: Self) -> Self {
        Self(tested: left.tested &+ right.tested, conditionsHeld: left.conditionsHeld &+ right.conditionsHeld)
    }
}
