/// `filter: EXPR`: only elements where the boolean expression holds.
struct FilterOperator: BooleanGate {
    static let entry = VocabularyEntry(name: "filter", form: "filter: EXPR", documentation: "only elements where the boolean expression holds")
    let condition: TypedExpression
    let text: String
}
