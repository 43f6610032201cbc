/// `{contentChange: SV}`: each change of a scroll view's content size, insets
/// or viewport, whatever made it.
struct ContentChangeSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "contentChange", form: "{contentChange: SV}",
        documentation: "each change of the scroll view's content size, insets or viewport (a `set` step, a sink, another behaviour), in the turn it happens; the element is the new content height")
    let scrollView: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .scrollView, for: entry.name).map { DecodedSource(source: ContentChangeSource(scrollView: $0), type: .number) }
    }

    var label: String { "contentChange(\(scrollView))" }
    var feeders: [String] { ["contentChange:\(scrollView)"] }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let host = scope.scrollView(scrollView)
        return host.didChangeLayout.map(label) { _ in Bindings(value: .number(host.contentHeight)) }
    }
}
