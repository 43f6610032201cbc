/// `{state: NAME}`: each change of a state.
struct StateSource: PipelineSource {
    static let entry = VocabularyEntry(name: "state", form: "{state: NAME}", documentation: "each change of a state (its new value)")
    let name: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let name = decoder.context.identifier(value, "state"), let type = decoder.state(name, at: value.mark) else { return nil }
        return DecodedSource(source: StateSource(name: name), type: type)
    }

    var label: String { "state(\(name))" }
    var feeders: [String] { ["state:\(name)"] }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.state(name).changes.map(label) { Bindings(value: $0) }
    }
}
