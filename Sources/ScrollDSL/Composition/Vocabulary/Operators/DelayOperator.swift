/// `delay: DURATION`: each element that much later.
struct DelayOperator: TimedOperator {
    static let entry = VocabularyEntry(name: "delay", form: "delay: DURATION", documentation: "each element that much later, in a turn of its own")
    let duration: ParameterOr<VirtualTime>

    func apply(to stream: Observable<Bindings>, after duration: VirtualTime, on clock: BehaviourClock) -> Observable<Bindings> {
        stream.delay(duration, on: clock)
    }
}
