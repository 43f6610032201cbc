/// A check's reader and matcher, resolved in the world once, for a check
/// matched at many turns: an invariant at every turn, an expectation at each
/// turn of its `within` or `during`. A class, so the per-turn check reads
/// them in place. Every property a spec can name has its slot once the
/// behaviours are installed, so resolving once reads what resolving per turn would.
final class ResolvedCheck {
    /// The check as written (its remembered values resolved), for messages.
    let check: Check
    let reader: PropertyReader
    let matcher: ResolvedMatcher
    /// Whether the property is a number, read without making a value.
    private let readsNumber: Bool

    init(_ check: Check, in world: World) {
        self.check = check
        reader = PropertyReader(check.path, in: world)
        matcher = ResolvedMatcher(check.matcher, at: check.path, in: world)
        readsNumber = reader.kind == .number
    }

    /// Whether it holds now.
    func holds(in world: World) -> Bool {
        matches(in: world) ?? matcher.holds(.null)
    }

    /// Whether it breaks now. A property no behaviour has written yet breaks
    /// nothing until one does.
    func breaks(in world: World) -> Bool {
        matches(in: world) == false
    }

    /// Whether the matcher holds for the value now; `nil` while no behaviour
    /// has written the property.
    @inline(__always)
    private func matches(in world: World) -> Bool? {
        if readsNumber, let number = reader.number(world) { return matcher.holds(number: number) }
        let value = reader.read(world)
        if case .null = value { return nil }
        return matcher.holds(value)
    }

    /// What a failure says when it finds `value`: `expected PATH to be
    /// EXPECTED<suffix>, got VALUE` (an invariant's and an expectation's alike).
    func mismatch(found value: PropertyValue, in world: World, suffix: String = "") -> String {
        "expected \(check.path) to be \(world.expectedDescription(check))\(suffix), got \(value)"
    }
}
