/// A rule of the top-level `invariants`: it holds at the end of every turn of
/// every run, or the run fails at that turn naming its line.
package struct Invariant: Sendable {
    /// What must hold.
    package enum Rule: Sendable {
        /// The checks hold at every turn where the `when` checks hold (all
        /// turns when there are none), and with `whenIdle` only at turns after
        /// which nothing moves, animates or transitions and no finger is down.
        case holds(checks: [Check], when: [Check], whenIdle: Bool)
        /// The value changes at most `atMost` times in any window of `within` (no
        /// flicker); changes exactly `within` apart are in different windows.
        case changes(PropertyPath, atMost: Int, within: VirtualTime)
        /// No two consecutive turns' values differ by more than `atMost` (no jump).
        case step(PropertyPath, atMost: Double)
    }

    /// What must hold.
    package var rule: Rule
    /// Where the item is written; a broken invariant points here.
    package var mark: Mark
}

extension Invariant {
    /// What it checks, as reports name it: `invariant hero.fraction`,
    /// `changes of bar.position`, `step of feed.offset`.
    package var summary: String {
        switch rule {
        case let .holds(checks, when, whenIdle):
            let condition = when.isEmpty ? "" : " when " + when.map { "\($0.path)" }.joined(separator: ", ")
            return "invariant " + checks.map { "\($0.path)" }.joined(separator: ", ") + condition + (whenIdle ? " when idle" : "")
        case let .changes(path, atMost, within): return "changes of \(path) at most \(atMost) within \(within)"
        case let .step(path, atMost): return "step of \(path) at most \(atMost.formatted)"
        }
    }
}

extension Invariant {
    /// The properties it reads, its conditions' included.
    var paths: [PropertyPath] {
        switch rule {
        case let .holds(checks, when, _): return (checks + when).map(\.path)
        case let .changes(path, _, _), let .step(path, _): return [path]
        }
    }
}
