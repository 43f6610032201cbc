/// `map: EXPR`: the expression's value becomes `value`.
struct MapOperator: PipelineOperator {
    static let entry = VocabularyEntry(name: "map", form: "map: EXPR", documentation: "the expression's value becomes `value`")
    let expression: TypedExpression
    let text: String

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        guard let (expression, type, text) = decoder.expression(value!, "`map`", names: names) else { return nil }
        names.bindings[.value] = type
        return MapOperator(expression: expression, text: text)
    }

    var label: String { "map(\(text))" }
    var expressions: [TypedExpression] { [expression] }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        let evaluate = scope.compile(expression)
        return stream.map(label) { bindings in
            var next = bindings
            next.value = evaluate(bindings)
            return next
        }
    }
}
