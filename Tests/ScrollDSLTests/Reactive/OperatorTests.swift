import Testing
@testable import ScrollDSL

/// Records what a stream emits.
final class Recorder<Element> {
    var values: [Element] = []
    init(_ stream: Observable<Element>) {
        stream.subscribe { self.values.append($0) }
    }
}

@Suite("Reactive operators")
struct OperatorTests {
    @Test("map, filter and map(to:)")
    func mapFilter() {
        let source = PublishSubject<Int>("source")
        let doubled = Recorder(source.map { $0 * 2 }.filter { $0 > 2 })
        let constant = Recorder(source.map(to: "x"))
        [1, 2, 3].forEach(source.send)
        #expect(doubled.values == [4, 6])
        #expect(constant.values == ["x", "x", "x"])
    }

    @Test("map(to:) is labelled with its value, whatever the value's type")
    func mapToLabels() {
        let source = PublishSubject<Int>("source")
        #expect(source.map(to: "top").label == "map(to: top)")
        #expect(source.map(to: 2.5).label == "map(to: 2.5)")
        #expect(source.map(to: ()).label == "map(to: ())")
        #expect(source.map(to: (1, "a")).label == "map(to: (1, \"a\"))")
    }

    @Test("merge passes every stream's values in arrival order")
    func merge() {
        let a = PublishSubject<Int>("a")
        let b = PublishSubject<Int>("b")
        let merged = Recorder(Observable.merge([a, b]))
        a.send(1); b.send(2); a.send(3)
        #expect(merged.values == [1, 2, 3])
    }

    @Test("withLatestFrom samples the other stream; nothing before it has a value")
    func withLatestFrom() {
        let taps = PublishSubject<Void>("taps")
        let values = PublishSubject<Int>("values")
        let sampled = Recorder(taps.withLatestFrom(values))
        taps.send(())
        values.send(1); values.send(2)
        taps.send(())
        values.send(3)
        taps.send(()); taps.send(())
        #expect(sampled.values == [2, 3, 3])
    }

    @Test("pausable passes values only while the pauser's latest is true")
    func pausable() {
        let source = PublishSubject<Int>("source")
        let pauser = PublishSubject<Bool>("pauser")
        let passed = Recorder(source.pausable(pauser))
        source.send(1)
        pauser.send(true); source.send(2)
        pauser.send(false); source.send(3)
        pauser.send(true); source.send(4)
        #expect(passed.values == [2, 4])
    }

    @Test("scan accumulates; combinePrevious pairs; startWith goes first")
    func scanPairsStart() {
        let source = PublishSubject<Int>("source")
        let sums = Recorder(source.scan(10) { $0 + $1 })
        let pairs = Recorder(source.combinePrevious().map { "\($0.previous)>\($0.current)" })
        let started = Recorder(source.startWith(0))
        [1, 2, 3].forEach(source.send)
        #expect(sums.values == [11, 13, 16])
        #expect(pairs.values == ["1>2", "2>3"])
        #expect(started.values == [0, 1, 2, 3])
    }

    @Test("flatMapLatest forwards only the latest inner stream")
    func flatMapLatest() {
        let selector = PublishSubject<Int>("selector")
        let first = PublishSubject<String>("first")
        let second = PublishSubject<String>("second")
        let latest = Recorder(selector.flatMapLatest { $0 == 1 ? first : second })
        first.send("ignored")
        selector.send(1); first.send("a"); second.send("ignored")
        selector.send(2); first.send("ignored"); second.send("b")
        selector.send(1); first.send("c")
        #expect(latest.values == ["a", "b", "c"])
    }

    @Test("debounce(0) gives the last value of a turn, once, at its end")
    func debounce() {
        let clock = BehaviourClock()
        let scheduler = clock.scheduler
        let hits = PublishSubject<Int>("hits")
        let taps = Recorder(hits.debounce(.zero, on: clock))
        hits.send(1); hits.send(2); hits.send(3)
        #expect(taps.values.isEmpty && scheduler.hasPendingWork)
        scheduler.runEndOfTurn()
        #expect(taps.values == [3] && !scheduler.hasPendingWork)
        scheduler.runEndOfTurn()
        hits.send(4)
        scheduler.runEndOfTurn()
        #expect(taps.values == [3, 4])
    }

    @Test("share subscribes upstream once and multicasts in subscription order")
    func share() {
        let source = PublishSubject<Int>("source")
        var evaluations = 0
        let shared = source.map("count") { value -> Int in evaluations += 1; return value }.share()
        let first = Recorder(shared)
        let second = Recorder(shared)
        source.send(7)
        #expect(evaluations == 1 && first.values == [7] && second.values == [7])
    }

    /// Seed 000: the save branch sends into `target`, which `withLatestFrom` reads
    /// upstream. Shared, both branches see the target of the same tap; unshared,
    /// the scroll branch re-samples after the save branch changed it.
    @Test("re-entrancy: a sink feeding the subject withLatestFrom reads", arguments: [true, false])
    func reentrancy(shared: Bool) {
        let taps = PublishSubject<Void>("taps")
        let target = BehaviorSubject("target", value: "top")
        let sampled = taps.withLatestFrom(target)
        let source = shared ? sampled.share() : sampled
        source.map { $0 == "top" ? "saved" : "top" }.bind(to: target)
        let scrolls = Recorder(source)
        taps.send(()); taps.send(())
        #expect(scrolls.values == (shared ? ["top", "saved"] : ["saved", "top"]))
        #expect(target.value == "top")
    }

    /// Observers are called through unretained references; one subscribed
    /// during a send hears the next value, and after a removal during a send
    /// (as `World.dismantle` does) no removed observer is called, and none freed early.
    @Test("observers added or removed during a send")
    func changesDuringSend() {
        let source = PublishSubject<Int>("source")
        var heard: [String] = []
        source.subscribe { value in
            heard.append("first \(value)")
            if value == 1 { source.subscribe { heard.append("late \($0)") } }
            if value == 2 {
                source.removeAllObservers()
                source.subscribe { heard.append("new \($0)") }
                source.subscribe { heard.append("newer \($0)") }
            }
        }
        source.subscribe { heard.append("second \($0)") }
        source.send(1)
        source.send(2)
        source.send(3)
        #expect(heard == ["first 1", "second 1", "first 2", "new 3", "newer 3"])
    }

    @Test("graphs name their operators and sources for explain")
    func labels() {
        let taps = PublishSubject<Void>("statusBarTap")
        let target = BehaviorSubject("target", value: 0)
        let node = taps.withLatestFrom(target).share()
        #expect(node.label == "share")
        #expect(node.sources.first?.label == "withLatestFrom")
        #expect(node.sources.first?.sources.map(\.label) == ["statusBarTap", "target"])
    }
}
