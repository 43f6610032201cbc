/// A value an expectation reads from the world.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case text(String)
    case boolean(Bool)

    public var description: String {
        switch self {
        case .number(let value): return value.rounded(toPlaces: 3).formatted
        case .text(let value): return "\"\(value)\""
        case .boolean(let value): return String(value)
        }
    }
}

extension Double {
    /// The value rounded to `places` decimals, for reports.
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}

extension World {
    /// The current value at a property path the spec has checked.
    public func value(of path: PropertyPath) -> PropertyValue {
        PropertyReader(path, in: self).read(self)
    }

    /// Whether a check holds now.
    func holds(_ check: Check) -> Bool {
        let value = value(of: check.path)
        switch (check.matcher, value) {
        case let (.approximately(expected, tolerance), .number(actual)):
            return abs(actual - expected) <= tolerance
        case let (.range(minimum, maximum), .number(actual)):
            return actual >= (minimum ?? -.infinity) && actual <= (maximum ?? .infinity)
        case let (.bound(target, tolerance), .number(actual)):
            return abs(actual - scrollView(check.path.target).offset(of: target)) <= tolerance
        case let (.text(expected), .text(actual)):
            return expected == actual
        case let (.boolean(expected), .boolean(actual)):
            return expected == actual
        default:
            return false
        }
    }

    /// What a check expects, in a report: `top (-98)`, `2902`, `"bottom"`.
    func expectedDescription(_ check: Check) -> String {
        switch check.matcher {
        case let .approximately(value, tolerance):
            return tolerance == spec.tolerance ? value.formatted : "\(value.formatted) ±\(tolerance.formatted)"
        case let .bound(target, _):
            return "\(check.matcher) (\(scrollView(check.path.target).offset(of: target).formatted))"
        default:
            return check.matcher.description
        }
    }
}
