/// `{triggers: PARAM}`: the triggers a parameter lists, while the screen is visible.
struct TriggersSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "triggers", form: "{triggers: PARAM}", documentation: "the triggers a `triggers` parameter lists, merged, only while the screen is visible (`null`)")
    let parameter: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .triggers, for: entry.name).map { DecodedSource(source: TriggersSource(parameter: $0), type: .null) }
    }

    var label: String { "triggers(\(parameter))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.context.triggers(parameter).map(label) { Bindings(value: .null) }
    }
}
