/// `skip: N`: every element after the first N.
struct SkipOperator: CountingOperator {
    static let entry = VocabularyEntry(name: "skip", form: "skip: N", documentation: "every element after the first N; `dropFirst` written bare drops one, as in Combine", aliases: ["dropFirst"])
    let count: ParameterOr<Int>

    /// Combine's `dropFirst()` drops one.
    static func allowsBare(_ name: String) -> Bool { name == "dropFirst" }

    func apply(to stream: Observable<Bindings>, count: Int) -> Observable<Bindings> {
        stream.skip(count)
    }
}
