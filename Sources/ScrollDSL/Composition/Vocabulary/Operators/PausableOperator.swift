/// `pausable: EXPR`: elements pass only while the boolean expression holds.
struct PausableOperator: BooleanGate {
    static let entry = VocabularyEntry(name: "pausable", form: "pausable: EXPR", documentation: "only while the boolean expression holds")
    let condition: TypedExpression
    let text: String
}
