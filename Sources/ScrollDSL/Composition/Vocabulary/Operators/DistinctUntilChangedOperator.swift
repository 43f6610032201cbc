/// `distinctUntilChanged`: only values that differ from the one before.
struct DistinctUntilChangedOperator: PipelineOperator {
    static let entry = VocabularyEntry(
        name: "distinctUntilChanged", form: "distinctUntilChanged", documentation: "only values that differ from the one before", aliases: ["removeDuplicates"])
    static let takesValue = false

    /// Whether the elements are lists (`{visibleItems}`), compared element by element.
    let comparesLists: Bool

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        DistinctUntilChangedOperator(comparesLists: names.bindings[.value] == .list)
    }

    var label: String { "distinctUntilChanged" }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        comparesLists ? stream.distinctUntilChanged { $0.list ?? [] } : stream.distinctUntilChanged { $0.value }
    }
}
