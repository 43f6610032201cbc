/// `{detentChange: SCREEN}`: each detent a sheet showing the screen comes to
/// rest at (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`).
struct DetentChangeSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "detentChange", form: "{detentChange: SCREEN}",
        documentation: "each detent a sheet showing the screen parameter `SCREEN` (`type: screen`) comes to rest at after a finger, `setDetent` or a tap moved it, the element being the detent's id (`none` when the sheet is dismissed); its first rest after `present` is not a change")
    let screen: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .screen, for: entry.name).map { DecodedSource(source: DetentChangeSource(screen: $0), type: .string) }
    }

    var label: String { "detentChange(\(screen))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.context.screen(screen).detentChanged.map(label) { Bindings(value: .text($0)) }
    }
}
