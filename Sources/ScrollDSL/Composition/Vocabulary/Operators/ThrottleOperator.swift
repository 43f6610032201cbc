/// `throttle: DURATION`: at most one value per window.
struct ThrottleOperator: TimedOperator {
    static let entry = VocabularyEntry(
        name: "throttle", form: "throttle: DURATION", documentation: "the first value at once, then at most one per window: the latest, at its end")
    let duration: ParameterOr<VirtualTime>

    func apply(to stream: Observable<Bindings>, after duration: VirtualTime, on clock: BehaviourClock) -> Observable<Bindings> {
        stream.throttle(duration, on: clock)
    }
}
