extension Observable {
    /// Each new accumulated value, starting from `initial`.
    @inlinable
    public func scan<State>(_ initial: State, label: String = "scan", _ accumulate: @escaping (State, Element) -> State) -> Observable<State> {
        Observable<State>(label: label, source: self) { observer in
            let state = Latest<State>()
            state.value = initial
            self.subscribe { value in
                let next = accumulate(state.value ?? initial, value)
                state.value = next
                observer(next)
            }
        }
    }
}
