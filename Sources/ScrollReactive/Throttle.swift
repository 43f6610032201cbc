extension Observable {
    /// The first value at once, then at most one per `duration`: the latest
    /// of each window, at its end (RxSwift's `throttle` with `latest: true`).
    public func throttle(_ duration: VirtualTime, on clock: BehaviourClock) -> Observable<Element> {
        let timers = clock.timers
        return Observable(label: "throttle(\(duration))", source: self) { observer in
            let window = ScheduledWork()
            let latest = Latest<Element>()
            func openWindow() {
                window.id = timers.schedule(after: duration) {
                    window.id = nil
                    guard let value = latest.value else { return }
                    latest.value = nil
                    observer(value)
                    openWindow()
                }
            }
            self.subscribe { value in
                if window.id == nil {
                    observer(value)
                    openWindow()
                } else {
                    latest.value = value
                }
            }
        }
    }
}
