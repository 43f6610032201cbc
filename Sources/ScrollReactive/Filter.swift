extension Observable {
    /// Only the values that pass `isIncluded`.
    @inlinable
    public func filter(_ label: String = "filter", _ isIncluded: @escaping (Element) -> Bool) -> Observable<Element> {
        Observable(label: label, source: self) { observer in
            self.subscribe { value in
                if isIncluded(value) { observer(value) }
            }
        }
    }
}
