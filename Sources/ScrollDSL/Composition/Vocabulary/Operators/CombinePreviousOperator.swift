/// `combinePrevious`: binds `previous` to the element before.
struct CombinePreviousOperator: PipelineOperator {
    static let entry = VocabularyEntry(name: "combinePrevious", form: "combinePrevious", documentation: "binds `previous` to the element before; from the second element on")
    static let takesValue = false

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        names.bindings[.previous] = names.bindings[.value]!
        return CombinePreviousOperator()
    }

    var label: String { "combinePrevious" }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        Observable(label: label, source: stream) { observer in
            let previous = Latest<PropertyValue>()
            stream.subscribe { bindings in
                defer { previous.value = bindings.value }
                guard let last = previous.value else { return }
                var next = bindings
                next.previous = last
                observer(next)
            }
        }
    }
}
