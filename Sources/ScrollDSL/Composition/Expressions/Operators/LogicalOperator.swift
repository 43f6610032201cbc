/// `and` and `or` on booleans; the right side is read only when it decides.
enum LogicalOperator: String, CaseIterable, Sendable {
    case and, or

    /// The operator applied to two compiled operands.
    func evaluator(_ lhs: @escaping Evaluator, _ rhs: @escaping Evaluator) -> Evaluator {
        switch self {
        case .and: return { .boolean(lhs($0).booleanValue && rhs($0).booleanValue) }
        case .or: return { .boolean(lhs($0).booleanValue || rhs($0).booleanValue) }
        }
    }
}
