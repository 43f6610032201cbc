/// `debounce: DURATION`: the last value of a burst.
struct DebounceOperator: TimedOperator {
    static let entry = VocabularyEntry(
        name: "debounce", form: "debounce: DURATION", documentation: "the last value of a burst once the time passed without another; `0` is the end of the turn")
    static let allowsZero = true
    let duration: ParameterOr<VirtualTime>

    var label: String { duration.isZero ? "debounce(end of turn)" : "debounce(\(duration))" }

    func apply(to stream: Observable<Bindings>, after duration: VirtualTime, on clock: BehaviourClock) -> Observable<Bindings> {
        stream.debounce(duration, on: clock)
    }
}
