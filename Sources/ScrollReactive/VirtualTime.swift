/// A point in virtual time, or a length of it, in whole nanoseconds.
///
/// Virtual time starts at 0 and is exact: no wall clock is ever read.
public struct VirtualTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Nanoseconds since time 0 (or the length, for a duration).
    public var nanoseconds: Int64

    /// Creates a time from nanoseconds.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// Time 0, when every run starts.
    public static let zero = VirtualTime(nanoseconds: 0)

    /// A whole number of milliseconds.
    public static func milliseconds(_ value: Int64) -> VirtualTime {
        VirtualTime(nanoseconds: value * 1_000_000)
    }

    /// A whole number of seconds.
    public static func seconds(_ value: Int64) -> VirtualTime {
        VirtualTime(nanoseconds: value * 1_000_000_000)
    }

    /// The time in seconds, for physics.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    /// The time `rhs` after `lhs`.
    public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        VirtualTime(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }
    /// How long from `rhs` to `lhs`.
    public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        VirtualTime(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }

    /// Exact and short: `0s`, `300ms`, `1.5s`, `8.333333ms`, `1.416666667s`.
    public var description: String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        if magnitude == 0 { return "0s" }
        if magnitude % 1_000_000 == 0 {
            let milliseconds = magnitude / 1_000_000
            if milliseconds < 1000 { return "\(sign)\(milliseconds)ms" }
            return sign + Self.decimal(milliseconds, scale: 1000) + "s"
        }
        if magnitude >= 1_000_000_000 { return sign + Self.decimal(magnitude, scale: 1_000_000_000) + "s" }
        return sign + Self.decimal(magnitude, scale: 1_000_000) + "ms"
    }

    /// `value / scale` written with as many decimals as it needs.
    private static func decimal(_ value: UInt64, scale: UInt64) -> String {
        let whole = value / scale
        var fraction = value % scale
        guard fraction > 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: String(scale).count - 1 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast(); fraction /= 10 }
        return "\(whole).\(digits)"
    }
}
