/// `{stream: NAME}`: another pipeline's output.
struct StreamSource: PipelineSource {
    static let entry = VocabularyEntry(name: "stream", form: "{stream: NAME}", documentation: "the output of an earlier pipeline (`to: {stream: NAME}`)")
    let name: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let name = decoder.context.identifier(value, "stream"), let type = decoder.stream(name, at: value.mark) else { return nil }
        return DecodedSource(source: StreamSource(name: name), type: type)
    }

    var label: String { "stream(\(name))" }
    var feeders: [String] { ["stream:\(name)"] }
    func depth(streams: [String: Int]) -> Int { streams[name] ?? 0 }
    func subscriptions(streams: [String: Int]) -> Int { streams[name] ?? 1 }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.streams[name]!
    }
}
