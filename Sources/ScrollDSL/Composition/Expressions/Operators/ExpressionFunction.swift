/// The functions expressions call, all on numbers.
enum ExpressionFunction: String, CaseIterable, Sendable {
    case min, max, clamp, abs, round, floor, ceil, sign

    /// How many arguments it takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: return 2...8
        case .clamp: return 3...3
        case .abs, .round, .floor, .ceil, .sign: return 1...1
        }
    }

    /// The function applied to compiled arguments (as many as ``arity`` allows).
    func evaluator(_ arguments: [Evaluator]) -> Evaluator {
        let first = arguments[0]
        switch self {
        case .min: return { bindings in .number(arguments.dropFirst().reduce(first(bindings).numberValue) { Swift.min($0, $1(bindings).numberValue) }) }
        case .max: return { bindings in .number(arguments.dropFirst().reduce(first(bindings).numberValue) { Swift.max($0, $1(bindings).numberValue) }) }
        case .clamp:
            let (low, high) = (arguments[1], arguments[2])
            return { .number(Swift.min(Swift.max(first($0).numberValue, low($0).numberValue), high($0).numberValue)) }
        case .abs: return { .number(Swift.abs(first($0).numberValue)) }
        case .round: return { .number(first($0).numberValue.rounded()) }
        case .floor: return { .number(first($0).numberValue.rounded(.down)) }
        case .ceil: return { .number(first($0).numberValue.rounded(.up)) }
        case .sign:
            return { bindings in
                let value = first(bindings).numberValue
                return .number(value > 0 ? 1 : value < 0 ? -1 : 0)
            }
        }
    }

    /// Every function's name, for suggestions.
    static let names = allCases.map(\.rawValue)
}

/// The functions on a list parameter: `count(L)`, `contains(L, x)` and
/// `indexOf(L, x)` (−1 when absent).
enum ListFunction: String, CaseIterable, Sendable {
    case count, contains, indexOf

    /// The arguments after the list.
    var extraArguments: Int { self == .count ? 0 : 1 }

    /// The type of what it gives.
    var type: ExpressionType { self == .contains ? .boolean : .number }

    /// The function over the list `list` reads, with the compiled argument after it.
    func evaluator(_ list: @escaping (Bindings) -> [PropertyValue], _ arguments: [Evaluator]) -> Evaluator {
        switch self {
        case .count: return { .number(Double(list($0).count)) }
        case .contains:
            let sought = arguments[0]
            return { .boolean(list($0).contains(sought($0))) }
        case .indexOf:
            let sought = arguments[0]
            return { bindings in
                let value = sought(bindings)
                return .number(Double(list(bindings).firstIndex(of: value) ?? -1))
            }
        }
    }

    /// Every function's name, for suggestions.
    static let names = allCases.map(\.rawValue)
}
