/// The latest value of a debounced stream, waiting for the end of the turn.
@usableFromInline
package final class DebouncedValue<Element> {
    // Unchecked for speed: with WithLatestFrom's and FlatMapLatest's, scrollbench's pipeline 30% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    @usableFromInline @exclusivity(unchecked) package var latest: Element?
    /// Made once, where `Element` is known, and scheduled each turn a value comes.
    @usableFromInline private(set) var task: EndOfTurnTask!

    /// The task refers back without holding: the value owns its task, and
    /// the graph that owns the value outlives every turn the task runs in.
    @inlinable package init(_ observer: @escaping (Element) -> Void) {
        task = EndOfTurnTask { [unowned(unsafe) self] in
            guard let value = latest else { return }
            latest = nil
            observer(value)
        }
    }
}

extension Observable {
    /// The last value of each burst, once `duration` has passed without a new
    /// one (RxSwift's `debounce`). A `duration` of zero is the last value of
    /// each turn, at the end of that turn: RxSwift's
    /// `debounce(0, scheduler: MainScheduler.asyncInstance)`, which seed 000
    /// uses to turn the several hit tests of one tap into one event.
    @inlinable
    public func debounce(_ duration: VirtualTime, on clock: BehaviourClock) -> Observable<Element> {
        guard duration > .zero else { return debounceToEndOfTurn(clock.scheduler) }
        let timers = clock.timers
        return Observable(label: "debounce(\(duration))", source: self) { observer in
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

    @inlinable
    package func debounceToEndOfTurn(_ scheduler: TurnScheduler) -> Observable<Element> {
        Observable(label: "debounce(0)", source: self) { observer in
            let debounced = DebouncedValue(observer)
            // Held by the closure, so scheduling it retains nothing per value.
            let task: EndOfTurnTask = debounced.task
            self.subscribe { value in
                debounced.latest = value
                scheduler.schedule(task)
            }
        }
    }
}
