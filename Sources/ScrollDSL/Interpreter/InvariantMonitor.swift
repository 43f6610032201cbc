/// Checks a spec's invariants at the end of every turn; the first broken one
/// stops the run at that turn, at the invariant's line.
final class InvariantMonitor {
    private let invariants: [Invariant]
    /// Per invariant: the value at the last turn (`changes`, `step`).
    private var last: [PropertyValue?]
    /// Per `changes` invariant: the times of the changes still inside its window.
    private var changeTimes: [[VirtualTime]]

    init(_ invariants: [Invariant]) {
        self.invariants = invariants
        last = Array(repeating: nil, count: invariants.count)
        changeTimes = Array(repeating: [], count: invariants.count)
    }

    /// Checks every invariant at the end of a turn.
    func check(in world: World) throws(RunFailure) {
        for (index, invariant) in invariants.enumerated() {
            if let problem = problem(index, invariant.rule, in: world) {
                throw RunFailure("invariant broken: \(problem) at t=\(world.now)", at: invariant.mark)
            }
        }
    }

    private func problem(_ index: Int, _ rule: Invariant.Rule, in world: World) -> String? {
        switch rule {
        case let .holds(checks, when, whenIdle):
            guard when.allSatisfy(world.holds), !whenIdle || world.isIdle else { return nil }
            // A property no behaviour has written yet is not checked until one does.
            guard let broken = checks.first(where: { world.value(of: $0.path) != .null && !world.holds($0) }) else { return nil }
            return "expected \(broken.path) to be \(world.expectedDescription(broken)), got \(world.value(of: broken.path))"
        case let .changes(path, atMost, within):
            let value = world.value(of: path)
            defer { last[index] = value }
            // A first write (from null) is not a change.
            guard let previous = last[index], previous != .null, previous != value else { return nil }
            changeTimes[index].append(world.now)
            changeTimes[index].removeAll { world.now - $0 >= within }
            let count = changeTimes[index].count
            guard count > atMost else { return nil }
            return "\(path) changed \(count) times within \(within) (at most \(atMost)), from \(previous) to \(value)"
        case let .step(path, atMost):
            let value = world.value(of: path)
            defer { last[index] = value }
            guard case .number(let current) = value, case .number(let before)? = last[index] else { return nil }
            let moved = abs(current - before)
            guard moved > atMost else { return nil }
            return "\(path) moved by \(moved.rounded(toPlaces: 3).formatted) in one turn (at most \(atMost.formatted)), from \(previousText(before)) to \(previousText(current))"
        }
    }

    /// A number as a failure message shows it.
    private func previousText(_ number: Double) -> String {
        number.rounded(toPlaces: 3).formatted
    }
}
