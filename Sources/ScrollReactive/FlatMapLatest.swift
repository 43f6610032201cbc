/// Which inner stream is the latest, and which ones are subscribed.
package final class InnerStreams {
    // Unchecked for speed: with WithLatestFrom's and Debounce's, scrollbench's pipeline 30% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    @exclusivity(unchecked) package var current: ObjectIdentifier?
    package var subscribed: Set<ObjectIdentifier> = []
}

extension Observable {
    /// The values of the inner stream made from the latest value only.
    ///
    /// Inner streams are hot in a compiled graph (subjects and shared chains), so
    /// each is subscribed once and only the current one's values pass: the same
    /// values RxSwift's `flatMapLatest` gives, without subscribing per event.
    public func flatMapLatest<Inner>(_ label: String = "flatMapLatest", _ transform: @escaping (Element) -> Observable<Inner>) -> Observable<Inner> {
        Observable<Inner>(label: label, source: self) { observer in
            let inners = InnerStreams()
            self.subscribe { value in
                let inner = transform(value)
                let id = ObjectIdentifier(inner)
                inners.current = id
                if inners.subscribed.insert(id).inserted {
                    inner.subscribe { innerValue in
                        if inners.current == id { observer(innerValue) }
                    }
                }
            }
        }
    }
}
