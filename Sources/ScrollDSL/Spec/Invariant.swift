/// A rule of the top-level `invariants`: it holds at the end of every turn of
/// every run, or the run fails at that turn naming its line.
public struct Invariant: Sendable {
    /// What must hold.
    public enum Rule: Sendable {
        /// The checks hold at every turn where the `when` checks hold (all
        /// turns when there are none), and with `whenIdle` only at turns after
        /// which nothing moves, animates or transitions and no finger is down.
        case holds(checks: [Check], when: [Check], whenIdle: Bool)
        /// The value changes at most `atMost` times in any window of `within` (no flicker).
        case changes(PropertyPath, atMost: Int, within: VirtualTime)
        /// No two consecutive turns' values differ by more than `atMost` (no jump).
        case step(PropertyPath, atMost: Double)
    }

    /// What must hold.
    public var rule: Rule
    /// Where the item is written; a broken invariant points here.
    public var mark: Mark
}
