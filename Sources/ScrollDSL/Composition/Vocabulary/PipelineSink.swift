/// Where a pipeline's elements go (`to:`), one type per file, each listed in
/// ``PipelineVocabulary/sinks``.
protocol PipelineSink: Sendable {
    /// Its name, form and documentation.
    static var entry: VocabularyEntry { get }
    /// Keys it takes beside its name (`scrollTo` takes `animated`, `duration`).
    static var otherKeys: [String] { get }
    /// Whether it is written as a map with a value (`{set: …}`), or a bare word (`emit`).
    static var takesValue: Bool { get }
    /// Whether `top` and `bottom` name the bounds of the scroll view it acts on.
    static var namesBounds: Bool { get }
    /// The sink written as `map`, given the type of the elements reaching it,
    /// or `nil` after reporting the problem.
    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)?

    /// How it reads in `explain`.
    var label: String { get }
    /// The expressions it evaluates.
    var expressions: [TypedExpression] { get }
    /// What it feeds (`state:NAME`, `stream:NAME`), for cycles.
    var feeds: String? { get }
    /// The scroll view whose bounds `top` and `bottom` name.
    var boundedScrollView: String? { get }
    /// Subscribes the sink to `stream` for one behaviour.
    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope)
}

extension PipelineSink {
    static var otherKeys: [String] { [] }
    static var takesValue: Bool { true }
    static var namesBounds: Bool { false }
    var expressions: [TypedExpression] { [] }
    var feeds: String? { nil }
    var boundedScrollView: String? { nil }
}
