/// `share`: one subscription for every later reader of the stream.
struct ShareOperator: PipelineOperator {
    static let entry = VocabularyEntry(
        name: "share", form: "share",
        documentation: "one subscription for every later reader of the stream: without it a stream read twice runs twice, as in RxSwift (seed 000's ordering question)")
    static let takesValue = false

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        ShareOperator()
    }

    var label: String { "share" }
    var sharesUpstream: Bool { true }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        stream.share()
    }
}
