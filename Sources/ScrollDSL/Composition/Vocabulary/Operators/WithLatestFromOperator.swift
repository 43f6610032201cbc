/// `withLatestFrom: {state|stream: NAME}`: binds `latest`.
struct WithLatestFromOperator: PipelineOperator {
    static let entry = VocabularyEntry(
        name: "withLatestFrom", form: "withLatestFrom: {state|stream: NAME}",
        documentation: "binds `latest` to the state's current value (its initial value included), or to the stream's last value (nothing passes until it has one)")
    let other: OtherStream

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        guard let (other, type) = OtherStream.decode(value!, for: entry.name, decoder) else { return nil }
        names.bindings[.latest] = type
        return WithLatestFromOperator(other: other)
    }

    var label: String { "withLatestFrom(\(other.label))" }
    var readStream: String? { other.stream }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        switch other {
        case .state(let name):
            let cell = scope.state(name)
            return stream.map(label) { bindings in
                var next = bindings
                next.latest = cell.value
                return next
            }
        case .stream(let name):
            return latest(of: scope.streams[name]!, passing: stream)
        }
    }

    private func latest(of values: Observable<Bindings>, passing stream: Observable<Bindings>) -> Observable<Bindings> {
        Observable(label: label, sources: [stream, values]) { observer in
            let latest = Latest<PropertyValue>()
            values.subscribe { latest.value = $0.value }
            stream.subscribe { bindings in
                guard let value = latest.value else { return }
                var next = bindings
                next.latest = value
                observer(next)
            }
        }
    }
}
