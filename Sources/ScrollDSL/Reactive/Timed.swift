/// A cancellable piece of scheduled work an operator holds.
final class ScheduledWork {
    @exclusivity(unchecked) var id: Int?
}

extension Observable {
    /// Each value `duration` later, in its own turn (RxSwift's `delay`).
    public func delay(_ duration: VirtualTime, on timers: TimerQueue) -> Observable<Element> {
        Observable(label: "delay(\(duration))", sources: [self]) { observer in
            self.subscribe { value in timers.schedule(after: duration) { observer(value) } }
        }
    }

    /// The last value of each burst, once `duration` has passed without a new
    /// one (RxSwift's `debounce` with a due time).
    public func debounce(_ duration: VirtualTime, on timers: TimerQueue) -> Observable<Element> {
        Observable(label: "debounce(\(duration))", sources: [self]) { observer in
            let pending = ScheduledWork()
            self.subscribe { value in
                if let id = pending.id { timers.cancel(id) }
                pending.id = timers.schedule(after: duration) {
                    pending.id = nil
                    observer(value)
                }
            }
        }
    }

    /// The first value at once, then at most one per `duration`: the latest
    /// of each window, at its end (RxSwift's `throttle` with `latest: true`).
    public func throttle(_ duration: VirtualTime, on timers: TimerQueue) -> Observable<Element> {
        Observable(label: "throttle(\(duration))", sources: [self]) { observer in
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

    /// A tick every `period` from the subscription on, counting from 1 (RxSwift's `interval`).
    public static func every(_ period: VirtualTime, on timers: TimerQueue) -> Observable<Int> {
        Observable<Int>(label: "every(\(period))", sources: []) { observer in
            let count = Latest<Int>()
            func tick() {
                timers.schedule(after: period) {
                    let next = (count.value ?? 0) + 1
                    count.value = next
                    observer(next)
                    tick()
                }
            }
            tick()
        }
    }
}
