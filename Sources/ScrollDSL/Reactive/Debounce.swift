/// The latest value of a debounced stream, waiting for the end of the turn.
final class DebouncedValue<Element>: EndOfTurnWork {
    private let observer: (Element) -> Void
    private var latest: Element?

    init(_ observer: @escaping (Element) -> Void) {
        self.observer = observer
    }

    /// Stores `value`; returns whether the flush still has to be scheduled.
    func store(_ value: Element) -> Bool {
        defer { latest = value }
        return latest == nil
    }

    func runAtEndOfTurn() {
        guard let value = latest else { return }
        latest = nil
        observer(value)
    }
}

extension Observable {
    /// The last value of each turn, at the end of that turn: RxSwift's
    /// `debounce(0, scheduler: MainScheduler.asyncInstance)`, which seed 000 uses
    /// to turn the several hit tests of one tap into one event.
    public func debounce(_ scheduler: TurnScheduler) -> Observable<Element> {
        Observable(label: "debounce(0)", sources: [self]) { observer in
            let debounced = DebouncedValue(observer)
            self.subscribe { value in
                if debounced.store(value) { scheduler.schedule(debounced) }
            }
        }
    }
}
