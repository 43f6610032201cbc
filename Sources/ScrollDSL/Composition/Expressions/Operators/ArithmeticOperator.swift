/// `+ - * / %` on numbers.
enum ArithmeticOperator: String, CaseIterable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

    /// The operator applied to two compiled operands.
    func evaluator(_ lhs: @escaping Evaluator, _ rhs: @escaping Evaluator) -> Evaluator {
        switch self {
        case .add: return { .number(lhs($0).numberValue + rhs($0).numberValue) }
        case .subtract: return { .number(lhs($0).numberValue - rhs($0).numberValue) }
        case .multiply: return { .number(lhs($0).numberValue * rhs($0).numberValue) }
        case .divide: return { .number(lhs($0).numberValue / rhs($0).numberValue) }
        case .remainder: return { .number(lhs($0).numberValue.truncatingRemainder(dividingBy: rhs($0).numberValue)) }
        }
    }
}
