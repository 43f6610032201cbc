/// `take: N`: the first N elements.
struct TakeOperator: CountingOperator {
    static let entry = VocabularyEntry(name: "take", form: "take: N", documentation: "the first N elements", aliases: ["prefix"])
    let count: ParameterOr<Int>

    func apply(to stream: Observable<Bindings>, count: Int) -> Observable<Bindings> {
        stream.take(count)
    }
}
