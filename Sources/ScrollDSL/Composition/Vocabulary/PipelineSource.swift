/// Where a pipeline's elements come from (`from:`), one type per file, each
/// listed in ``PipelineVocabulary/sources``.
protocol PipelineSource: Sendable {
    /// Its name, form and documentation.
    static var entry: VocabularyEntry { get }
    /// Keys it takes beside its name (`event` takes `of`).
    static var otherKeys: [String] { get }
    /// The source written as `map` (its own key's value is `value`), with the
    /// type of its elements, or `nil` after reporting the problem.
    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource?

    /// How it reads in `explain`.
    var label: String { get }
    /// The states and streams whose changes start it (`state:NAME`, `stream:NAME`).
    var feeders: [String] { get }
    /// How many subscriptions to the host each subscription to it makes, with
    /// those of each named stream (a stream is subscribed anew by each reader).
    func subscriptions(streams: [String: Int]) -> Int
    /// How many operators deep it is, with the depth of each named stream.
    func depth(streams: [String: Int]) -> Int
    /// The scroll view whose `willEndDragging` it hears, for a `targetOffset` sink.
    var releasedScrollView: String? { get }
    /// Its elements for one behaviour.
    func observable(in scope: PipelineScope) -> Observable<Bindings>
}

extension PipelineSource {
    static var otherKeys: [String] { [] }
    var feeders: [String] { [] }
    func depth(streams: [String: Int]) -> Int { 1 }
    func subscriptions(streams: [String: Int]) -> Int { 1 }
    var releasedScrollView: String? { nil }
}

/// A source's map as written: its pairs, for the keys beside the name.
struct SourceMap {
    let node: Node
    let pairs: [Node.Pair]

    /// The value of `key`, if written.
    subscript(key: String) -> Node? {
        pairs.first { $0.key.isScalar(key) }?.value
    }
}

/// A source as decoded, with the type of its elements.
struct DecodedSource {
    let source: any PipelineSource
    let type: ExpressionType
    /// The named fields a record source binds beside `value` (`{tap: VIEW}`'s `x` and `y`).
    var record: [TypedExpression.Binding: ExpressionType] = [:]
}
