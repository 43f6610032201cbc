import ScrollText

extension ExplorationResult {
    /// Adds one run's tests of each invariant.
    mutating func record(_ run: [InvariantActivity]) {
        for (index, activity) in run.enumerated() {
            invariantActivity[index] = invariantActivity[index] + activity
        }
    }

    /// When exploring found nothing broken, why no explored run put each
    /// invariant to the test (`never tested in 40 explored runs: its `when`
    /// never held`), in spec order: its `when` never held, nothing ever came
    /// to rest for a `whenIdle`, or the value a `changes` or `step` watches
    /// never changed; the runs prove nothing about those. `nil` for an
    /// invariant tested at some turn, and for one with neither `when` nor
    /// `whenIdle`, checked at every turn (a value that never changes may be
    /// just what it asserts). A shard given none of the spec's runs tested none.
    var untestedReasons: [String?] {
        guard counterexample == nil else { return invariants.map { _ in nil } }
        guard runs > 0 else { return invariants.map { _ in Self.noRunInShard } }
        return zip(invariants, invariantActivity).map { invariant, activity in
            guard activity.tested == 0, let reason = Self.untested(invariant.rule, activity) else { return nil }
            return "never tested in \(Plural.of(runs, "explored run")): \(reason)"
        }
    }

    /// A warning at each invariant no explored run put to the test (see
    /// ``untestedReasons``), when exploring found nothing broken.
    var untestedInvariantWarnings: [Diagnostic] {
        let advice = runs > 0 ? " (weight the steps that reach it with `explore: {steps: …}`, or raise --runs or --steps)" : ""
        return zip(invariants, untestedReasons).compactMap { invariant, reason in
            reason.map { reason in
                Diagnostic(file: file, mark: invariant.mark, message: "\(invariant.summary) was \(reason)" + advice, severity: .warning)
            }
        }
    }

    /// Why a shard that played none of a spec's runs (`--runs` below the
    /// number of shards) tested none of its invariants.
    private static let noRunInShard = "never tested, as no explored run fell in this shard (give --runs at least the number of shards)"

    /// Why an invariant tested at no turn was not, or `nil` when it is checked at every turn.
    private static func untested(_ rule: Invariant.Rule, _ activity: InvariantActivity) -> String? {
        switch rule {
        case let .holds(_, when, whenIdle):
            if !when.isEmpty {
                return activity.conditionsHeld == 0 ? "its `when` never held" : "its `when` never held while nothing moved"
            }
            return whenIdle ? "nothing ever came to rest" : nil
        case let .changes(path, _, _):
            return "`\(path)` never changed"
        case let .step(path, _):
            return "`\(path)` never moved"
        }
    }
}
