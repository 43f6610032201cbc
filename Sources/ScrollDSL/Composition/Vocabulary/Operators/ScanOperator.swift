/// `scan: {seed, next}`: an accumulated value.
struct ScanOperator: PipelineOperator {
    static let entry = VocabularyEntry(
        name: "scan", form: "scan: {seed: EXPR, next: EXPR}",
        documentation: "an accumulated value: `next` sees `acc` (the last result, `seed` at first) and `value`; binds `acc`")
    let seed: TypedExpression
    let next: TypedExpression
    let text: String

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        let context = decoder.context
        guard let map = MappingReader(value!, subject: "`scan`", keys: ["seed", "next"], context: context),
              let seedNode = map.required("seed"), let nextNode = map.required("next") else { return nil }
        guard let (seed, seedType, seedText) = decoder.expression(seedNode, "`seed`", names: names.constantsOnly) else { return nil }
        var inner = names
        inner.bindings[.acc] = seedType
        guard let (next, nextType, nextText) = decoder.expression(nextNode, "`next`", names: inner) else { return nil }
        guard seedType.accepts(nextType) else {
            context.error("`next` must give a \(seedType) like `seed`, not a \(nextType)", at: nextNode.mark)
            return nil
        }
        names.bindings[.acc] = seedType
        names.bindings[.value] = seedType
        return ScanOperator(seed: seed, next: next, text: "seed: \(seedText), next: \(nextText)")
    }

    var label: String { "scan(\(text))" }
    var expressions: [TypedExpression] { [seed, next] }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        let initial = scope.compile(seed)(Bindings(value: .null))
        let step = scope.compile(next)
        return stream.scan(Bindings(value: initial, acc: initial), label: label) { state, element in
            var bindings = element
            bindings.acc = state.acc
            let value = step(bindings)
            bindings.acc = value
            bindings.value = value
            return bindings
        }
    }
}
