extension Observable {
    /// A tick every `period` from the subscription on, counting from 1 (RxSwift's `interval`).
    public static func every(_ period: VirtualTime, on clock: BehaviourClock) -> Observable<Int> {
        let timers = clock.timers
        return Observable<Int>(label: "every(\(period))", sources: []) { observer in
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
