/// `{targetOffset: SV}`: where the glide that follows a lift ends
/// (`targetContentOffset` in `scrollViewWillEndDragging`).
struct TargetOffsetSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "targetOffset", form: "{targetOffset: SV}",
        documentation: "sets where the glide that follows the lift ends (`targetContentOffset`), in a pipeline from `{event: willEndDragging, of: SV}` "
            + "that passes the element on in the same turn; the glide keeps its deceleration rate and ends exactly there (a lift past a bound springs back as usual)")
    let scrollView: String

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        guard let scrollView = decoder.parameter(value, .scrollView, for: "targetOffset") else { return nil }
        guard type == .number else {
            decoder.context.error("`targetOffset` takes an offset, a number, not a \(type)\(type == .number.optional ? " (unwrap it with `??`)" : "")", at: map.node.mark)
            return nil
        }
        return TargetOffsetSink(scrollView: scrollView)
    }

    var label: String { "targetContentOffset(\(scrollView))" }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let cell = scope.release!
        scope.subscribe(label, stream) { bindings in
            cell.current?.targetContentOffset = bindings.value.numberValue
        }
    }
}
