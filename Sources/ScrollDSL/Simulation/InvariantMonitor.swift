/// Checks a spec's invariants at the end of every turn; the first broken one
/// stops the run at that turn, at the invariant's line. Each path is resolved
/// to its reader once, when the run starts, and nothing is copied per turn.
final class InvariantMonitor {
    /// Owns the checkers.
    private let checkers: [InvariantChecker]
    // Unretained for speed: with the checks' and readers', scrollbench's exploration (2 invariants) 22% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    /// The same checkers, unretained, for the per-turn check (iterating the
    /// owning array would retain and release each one at every turn).
    private let unretained: [Unmanaged<InvariantChecker>]

    /// The monitor of `invariants` in `world`, whose behaviours are installed.
    init(_ invariants: [Invariant], in world: World) {
        checkers = invariants.map { invariant -> InvariantChecker in
            switch invariant.rule {
            case let .holds(checks, when, whenIdle): return HoldsChecker(checks, when: when, whenIdle: whenIdle, mark: invariant.mark, in: world)
            case let .changes(path, atMost, within): return ChangesChecker(path, atMost: atMost, within: within, mark: invariant.mark, in: world)
            case let .step(path, atMost): return StepChecker(path, atMost: atMost, mark: invariant.mark, in: world)
            }
        }
        unretained = checkers.map { .passUnretained($0) }
        for path in invariants.flatMap(\.paths) { Self.scrollViewFollowed(by: path, in: world)?.isWatchedEveryTurn = true }
    }

    /// The scroll view whose motion the value at `path` follows: the one it
    /// names, or the one the navigation bar of the screen it names follows.
    private static func scrollViewFollowed(by path: PropertyPath, in world: World) -> SimulatedScrollView? {
        world.stage.scrollView(ifDeclared: path.target) ?? world.stage.screen(ifDeclared: path.target)?.contentScrollView
    }

    /// How often each invariant was put to the test in this run, in spec order.
    var activity: [InvariantActivity] {
        checkers.map(\.activity)
    }

    /// The first invariant broken at the end of a turn, if one is.
    @inline(__always)
    func broken(in world: World) -> RunFailure? {
        for checker in unretained {
            if let problem = checker._withUnsafeGuaranteedRef({ $0.problem(in: world) }) {
                return Self.failure(problem, of: checker.takeUnretainedValue(), in: world)
            }
        }
        return nil
    }

    /// The failure of a broken invariant, made out of the per-turn path.
    @inline(never)
    private static func failure(_ problem: String, of checker: InvariantChecker, in world: World) -> RunFailure {
        RunFailure("invariant broken: \(problem) at t=\(world.now)", at: checker.mark)
    }
}

/// One invariant, ready to check at each turn (a class, not a protocol, so
/// the monitor can hold its checkers unretained).
private class InvariantChecker {
    let mark: Mark
    /// How often this run put it to the test.
    final var activity = InvariantActivity()

    init(mark: Mark) {
        self.mark = mark
    }

    /// What is broken now, if anything; each kind of invariant overrides it.
    func problem(in world: World) -> String? {
        nil
    }
}

/// `{PATH: MATCHER, …}` with `when` and `whenIdle`.
private final class HoldsChecker: InvariantChecker {
    /// Each check's reader and matcher, made once: nothing is looked up per turn.
    private let checks: [ResolvedCheck]
    private let conditions: [ResolvedCheck]
    /// The same, unretained, for the per-turn check.
    private let unretainedChecks: [Unmanaged<ResolvedCheck>]
    private let unretainedConditions: [Unmanaged<ResolvedCheck>]
    private let whenIdle: Bool
    /// The one check of the common invariant, without a `when`, checked on a shorter path.
    private let single: Unmanaged<ResolvedCheck>?

    init(_ checks: [Check], when: [Check], whenIdle: Bool, mark: Mark, in world: World) {
        self.checks = checks.map { ResolvedCheck($0, in: world) }
        conditions = when.map { ResolvedCheck($0, in: world) }
        unretainedChecks = self.checks.map { .passUnretained($0) }
        unretainedConditions = conditions.map { .passUnretained($0) }
        self.whenIdle = whenIdle
        single = unretainedChecks.count == 1 && unretainedConditions.isEmpty ? unretainedChecks[0] : nil
        super.init(mark: mark)
    }

    override func problem(in world: World) -> String? {
        if let single {
            if whenIdle, !world.isIdle { return nil }
            activity.tested &+= 1
            guard single._withUnsafeGuaranteedRef({ $0.breaks(in: world) }) else { return nil }
            return problem(of: single.takeUnretainedValue(), in: world)
        }
        return problemOfAll(in: world)
    }

    /// ``problem(in:)`` of an invariant with several checks or a `when`.
    @inline(never)
    private func problemOfAll(in world: World) -> String? {
        for condition in unretainedConditions where !condition._withUnsafeGuaranteedRef({ $0.holds(in: world) }) { return nil }
        activity.conditionsHeld &+= 1
        if whenIdle, !world.isIdle { return nil }
        activity.tested &+= 1
        for check in unretainedChecks where check._withUnsafeGuaranteedRef({ $0.breaks(in: world) }) {
            return problem(of: check.takeUnretainedValue(), in: world)
        }
        return nil
    }

    /// What is wrong with `check`, made out of the per-turn path.
    @inline(never)
    private func problem(of check: ResolvedCheck, in world: World) -> String {
        check.mismatch(found: check.reader.read(world), in: world)
    }
}

/// `{changes: PATH, atMost: N, within: DURATION}`: no flicker.
private final class ChangesChecker: InvariantChecker {
    private let path: PropertyPath
    private let reader: PropertyReader
    private let atMost: Int
    private let within: VirtualTime
    private var last: PropertyValue?
    /// The times of the changes still inside the window.
    private var times: [VirtualTime] = []

    init(_ path: PropertyPath, atMost: Int, within: VirtualTime, mark: Mark, in world: World) {
        self.path = path
        reader = PropertyReader(path, in: world)
        self.atMost = atMost
        self.within = within
        super.init(mark: mark)
    }

    override func problem(in world: World) -> String? {
        let value = reader.read(world)
        defer { last = value }
        // A first write (from null) is not a change.
        guard let previous = last, previous != .null, previous != value else { return nil }
        activity.tested &+= 1
        let now = world.now
        times.append(now)
        times.removeAll { now - $0 >= within }
        guard times.count > atMost else { return nil }
        return "\(path) changed \(times.count) times within \(within) (at most \(atMost)), from \(previous) to \(value)"
    }
}

/// `{step: PATH, atMost: N}`: no jump.
private final class StepChecker: InvariantChecker {
    private let path: PropertyPath
    private let reader: PropertyReader
    private let atMost: Double
    private var last: Double?

    init(_ path: PropertyPath, atMost: Double, mark: Mark, in world: World) {
        self.path = path
        reader = PropertyReader(path, in: world)
        self.atMost = atMost
        super.init(mark: mark)
    }

    override func problem(in world: World) -> String? {
        guard case .number(let current) = reader.read(world) else {
            last = nil
            return nil
        }
        defer { last = current }
        guard let before = last, current != before else { return nil }
        activity.tested &+= 1
        guard abs(current - before) > atMost else { return nil }
        return "\(path) moved by \(Self.text(abs(current - before))) in one turn (at most \(atMost.formatted)), from \(Self.text(before)) to \(Self.text(current))"
    }

    /// A number as a failure message shows it.
    private static func text(_ number: Double) -> String {
        number.rounded(toPlaces: 3).formatted
    }
}
