extension World {
    /// The current value at a property path the spec has checked.
    public func value(of path: PropertyPath) -> PropertyValue {
        PropertyReader(path, in: self).read(self)
    }

    /// What a check expects, in a report, with the tolerance it is compared
    /// within: `top (-98) ±0.5`, `2902 ±0.5`, `0.75 ±0.005`, `"bottom"`, `not top (-98) ±0.5`.
    func expectedDescription(_ check: Check) -> String {
        describe(check.matcher, at: check.path)
    }

    private func describe(_ matcher: Matcher, at path: PropertyPath) -> String {
        switch matcher {
        case let .approximately(value, tolerance):
            return "\(describe(value, at: path)) ±\(tolerance.formatted)"
        case .samePath(let other):
            return "\(other) (\(value(of: other)))"
        case let .bound(target, tolerance):
            return "\(target.word) (\(bound(target, at: path))) ±\(tolerance.formatted)"
        case let .range(minimum, maximum):
            let ends = [minimum, maximum].map { end in end.map { describe($0, at: path) } }
            return "in [\(ends[0] ?? "-∞"), \(ends[1] ?? "∞")]"
        case .not(let inner):
            return "not \(describe(inner, at: path))"
        default:
            return matcher.description
        }
    }

    private func describe(_ operand: Operand, at path: PropertyPath) -> String {
        switch operand {
        case .bound(let target): return "\(target.word) (\(bound(target, at: path)))"
        case .path(let other): return "\(other) (\(value(of: other)))"
        default: return operand.description
        }
    }

    /// A bound of the checked scroll view now, rounded as found values are.
    private func bound(_ target: OffsetTarget, at path: PropertyPath) -> String {
        stage.scrollView(path.target).offset(of: target).rounded(toPlaces: 3).formatted
    }
}

extension Check {
    /// The check with each `$NAME` replaced by the value `memory` holds for it.
    func resolved(with memory: [String: PropertyValue]) -> Check {
        var check = self
        check.matcher = matcher.resolved(with: memory)
        return check
    }
}

extension Matcher {
    func resolved(with memory: [String: PropertyValue]) -> Matcher {
        switch self {
        case let .approximately(value, tolerance): return .approximately(value.resolved(with: memory), tolerance: tolerance)
        case let .range(minimum, maximum): return .range(min: minimum?.resolved(with: memory), max: maximum?.resolved(with: memory))
        case .remembered(let name):
            switch memory[name] {
            case .text(let text)?: return .text(text)
            case .boolean(let value)?: return .boolean(value)
            default: return self
            }
        case .not(let inner): return .not(inner.resolved(with: memory))
        default: return self
        }
    }
}

extension Operand {
    /// The number, once resolved.
    var number: Double? {
        if case .value(let value) = self { return value }
        return nil
    }

    func resolved(with memory: [String: PropertyValue]) -> Operand {
        if case .remembered(let name) = self, case .number(let value)? = memory[name] { return .value(value) }
        return self
    }
}
