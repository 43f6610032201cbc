/// The latest value seen on a stream, held for an operator.
final class Latest<Value> {
    @exclusivity(unchecked) var value: Value?
}

extension Observable {
    /// On each value, the latest value of `other` (nothing until `other` has one).
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
