/// A hot stream values are sent into by hand (RxSwift's `PublishSubject`).
public final class PublishSubject<Element>: Observable<Element> {
    @usableFromInline package let observers = ObserverList<Element>()

    /// A subject named for `explain`.
    public init(_ label: String) {
        super.init(label: label, source: nil)
    }

    public override func subscribe(_ observer: @escaping (Element) -> Void) {
        observers.append(observer)
    }

    /// Drops every observer, breaking the cycles a graph makes through it.
    /// During a send, the observers not yet called for the value are not called.
    public func removeAllObservers() {
        observers.removeAll()
    }

    /// Whether anything observes it: sending to nobody changes nothing.
    package var hasObservers: Bool { !observers.isEmpty }

    /// Pushes `value` to every observer.
    @inlinable
    public func send(_ value: Element) {
        observers.send(value)
    }
}

extension PublishSubject {
    /// The subject kept in `slot`, made now (labelled `label`) if nothing
    /// asked for it before: an object whose subjects few behaviours hear
    /// makes only those asked for. The slot is passed `inout`, not as a key
    /// path: a key path is looked up at run time, and every run asks for them anew.
    package static func made(in slot: inout PublishSubject?, label: String) -> PublishSubject {
        if let made = slot { return made }
        let made = PublishSubject(label)
        slot = made
        return made
    }
}
