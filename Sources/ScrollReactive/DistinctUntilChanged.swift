extension Observable {
    /// Values that differ from the one before, by `key` (RxSwift's `distinctUntilChanged`).
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(by key: @escaping (Element) -> Key) -> Observable<Element> {
        Observable(label: "distinctUntilChanged", source: self) { observer in
            let last = Latest<Key>()
            self.subscribe { value in
                let current = key(value)
                if let previous = last.value, previous == current { return }
                last.value = current
                observer(value)
            }
        }
    }
}
