/// The latest value seen on a stream, held for an operator.
@usableFromInline
package final class Latest<Value> {
    // Unchecked for speed: with FlatMapLatest's and Debounce's, scrollbench's pipeline 30% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    @usableFromInline @exclusivity(unchecked) package var value: Value?

    @usableFromInline package init() {}
}

extension Observable {
    /// On each value, the latest value of `other` (nothing until `other` has one).
    @inlinable
    public func withLatestFrom<Other>(_ other: Observable<Other>) -> Observable<Other> {
        Observable<Other>(label: "withLatestFrom", sources: [self, other]) { observer in
            let latest = Latest<Other>()
            other.subscribe { latest.value = $0 }
            self.subscribe { _ in
                if let value = latest.value { observer(value) }
            }
        }
    }
}
