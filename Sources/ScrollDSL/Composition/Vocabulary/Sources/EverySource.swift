/// `{every: DURATION}`: a tick every so often after the behaviour is installed.
struct EverySource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "every", form: "{every: DURATION}",
        documentation: "a tick at DURATION, 2×DURATION … after the behaviour is installed (never at once), counting 1, 2, 3 …; DURATION may name a duration parameter")
    let period: ParameterOr<VirtualTime>

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.durationArgument(value, "every", allowsZero: false).map { DecodedSource(source: EverySource(period: $0), type: .number) }
    }

    var label: String { "every(\(period))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        guard let period = scope.resolve(period, \.duration), period > .zero else { return .never("\(label): `\(self.period)` not given") }
        return Observable<Int>.every(period, on: scope.clock).map(label) { Bindings(value: .number(Double($0))) }
    }
}
