extension Observable {
    /// Each value `duration` later, in its own turn (RxSwift's `delay`).
    public func delay(_ duration: VirtualTime, on clock: BehaviourClock) -> Observable<Element> {
        let timers = clock.timers
        return Observable(label: "delay(\(duration))", source: self) { observer in
            self.subscribe { value in timers.schedule(after: duration) { observer(value) } }
        }
    }
}
