import OpenCombine

/// Seed 000's pipeline hand-written in OpenCombine 0.14, with the operators it
/// lacks (`withLatestFrom`, `pausable`) built from its own, and its `debounce`
/// on an end-of-turn scheduler.
enum OpenCombinePipeline {
    private enum Target: Equatable { case top, offset(Double) }

    static func run(_ events: [PipelineEvent]) -> PipelineOutput {
        let turns = TurnScheduler()
        let hitTests = PassthroughSubject<Double, Never>()
        let dragBegan = PassthroughSubject<Void, Never>()
        let visible = CurrentValueSubject<Bool, Never>(false)
        let target = CurrentValueSubject<Target, Never>(.top)
        var offset = UndoSetup.top
        var cancellables: [AnyCancellable] = []

        let source = hitTests
            .filter { $0 < UndoSetup.statusBarTapLimit }
            .debounce(for: 0, scheduler: turns)
            .map { _ in () }
            .pausable(visible, storingIn: &cancellables)
            .withLatestFrom(target, storingIn: &cancellables)
            .share()
        // Seed 000 subscribes "save" before "scroll" to the shared source, and
        // save reads the offset that scroll changes. OpenCombine's `share` does
        // not keep subscription order (measured: results changed between runs),
        // so both branches run in one subscriber, in seed 000's order.
        source
            .sink { next in
                target.send(next == .top ? .offset(offset) : .top)
                if case .offset(let saved) = next {
                    offset = saved
                } else {
                    offset = UndoSetup.top
                }
            }
            .store(in: &cancellables)
        dragBegan
            .map { _ in Target.top }
            .sink { target.send($0) }
            .store(in: &cancellables)

        var output = PipelineOutput()
        for event in events {
            switch event {
            case .offset(let value):
                offset = value
            case .tap(let y):
                for _ in 0..<UndoSetup.hitTestsPerTap { hitTests.send(y) }
                turns.runEndOfTurn()
                output.record(offsetAfterTap: offset)
            case .dragBegin:
                dragBegan.send(())
            case .visibility(let value):
                visible.send(value)
            }
        }
        return output
    }
}

/// The latest value of a stream, kept for an operator.
private final class LatestValue<Value> {
    var value: Value?
}

private extension Publisher where Failure == Never {
    /// RxSwift's `withLatestFrom`, from OpenCombine's `sink` and `compactMap`.
    func withLatestFrom<Other: Publisher>(_ other: Other, storingIn cancellables: inout [AnyCancellable]) -> Publishers.CompactMap<Self, Other.Output>
    where Other.Failure == Never {
        let latest = LatestValue<Other.Output>()
        other.sink { latest.value = $0 }.store(in: &cancellables)
        return compactMap { _ in latest.value }
    }

    /// RxSwiftExt's `pausable`, from OpenCombine's `sink` and `filter`.
    func pausable<Pauser: Publisher>(_ pauser: Pauser, storingIn cancellables: inout [AnyCancellable]) -> Publishers.Filter<Self>
    where Pauser.Output == Bool, Pauser.Failure == Never {
        let open = LatestValue<Bool>()
        pauser.sink { open.value = $0 }.store(in: &cancellables)
        return filter { _ in open.value == true }
    }
}

/// An OpenCombine scheduler whose work runs at the end of the current turn.
private final class TurnScheduler: Scheduler {
    typealias SchedulerTimeType = ImmediateScheduler.SchedulerTimeType
    typealias SchedulerOptions = Never

    private var pending: [() -> Void] = []

    var now: SchedulerTimeType { ImmediateScheduler.shared.now }
    var minimumTolerance: SchedulerTimeType.Stride { 0 }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        pending.append(action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        pending.append(action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        pending.append(action)
        return AnyCancellable {}
    }

    func runEndOfTurn() {
        var index = 0
        while index < pending.count {
            pending[index]()
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
