extension Observable {
    /// `value` to each new observer first, then the stream's values.
    public func startWith(_ value: Element, label: String? = nil) -> Observable<Element> {
        Observable(label: label ?? "startWith(\(value))", source: self) { observer in
            observer(value)
            self.subscribe(observer)
        }
    }
}
