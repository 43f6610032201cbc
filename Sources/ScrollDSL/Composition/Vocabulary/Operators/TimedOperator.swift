/// The operators that move elements in time by a duration (`debounce`,
/// `delay`, `throttle`), written or named by a duration parameter.
protocol TimedOperator: PipelineOperator {
    var duration: ParameterOr<VirtualTime> { get }
    init(duration: ParameterOr<VirtualTime>)
    /// Whether 0 is a duration it takes (`debounce: 0` is the end of the turn).
    static var allowsZero: Bool { get }
    /// The operator applied with a resolved duration.
    func apply(to stream: Observable<Bindings>, after duration: VirtualTime, on clock: BehaviourClock) -> Observable<Bindings>
}

extension TimedOperator {
    static var allowsZero: Bool { false }

    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)? {
        decoder.durationArgument(value!, entry.name, allowsZero: allowsZero).map(Self.init)
    }

    var label: String { "\(Self.entry.name)(\(duration))" }
    var movesInTime: Bool { true }

    /// With a duration parameter the spec leaves out, nothing passes.
    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings> {
        guard let time = scope.resolve(duration, \.duration) else { return .never("\(label): `\(duration)` not given") }
        return apply(to: stream, after: time, on: scope.clock)
    }
}
