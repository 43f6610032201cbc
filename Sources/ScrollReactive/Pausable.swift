extension Observable {
    /// Values only while the latest value of `pauser` is `true`; paused until
    /// it has one (RxSwiftExt's `pausable`).
    @inlinable
    public func pausable(_ pauser: Observable<Bool>) -> Observable<Element> {
        Observable(label: "pausable", sources: [self, pauser]) { observer in
            let open = Latest<Bool>()
            pauser.subscribe { open.value = $0 }
            self.subscribe { value in
                if open.value == true { observer(value) }
            }
        }
    }
}
