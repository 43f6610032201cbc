/// `{velocity: SV}`: the velocity at each reported offset.
struct VelocitySource: ScrollViewValueSource {
    static let entry = VocabularyEntry(name: "velocity", form: "{velocity: SV}", documentation: "the velocity at each reported offset, in points per second")
    static let elementType = ExpressionType.number
    let scrollView: String

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let host = scope.scrollView(scrollView)
        return host.didScroll.map(label) { _ in Bindings(value: .number(host.velocity)) }
    }
}
