/// `{offset: SV}`: each reported offset (`scrollViewDidScroll`).
struct OffsetSource: ScrollViewValueSource {
    static let entry = VocabularyEntry(name: "offset", form: "{offset: SV}", documentation: "each reported offset of the scroll view parameter `SV` (a number)")
    static let elementType = ExpressionType.number
    let scrollView: String

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.scrollView(scrollView).didScroll.map(label) { Bindings(value: .number($0.current)) }
    }
}
