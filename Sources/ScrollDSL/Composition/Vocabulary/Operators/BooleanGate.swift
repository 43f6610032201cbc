/// The operators that let an element pass while a boolean expression holds
/// (`filter`, `pausable`).
protocol BooleanGate: PipelineOperator {
    var condition: TypedExpression { get }
    var text: String { get }
    init(condition: TypedExpression, text: String)
}

extension BooleanGate {
    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        let name = entry.name
        guard let (expression, type, text) = decoder.expression(value!, "`\(name)`", names: names) else { return nil }
        guard type == .boolean else {
            decoder.context.error("`\(name)` needs a boolean expression, not a \(type)", at: value!.mark)
            return nil
        }
        return Self(condition: expression, text: text)
    }

    var label: String { "\(Self.entry.name)(\(text))" }
    var expressions: [TypedExpression] { [condition] }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        // A boolean is never out of range: no check on this per-element path.
        let evaluate = scope.compileUnchecked(condition)
        return stream.filter(label) { evaluate($0).booleanValue }
    }
}
