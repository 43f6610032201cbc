/// A multicast of an upstream stream, subscribed once on first use.
@usableFromInline
package final class SharedObservable<Element>: Observable<Element> {
    @usableFromInline package let upstream: Observable<Element>
    @usableFromInline package let observers = ObserverList<Element>()
    /// Made here, where `Element` is known, so the per-event path is specialized.
    @usableFromInline package let forward: (Element) -> Void
    @usableFromInline package var connected = false

    @inlinable package init(_ upstream: Observable<Element>) {
        self.upstream = upstream
        forward = { [observers] value in observers.send(value) }
        super.init(label: "share", source: upstream)
    }

    package override func subscribe(_ observer: @escaping (Element) -> Void) {
        observers.append(observer)
        guard !connected else { return }
        connected = true
        upstream.subscribe(forward)
    }
}

extension Observable {
    /// One upstream subscription for every observer: each value is computed
    /// once and reaches the observers in subscription order.
    @inlinable
    public func share() -> Observable<Element> {
        SharedObservable(self)
    }
}
