/// A check's matcher resolved against the world once: `top` and `bottom`
/// name the checked scroll view itself, not its identifier, and `{not: …}`
/// is a flag, so an invariant matched at every turn looks nothing up by
/// name, copies nothing and recurses nowhere.
struct ResolvedMatcher {
    /// What a value is compared with.
    enum Test {
        /// A number, give or take `tolerance`.
        case near(Double, tolerance: Double)
        /// A number in a range with a scroll view's bound at one end or
        /// both (the other a number, or open).
        case range(Limit?, Limit?)
        /// A number in a range whose ends are numbers (an open end infinite):
        /// the common invariant, compared without reading a limit.
        case between(Double, Double)
        /// A scroll view's bound (or a number), give or take `tolerance`.
        case nearLimit(Limit, tolerance: Double)
        case text(String)
        case boolean(Bool)
        /// The value another property holds when matched (a word or boolean).
        case same(PathLimit)
        /// Nothing matches: an unresolved `$NAME`.
        case nothing
    }

    /// An end of a range or a bound: a number, or a bound of the checked
    /// scroll view as it is when matched.
    enum Limit {
        case number(Double)
        // Unretained for speed: with the invariant monitor's, scrollbench's exploration 22% faster (docs/benchmarks.md, "What the unchecked accesses buy").
        case bound(OffsetTarget, of: Unmanaged<SimulatedScrollView>)
        /// Another property's number (`{path: PATH}`), NaN when it holds none.
        case path(PathLimit)

        /// The number now.
        var value: Double {
            switch self {
            case .number(let number): return number
            case let .bound(target, scrollView): return scrollView._withUnsafeGuaranteedRef { $0.offset(of: target) }
            case .path(let other): return other.value.number ?? .nan
            }
        }
    }

    /// Another property a check compares with, read when matched.
    struct PathLimit {
        let reader: PropertyReader
        // The world outlives every check resolved in it.
        let world: Unmanaged<World>

        /// Its value now.
        var value: PropertyValue {
            world._withUnsafeGuaranteedRef { reader.read($0) }
        }
    }

    let test: Test
    /// Whether the matcher is `{not: …}` (an odd number of times).
    let negated: Bool

    /// `matcher` of a check at `path`, which the spec has checked, in
    /// `world`, which outlives it.
    init(_ matcher: Matcher, at path: PropertyPath, in world: World) {
        var matcher = matcher
        var negated = false
        while case .not(let inner) = matcher {
            negated.toggle()
            matcher = inner
        }
        func limit(_ operand: Operand) -> Limit {
            switch operand {
            case .value(let value): return .number(value)
            case .bound(let target): return .bound(target, of: .passUnretained(world.stage.scrollView(path.target)))
            // An unresolved `$NAME`: no number is in a range that ends at it.
            case .remembered: return .number(.nan)
            case .path(let other): return .path(PathLimit(reader: PropertyReader(other, in: world), world: .passUnretained(world)))
            }
        }
        switch matcher {
        case let .approximately(.path(other), tolerance): test = .nearLimit(limit(.path(other)), tolerance: tolerance)
        case let .approximately(expected, tolerance): test = expected.number.map { .near($0, tolerance: tolerance) } ?? .nothing
        case let .range(minimum, maximum):
            switch (minimum.map(limit), maximum.map(limit)) {
            case let (.number(low)?, .number(high)?): test = .between(low, high)
            case let (.number(low)?, nil): test = .between(low, .infinity)
            case let (nil, .number(high)?): test = .between(-.infinity, high)
            case let (low, high): test = .range(low, high)
            }
        case let .bound(target, tolerance): test = .nearLimit(limit(.bound(target)), tolerance: tolerance)
        case .text(let text): test = .text(text)
        case .boolean(let value): test = .boolean(value)
        case .samePath(let other): test = .same(PathLimit(reader: PropertyReader(other, in: world), world: .passUnretained(world)))
        case .remembered, .not: test = .nothing
        }
        self.negated = negated
    }

    /// Whether `value` matches; inlined into the invariants' per-turn check.
    @inline(__always)
    func holds(_ value: PropertyValue) -> Bool {
        test.holds(value) != negated
    }

    /// Whether it holds for a number, the value of most checks.
    @inline(__always)
    func holds(number: Double) -> Bool {
        test.holds(number: number) != negated
    }
}

extension ResolvedMatcher.Test {
    @inline(__always)
    func holds(_ value: PropertyValue) -> Bool {
        switch value {
        case .number(let actual):
            return holds(number: actual)
        case .text(let actual):
            if case .same(let other) = self, case .text(let expected) = other.value { return expected == actual }
            guard case .text(let expected) = self else { return false }
            return expected == actual
        case .boolean(let actual):
            if case .same(let other) = self, case .boolean(let expected) = other.value { return expected == actual }
            guard case .boolean(let expected) = self else { return false }
            return expected == actual
        case .null:
            return false
        }
    }

    @inline(__always)
    func holds(number actual: Double) -> Bool {
        switch self {
        case let .near(expected, tolerance): return abs(actual - expected) <= tolerance
        case let .between(minimum, maximum): return actual >= minimum && actual <= maximum
        case let .range(minimum, maximum): return actual >= (minimum?.value ?? -.infinity) && actual <= (maximum?.value ?? .infinity)
        case let .nearLimit(limit, tolerance): return abs(actual - limit.value) <= tolerance
        case .text, .boolean, .same, .nothing: return false
        }
    }
}
