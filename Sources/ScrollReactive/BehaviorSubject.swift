/// A hot stream with a current value, given to each new observer first
/// (RxSwift's `BehaviorSubject`).
public final class BehaviorSubject<Element>: Observable<Element> {
    @usableFromInline package let observers = ObserverList<Element>()
    // Unchecked for speed: with BehaviourClock's and ScheduledWork's, scrollbench's pipeline 7% faster, exploration 4% (docs/benchmarks.md, "What the unchecked accesses buy").
    @usableFromInline @exclusivity(unchecked) package var current: Element

    /// A subject holding `value`, named for `explain`.
    public init(_ label: String, value: Element) {
        current = value
        super.init(label: label, source: nil)
    }

    /// The latest value sent.
    public var value: Element { current }

    public override func subscribe(_ observer: @escaping (Element) -> Void) {
        observers.append(observer)
        observer(current)
    }

    /// Drops every observer, breaking the cycles a graph makes through it.
    /// During a send, the observers not yet called for the value are not called.
    public func removeAllObservers() {
        observers.removeAll()
    }

    /// Stores `value` and pushes it to every observer.
    @inlinable
    public func send(_ value: Element) {
        current = value
        observers.send(value)
    }
}
