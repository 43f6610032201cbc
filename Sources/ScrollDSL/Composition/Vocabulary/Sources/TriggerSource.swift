/// `{trigger: NAME}`: the events of one trigger, while the screen is visible.
struct TriggerSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "trigger", form: "{trigger: NAME}",
        documentation: "the events of the trigger `NAME` (built in, or from a plugin file loaded before this one), only while the screen is visible (`null`)")
    let name: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        let known = decoder.context.plugins.triggerNames
        guard let name = decoder.context.identifier(value, "trigger") else { return nil }
        guard known.contains(name) else {
            decoder.context.error("unknown trigger `\(name)` (a plugin file's trigger is known to the files loaded after it)" + Suggestion.hint(for: name, among: known), at: value.mark)
            return nil
        }
        return DecodedSource(source: TriggerSource(name: name), type: .null)
    }

    var label: String { "trigger(\(name))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.context.triggerEvents([name]).map(label) { Bindings(value: .null) }
    }
}
