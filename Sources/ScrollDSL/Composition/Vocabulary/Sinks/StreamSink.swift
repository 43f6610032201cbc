/// `{stream: NAME}`: names the output for later pipelines.
struct StreamSink: PipelineSink {
    static let entry = VocabularyEntry(name: "stream", form: "{stream: NAME}", documentation: "names the output for later pipelines (`value` alone goes on)")
    let name: String

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        guard let name = decoder.context.identifier(value, "stream"), decoder.nameStream(name, type: type, at: value.mark) else { return nil }
        return StreamSink(name: name)
    }

    var label: String { "stream(\(name))" }
    var feeds: String? { "stream:\(name)" }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        scope.streams[name] = stream.map("value") { Bindings(value: $0.value, list: $0.list) }
    }
}
