/// Checks a spec's invariants at the end of every turn; the first broken one
/// stops the run at that turn, at the invariant's line. Each path is resolved
/// to its reader once, when the run starts, and nothing is copied per turn.
final class InvariantMonitor {
    private let checkers: [any InvariantChecker]

    /// The monitor of `invariants` in `world`, whose behaviours are installed.
    init(_ invariants: [Invariant], in world: World) {
        checkers = invariants.map { invariant -> any InvariantChecker in
            switch invariant.rule {
            case let .holds(checks, when, whenIdle): return HoldsChecker(checks, when: when, whenIdle: whenIdle, mark: invariant.mark, in: world)
            case let .changes(path, atMost, within): return ChangesChecker(path, atMost: atMost, within: within, mark: invariant.mark, in: world)
            case let .step(path, atMost): return StepChecker(path, atMost: atMost, mark: invariant.mark, in: world)
            }
        }
    }

    /// Checks every invariant at the end of a turn.
    func check(in world: World) throws(RunFailure) {
        for checker in checkers {
            if let problem = checker.problem(in: world) {
                throw RunFailure("invariant broken: \(problem) at t=\(world.now)", at: checker.mark)
            }
        }
    }
}

/// One invariant, ready to check at each turn.
private protocol InvariantChecker: AnyObject {
    var mark: Mark { get }
    /// What is broken now, if anything.
    func problem(in world: World) -> String?
}

/// `{PATH: MATCHER, …}` with `when` and `whenIdle`.
private final class HoldsChecker: InvariantChecker {
    let mark: Mark
    /// Each check's reader and match, made once: nothing is copied per turn.
    private let checks: [(reader: PropertyReader, holds: (PropertyValue) -> Bool)]
    private let conditions: [(reader: PropertyReader, holds: (PropertyValue) -> Bool)]
    /// The checks as written, for the message.
    private let written: [Check]
    private let whenIdle: Bool

    init(_ checks: [Check], when: [Check], whenIdle: Bool, mark: Mark, in world: World) {
        // The world owns the monitor: its matches hold it unowned.
        func compiled(_ check: Check) -> (PropertyReader, (PropertyValue) -> Bool) {
            (PropertyReader(check.path, in: world), { [unowned world] value in world.holds(check, value: value) })
        }
        self.checks = checks.map(compiled)
        conditions = when.map(compiled)
        written = checks
        self.whenIdle = whenIdle
        self.mark = mark
    }

    func problem(in world: World) -> String? {
        for condition in conditions where !condition.holds(condition.reader.read(world)) { return nil }
        if whenIdle, !world.isIdle { return nil }
        for (index, check) in checks.enumerated() {
            let value = check.reader.read(world)
            // A property no behaviour has written yet is not checked until one does.
            guard value != .null, !check.holds(value) else { continue }
            return "expected \(written[index].path) to be \(world.expectedDescription(written[index])), got \(value)"
        }
        return nil
    }
}

/// `{changes: PATH, atMost: N, within: DURATION}`: no flicker.
private final class ChangesChecker: InvariantChecker {
    let mark: Mark
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
        self.mark = mark
    }

    func problem(in world: World) -> String? {
        let value = reader.read(world)
        defer { last = value }
        // A first write (from null) is not a change.
        guard let previous = last, previous != .null, previous != value else { return nil }
        let now = world.now
        times.append(now)
        times.removeAll { now - $0 >= within }
        guard times.count > atMost else { return nil }
        return "\(path) changed \(times.count) times within \(within) (at most \(atMost)), from \(previous) to \(value)"
    }
}

/// `{step: PATH, atMost: N}`: no jump.
private final class StepChecker: InvariantChecker {
    let mark: Mark
    private let path: PropertyPath
    private let reader: PropertyReader
    private let atMost: Double
    private var last: Double?

    init(_ path: PropertyPath, atMost: Double, mark: Mark, in world: World) {
        self.path = path
        reader = PropertyReader(path, in: world)
        self.atMost = atMost
        self.mark = mark
    }

    func problem(in world: World) -> String? {
        guard case .number(let current) = reader.read(world) else {
            last = nil
            return nil
        }
        defer { last = current }
        guard let before = last, abs(current - before) > atMost else { return nil }
        return "\(path) moved by \(Self.text(abs(current - before))) in one turn (at most \(atMost.formatted)), from \(Self.text(before)) to \(Self.text(current))"
    }

    /// A number as a failure message shows it.
    private static func text(_ number: Double) -> String {
        number.rounded(toPlaces: 3).formatted
    }
}
