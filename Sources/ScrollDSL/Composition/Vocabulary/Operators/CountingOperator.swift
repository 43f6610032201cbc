/// The operators that count elements (`take`, `skip`), by a whole number
/// written or named by a number parameter.
protocol CountingOperator: PipelineOperator {
    var count: ParameterOr<Int> { get }
    init(count: ParameterOr<Int>)
    /// The operator applied with a resolved count.
    func apply(to stream: Observable<Bindings>, count: Int) -> Observable<Bindings>
}

extension CountingOperator {
    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        guard let value else { return Self(count: .value(1)) }
        return decoder.countArgument(value, entry.name).map(Self.init)
    }

    var label: String { "\(Self.entry.name)(\(count))" }

    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        apply(to: stream, count: scope.resolve(count) { $0.number.map { Int($0) } } ?? 0)
    }
}
