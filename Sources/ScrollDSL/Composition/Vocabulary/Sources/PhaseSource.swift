/// `{phase: SV}`: each change of phase.
struct PhaseSource: ScrollViewValueSource {
    static let entry = VocabularyEntry(name: "phase", form: "{phase: SV}", documentation: "each change of phase (`idle`, `tracking`, `decelerating`, `animating`)")
    static let elementType = ExpressionType.string
    let scrollView: String

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.scrollView(scrollView).phaseChanged.map(label) { Bindings(value: .text($0.rawValue)) }
    }
}
