extension Observable {
    /// Sends every value into `subject` (RxCocoa's `bind(to:)`).
    public func bind(to subject: BehaviorSubject<Element>) {
        subscribe { subject.send($0) }
    }

    /// Sends every value into `subject`.
    public func bind(to subject: PublishSubject<Element>) {
        subscribe { subject.send($0) }
    }
}
