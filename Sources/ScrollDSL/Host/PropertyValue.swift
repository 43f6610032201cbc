import ScrollText

/// A value an expectation reads from the world.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
    /// A number: an alpha, a translation, a count.
    case number(Double)
    /// Text: a position word, an id.
    case text(String)
    /// `true` or `false`: whether a view is visible.
    case boolean(Bool)
    /// Not written yet (a composed behaviour's property before its first value).
    case null

    /// How it reads in messages and reports.
    public var description: String {
        switch self {
        case .number(let value): return value.rounded(toPlaces: 3).formatted
        case .text(let value): return "\"\(value)\""
        case .boolean(let value): return String(value)
        case .null: return "null"
        }
    }
}

extension Double {
    /// The value rounded to `places` decimals, for reports; a value so small
    /// that they would show 0 keeps `places` significant digits (0.00001 stays
    /// 0.00001), and one so large that it has no decimals stays as it is
    /// (scaling 1e308 up would make it infinite).
    func rounded(toPlaces places: Int) -> Double {
        guard abs(self) < 1e15, self == 0 || abs(self) >= 1e-12 else { return self }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        if self != 0, abs(self) * scale < 0.5 {
            // Up to the first significant digit, then `places - 1` more.
            while abs(self) * scale < 1 { scale *= 10 }
            for _ in 1..<max(1, places) { scale *= 10 }
        }
        return (self * scale).rounded() / scale
    }
}

extension PropertyValue {
    /// The value as JSON: a number, a string, a boolean or `null`.
    var json: String {
        switch self {
        case .number(let number): return number.formatted
        case .text(let text): return JSON.string(text)
        case .boolean(let flag): return String(flag)
        case .null: return "null"
        }
    }
}
