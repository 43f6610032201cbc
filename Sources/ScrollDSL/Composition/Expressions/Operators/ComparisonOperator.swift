/// `< <= > >=` on numbers.
enum ComparisonOperator: String, CaseIterable, Sendable {
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// The comparison of two compiled operands.
    func evaluator(_ lhs: @escaping Evaluator, _ rhs: @escaping Evaluator) -> Evaluator {
        switch self {
        case .less: return { .boolean(lhs($0).numberValue < rhs($0).numberValue) }
        case .lessOrEqual: return { .boolean(lhs($0).numberValue <= rhs($0).numberValue) }
        case .greater: return { .boolean(lhs($0).numberValue > rhs($0).numberValue) }
        case .greaterOrEqual: return { .boolean(lhs($0).numberValue >= rhs($0).numberValue) }
        }
    }
}
