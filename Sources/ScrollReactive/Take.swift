extension Observable {
    /// The first `count` values, then nothing (RxSwift's `take`).
    public func take(_ count: Int) -> Observable<Element> {
        Observable(label: "take(\(count))", source: self) { observer in
            let seen = Latest<Int>()
            self.subscribe { value in
                let number = (seen.value ?? 0) + 1
                seen.value = number
                if number <= count { observer(value) }
            }
        }
    }

    /// Every value after the first `count` (RxSwift's `skip`).
    public func skip(_ count: Int) -> Observable<Element> {
        Observable(label: "skip(\(count))", source: self) { observer in
            let seen = Latest<Int>()
            self.subscribe { value in
                let number = (seen.value ?? 0) + 1
                seen.value = number
                if number > count { observer(value) }
            }
        }
    }
}
