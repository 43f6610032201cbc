/// `{command: NAME}`: a script step that names the behaviour by its `id`
/// (`endRefreshing: refresh`); the step `NAME` exists because a plugin hears it.
struct CommandSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "command", form: "{command: NAME}",
        documentation: "each script step `NAME: ID` that names this behaviour by its `id`, in a turn of its own (`null`); the plugin adds the step `NAME` to the language, "
            + "and specs that use it must give the behaviour an `id`")
    let name: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let name = decoder.context.identifier(value, "command") else { return nil }
        guard decoder.kind == .behaviour else {
            decoder.context.error("a trigger hears no commands: script steps name behaviours by their `id`", at: value.mark)
            return nil
        }
        if Step.names.contains(name), !StepDeclaration.commandSteps.contains(name) {
            decoder.context.error("`\(name)` is a step of the language already; give the command its own name", at: value.mark)
            return nil
        }
        decoder.commands.insert(name)
        return DecodedSource(source: CommandSource(name: name), type: .null)
    }

    var label: String { "command(\(name))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let subject = PublishSubject<Bindings>(label)
        scope.context.handle(name) { subject.send(Bindings(value: .null)) }
        return subject
    }
}
