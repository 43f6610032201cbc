/// `{scrollPhase: SV}`: each change of SwiftUI's phase (`onScrollPhaseChange`),
/// binding the phase before it as `previous`.
struct ScrollPhaseSource: ScrollViewValueSource {
    static let entry = VocabularyEntry(
        name: "scrollPhase", form: "{scrollPhase: SV}",
        documentation: "each change of SwiftUI's phase (`idle`, `tracking`, `interacting`, `decelerating`, `animating`), binding the phase before it as `previous`; a `fling` makes three changes in one turn, each its own element")
    static let elementType = ExpressionType.string
    let scrollView: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .scrollView, for: entry.name).map {
            DecodedSource(source: Self(scrollView: $0), type: elementType, record: [.previous: .string])
        }
    }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let host = scope.scrollView(scrollView)
        let last = LastPhase(host.scrollPhase)
        return host.scrollPhaseChanged.map(label) { phase in
            defer { last.phase = phase }
            var change = Bindings(value: .text(phase.rawValue))
            change.previous = .text(last.phase.rawValue)
            return change
        }
    }
}

/// The phase a `{scrollPhase}` pipeline last heard, for the next change's `previous`.
private final class LastPhase {
    var phase: SwiftUIScrollPhase

    init(_ phase: SwiftUIScrollPhase) {
        self.phase = phase
    }
}
