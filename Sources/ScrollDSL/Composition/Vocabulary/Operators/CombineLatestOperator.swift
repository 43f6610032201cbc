/// `combineLatest: {state|stream: NAME}`: either side's change passes on,
/// with `latest` bound to the other side's last value.
struct CombineLatestOperator: PipelineOperator {
    static let entry = VocabularyEntry(
        name: "combineLatest", form: "combineLatest: {state|stream: NAME}",
        documentation: "a change on either side passes on once both have a value: `value` is the input's last value and `latest` the other's (a state counts its initial value)")
    let other: OtherStream

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        guard let (other, type) = OtherStream.decode(value!, for: entry.name, decoder) else { return nil }
        names.bindings[.latest] = type
        return CombineLatestOperator(other: other)
    }

    var label: String { "combineLatest(\(other.label))" }
    var readStream: String? { other.stream }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        let values = other.values(in: scope)
        return Observable(label: label, sources: [stream, values]) { observer in
            let input = Latest<Bindings>()
            let latest = Latest<PropertyValue>()
            values.subscribe { value in
                latest.value = value
                guard var next = input.value else { return }
                next.latest = value
                observer(next)
            }
            stream.subscribe { bindings in
                input.value = bindings
                guard let value = latest.value else { return }
                var next = bindings
                next.latest = value
                observer(next)
            }
        }
    }
}
