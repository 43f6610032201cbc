/// `{events: PARAM}`: the events a parameter lists, of the plugin's first scroll view.
struct EventsSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "events", form: "{events: PARAM}",
        documentation: "the events an `events` parameter lists: `dragBegin`, `dragEnd` of the plugin's first scroll view, and triggers (`null`)")
    let parameter: String
    let scrollView: String?

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let parameter = decoder.parameter(value, .events, for: entry.name) else { return nil }
        let scrollView = decoder.parameters.first { $0.type.sameKind(as: .scrollView) }?.name
        return DecodedSource(source: EventsSource(parameter: parameter, scrollView: scrollView), type: .null)
    }

    var label: String { "events(\(parameter))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let events = scrollView.map { scope.context.events(parameter, of: scope.scrollView($0)) } ?? scope.context.triggers(parameter)
        return events.map(label) { Bindings(value: .null) }
    }
}
