/// A multicast of an upstream stream, subscribed once on first use.
final class SharedObservable<Element>: Observable<Element> {
    private let upstream: Observable<Element>
    private let observers = ObserverList<Element>()
    private var connected = false

    init(_ upstream: Observable<Element>) {
        self.upstream = upstream
        super.init(label: "share", sources: [upstream])
    }

    override func subscribe(_ observer: @escaping (Element) -> Void) {
        observers.append(observer)
        guard !connected else { return }
        connected = true
        upstream.subscribe { [observers] value in observers.send(value) }
    }
}

extension Observable {
    /// One upstream subscription for every observer: each value is computed
    /// once and reaches the observers in subscription order.
    public func share() -> Observable<Element> {
        SharedObservable(self)
    }
}
