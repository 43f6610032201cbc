/// `startWith: EXPR`: a first value when the behaviour is installed.
struct StartWithOperator: PipelineOperator {
    static let entry = VocabularyEntry(
        name: "startWith", form: "startWith: EXPR", documentation: "the expression's value first, when the behaviour is installed", aliases: ["prepend"])
    let expression: TypedExpression
    let text: String

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        guard let (expression, type, text) = decoder.expression(value!, "`startWith`", names: names.constantsOnly) else { return nil }
        let elementType = names.bindings[.value]!
        guard let joined = elementType.joined(with: type) else {
            decoder.context.error("`startWith` needs a \(elementType), not a \(type)", at: value!.mark)
            return nil
        }
        names.bindings[.value] = joined
        return StartWithOperator(expression: expression, text: text)
    }

    var label: String { "startWith(\(text))" }
    var expressions: [TypedExpression] { [expression] }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        stream.startWith(Bindings(value: scope.compile(expression)(Bindings(value: .null))), label: label)
    }
}
