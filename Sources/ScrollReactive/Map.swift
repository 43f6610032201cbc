extension Observable {
    /// Each value transformed.
    @inlinable
    public func map<Result>(_ label: String = "map", _ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable<Result>(label: label, source: self) { observer in
            self.subscribe { observer(transform($0)) }
        }
    }

    /// Each value replaced by `value` (RxSwiftExt's `map(to:)`).
    @inlinable
    public func map<Result>(to value: Result) -> Observable<Result> {
        map("map(to: \(value))") { _ in value }
    }

    /// The same, labelled through `description` directly: a graph is built
    /// for every run, and describing a value of unknown type reflects on it.
    @inlinable
    public func map<Result: CustomStringConvertible>(to value: Result) -> Observable<Result> {
        map("map(to: \(value.description))") { _ in value }
    }

    /// Each value replaced by `()`: the events of a trigger.
    @inlinable
    public func map(to value: Void) -> Observable<Void> {
        map("map(to: ())") { _ in value }
    }
}
