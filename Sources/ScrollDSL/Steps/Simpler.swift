/// What steps' ``ScriptStep/simpler()`` forms are made of, so shrinking
/// leaves round numbers, usual durations and fewer rows.
enum Simpler {
    /// A copy of `value` with `change` made.
    static func changed<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
        var copy = value
        change(&copy)
        return copy
    }

    /// Fewer than `count` (above 1): one, then half.
    static func fewer(_ count: Int) -> [Int] {
        count / 2 > 1 ? [1, count / 2] : [1]
    }

    /// `value` with both components rounded to each of `steps` (when that
    /// changes it and keeps it off 0).
    static func rounder(_ value: Vector, steps: [Double]) -> [Vector] {
        var seen: [Vector] = [value]
        return steps.compactMap { step in
            let rounded = Vector(x: (value.x / step).rounded() * step, y: (value.y / step).rounded() * step)
            guard rounded != .zero, !seen.contains(rounded) else { return nil }
            seen.append(rounded)
            return rounded
        }
    }
}
