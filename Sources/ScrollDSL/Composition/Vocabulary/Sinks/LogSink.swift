/// `{log: EXPR}`: a line in the trace.
struct LogSink: PipelineSink {
    static let entry = VocabularyEntry(name: "log", form: "{log: EXPR}", documentation: "a line in the trace")
    let expression: TypedExpression
    let text: String

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        decoder.expression(value, "`log`", names: names).map { LogSink(expression: $0.expression, text: $0.text) }
    }

    var label: String { "log(\(text))" }
    var expressions: [TypedExpression] { [expression] }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let evaluate = scope.compile(expression)
        let world = scope.context.world
        scope.subscribe("log", stream) { world.log(evaluate($0).plotText) }
    }
}
