extension Observable {
    /// Each value with the one before it, from the second value on
    /// (ReactiveSwift's `combinePrevious`, as seed 002 uses it).
    public func combinePrevious() -> Observable<(previous: Element, current: Element)> {
        Observable<(previous: Element, current: Element)>(label: "combinePrevious", source: self) { observer in
            let previous = Latest<Element>()
            self.subscribe { value in
                if let last = previous.value { observer((last, value)) }
                previous.value = value
            }
        }
    }
}
