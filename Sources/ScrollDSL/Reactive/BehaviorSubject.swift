/// A hot stream with a current value, given to each new observer first
/// (RxSwift's `BehaviorSubject`).
public final class BehaviorSubject<Element>: Observable<Element> {
    private let observers = ObserverList<Element>()
    /// The latest value sent.
    public private(set) var value: Element

    /// A subject holding `value`, named for `explain`.
    public init(_ label: String, value: Element) {
        self.value = value
        super.init(label: label, sources: [])
    }

    public override func subscribe(_ observer: @escaping (Element) -> Void) {
        observers.append(observer)
        observer(value)
    }

    /// Stores `value` and pushes it to every observer.
    public func send(_ value: Element) {
        self.value = value
        observers.send(value)
    }
}
