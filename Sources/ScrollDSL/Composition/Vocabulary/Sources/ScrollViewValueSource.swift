/// The sources that report a scroll view's value at each `didScroll` or phase
/// change (`offset`, `velocity`, `phase`): one parameter, a scroll view.
protocol ScrollViewValueSource: PipelineSource {
    /// The scroll view parameter it reads.
    var scrollView: String { get }
    init(scrollView: String)
    /// The type of its elements.
    static var elementType: ExpressionType { get }
}

extension ScrollViewValueSource {
    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .scrollView, for: entry.name).map { DecodedSource(source: Self(scrollView: $0), type: elementType) }
    }

    var label: String { "\(Self.entry.name)(\(scrollView))" }
}
