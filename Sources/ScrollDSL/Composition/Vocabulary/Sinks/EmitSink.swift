/// `to: emit`: an event of the trigger a plugin file declares.
struct EmitSink: PipelineSink {
    static let takesValue = false
    static let entry = VocabularyEntry(
        name: "emit", form: "emit", documentation: "in a plugin file of `kind: trigger`: each element is one event of the trigger, heard by the behaviours that list it")

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        guard decoder.kind == .trigger else {
            decoder.context.error("`emit` ends the pipelines of a trigger (`kind: trigger`); a behaviour's pipelines set, scroll or name streams", at: value.mark)
            return nil
        }
        return EmitSink()
    }

    var label: String { "emit" }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let events = scope.emitted!
        scope.subscribe(label, stream) { _ in events.send(()) }
    }
}
