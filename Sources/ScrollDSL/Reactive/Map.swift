extension Observable {
    /// Each value transformed.
    @inlinable
    public func map<Result>(_ label: String = "map", _ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable<Result>(label: label, sources: [self]) { observer in
            self.subscribe { observer(transform($0)) }
        }
    }

    /// Each value replaced by `value` (RxSwiftExt's `map(to:)`).
    @inlinable
    public func map<Result>(to value: Result) -> Observable<Result> {
        map("map(to: \(value))") { _ in value }
    }
}
