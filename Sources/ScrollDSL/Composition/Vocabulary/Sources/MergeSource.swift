/// `{merge: [SOURCE, …]}`: the elements of every source.
struct MergeSource: PipelineSource {
    static let entry = VocabularyEntry(name: "merge", form: "{merge: [SOURCE, …]}", documentation: "the elements of every source, of one type")
    let sources: [any PipelineSource]

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let items = decoder.context.list(value, "merge") else { return nil }
        guard !items.isEmpty else {
            decoder.context.error("`merge` needs at least one source: `{merge: [SOURCE, …]}`", at: value.mark)
            return nil
        }
        var sources: [any PipelineSource] = []
        var type: ExpressionType?
        for item in items {
            guard let decoded = decoder.source(item) else { return nil }
            let (source, itemType) = (decoded.source, decoded.type)
            if let known = type, known.joined(with: itemType) == nil {
                decoder.context.error("`merge` joins sources of one type, not \(known) and \(itemType)", at: item.mark)
                return nil
            }
            if source.releasedScrollView != nil {
                decoder.context.error("`willEndDragging` cannot be merged: a glide's target is chosen from its own pipeline", at: item.mark)
                return nil
            }
            type = type.flatMap { $0.joined(with: itemType) } ?? itemType
            sources.append(source)
        }
        return DecodedSource(source: MergeSource(sources: sources), type: type!)
    }

    var label: String { "merge(" + sources.map(\.label).joined(separator: ", ") + ")" }
    var feeders: [String] { sources.flatMap(\.feeders) }
    func depth(streams: [String: Int]) -> Int { 1 + sources.map { $0.depth(streams: streams) }.max()! }
    func subscriptions(streams: [String: Int]) -> Int {
        sources.reduce(0) { PipelineLimits.subscriptions($0 + $1.subscriptions(streams: streams)) }
    }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        Observable.merge(sources.map { $0.observable(in: scope) })
    }
}
