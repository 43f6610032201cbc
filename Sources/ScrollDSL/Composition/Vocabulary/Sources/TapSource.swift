/// `{tap: VIEW}`: taps on a view, while its screen is visible.
struct TapSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "tap", form: "{tap: VIEW}",
        documentation: "each tap on the view parameter `VIEW` (a `tap: {view}` step, or a `tap: {x, y}` inside its frame), only while its screen is visible (`null`)")
    let view: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .view(needsHeight: false), for: entry.name).map { DecodedSource(source: TapSource(view: $0), type: .null) }
    }

    var label: String { "tap(\(view))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.view(view).didTap.pausable(scope.context.screen.visibility).map(label) { Bindings(value: .null) }
    }
}
