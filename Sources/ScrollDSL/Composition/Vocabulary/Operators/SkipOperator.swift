/// `skip: N`: every element after the first N.
struct SkipOperator: CountingOperator {
    static let entry = VocabularyEntry(name: "skip", form: "skip: N", documentation: "every element after the first N", aliases: ["dropFirst"])
    let count: ParameterOr<Int>

    func apply(to stream: Observable<Bindings>, count: Int) -> Observable<Bindings> {
        stream.skip(count)
    }
}
