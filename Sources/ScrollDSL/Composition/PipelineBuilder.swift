/// Builds a composed behaviour's graph for one behaviour of a spec: its state
/// cells, its parameters' values and objects, then each pipeline as
/// observables of ``Bindings`` with its sink subscribed, in file order.
struct PipelineBuilder {
    let plugin: ComposedPlugin
    let behaviour: BehaviourSpec
    let context: BehaviourContext

    private var world: World { context.world }

    func build() {
        var environment = environment()
        var streams: [String: Observable<Bindings>] = [:]
        for pipeline in plugin.pipelines {
            if case .scrollTo(let parameter, _, _) = pipeline.sink { environment.scrolled = environment.scrollViews[parameter] }
            var stream = source(pipeline.source, environment, streams)
            for (operation, mark) in zip(pipeline.operators, pipeline.operatorMarks) {
                stream = apply(operation, to: stream, environment.checking(at: mark), streams)
            }
            attach(pipeline.sink, stream, environment.checking(at: pipeline.sinkMark), streams: &streams)
            environment.scrolled = nil
        }
    }

    private func environment() -> ExpressionEnvironment {
        var constants: [String: PropertyValue] = [:]
        var scrollViews: [String: SimulatedScrollView] = [:]
        var views: [String: SimulatedView] = [:]
        for (index, parameter) in plugin.declaration.parameters.enumerated() {
            guard let value = behaviour.parameters.value(at: index) else { continue }
            switch (parameter.type, value) {
            case (.scrollView, _): scrollViews[parameter.name] = context.simulatedScrollView(parameter.name)
            case (.view, _): views[parameter.name] = context.simulatedView(parameter.name)
            case (_, .number(let number)): constants[parameter.name] = .number(number)
            case (_, .duration(let time)): constants[parameter.name] = .number(time.seconds)
            case (_, .boolean(let flag)): constants[parameter.name] = .boolean(flag)
            case (_, .text(let text)): constants[parameter.name] = .text(text)
            default: break
            }
        }
        let states = Dictionary(uniqueKeysWithValues: plugin.states.map { ($0.name, StateCell(name: $0.name, value: $0.initial)) })
        return ExpressionEnvironment(world: world, screen: context.simulatedScreen, parameters: constants, scrollViews: scrollViews, views: views, states: states)
    }

    private func source(_ source: ComposedSource, _ environment: ExpressionEnvironment, _ streams: [String: Observable<Bindings>]) -> Observable<Bindings> {
        switch source {
        case let .scrollView(parameter, member):
            let scrollView = environment.scrollViews[parameter]!
            switch member {
            case .phase: return scrollView.phaseChanged.map("phase(\(parameter))") { Bindings(value: .text($0.rawValue)) }
            case .velocity: return scrollView.didScroll.map("velocity(\(parameter))") { _ in Bindings(value: .number(scrollView.velocity)) }
            default: return scrollView.didScroll.map("offset(\(parameter))") { Bindings(value: .number($0.current)) }
            }
        case .triggers(let parameter):
            return context.triggers(parameter).map("triggers(\(parameter))") { Bindings(value: .null) }
        case let .events(parameter, scrollView):
            let events: Observable<Void> = scrollView.map { context.events(parameter, of: environment.scrollViews[$0]!) } ?? context.triggers(parameter)
            return events.map("events(\(parameter))") { Bindings(value: .null) }
        case let .event(name, parameter):
            let scrollView = environment.scrollViews[parameter]!
            switch name {
            case "dragBegin": return scrollView.willBeginDragging.map(name) { Bindings(value: .null) }
            case "dragEnd": return scrollView.didEndDragging.map(name) { _ in Bindings(value: .null) }
            case "didEndDecelerating": return scrollView.didBecomeIdle.map(name) { Bindings(value: .null) }
            default: return scrollView.didScroll.map(name) { Bindings(value: .number($0.current)) }
            }
        case .state(let name):
            return environment.states[name]!.changes.map("state(\(name))") { Bindings(value: $0) }
        case .stream(let name):
            return streams[name]!
        case .merge(let sources):
            return Observable.merge(sources.map { self.source($0, environment, streams) })
        case .every(let period):
            return Observable<Int>.every(period, on: world.time).map("every(\(period))") { Bindings(value: .number(Double($0))) }
        }
    }

    private func apply(
        _ operation: ComposedOperator, to stream: Observable<Bindings>, _ environment: ExpressionEnvironment, _ streams: [String: Observable<Bindings>]
    ) -> Observable<Bindings> {
        let label = operation.label
        switch operation {
        case .map(let expression, _):
            let evaluate = compile(expression, environment)
            return stream.map(label) { bindings in
                var next = bindings
                next.value = evaluate(bindings)
                return next
            }
        case .filter(let expression, _), .pausable(let expression, _):
            // A boolean is never out of range: no check on this per-element path.
            let evaluate = ExpressionCompiler.compile(expression, in: environment)
            return stream.filter(label) { evaluate($0).booleanValue }
        case let .scan(seed, next, _):
            let initial = compile(seed, environment)(Bindings(value: .null))
            let step = compile(next, environment)
            return stream.scan(Bindings(value: initial, acc: initial), label: label) { state, element in
                var bindings = element
                bindings.acc = state.acc
                let value = step(bindings)
                bindings.acc = value
                bindings.value = value
                return bindings
            }
        case .withLatestFromState(let name):
            let cell = environment.states[name]!
            return stream.map(label) { bindings in
                var next = bindings
                next.latest = cell.value
                return next
            }
        case .withLatestFromStream(let name):
            let other = streams[name]!
            return Observable(label: label, sources: [stream, other]) { observer in
                let latest = Latest<PropertyValue>()
                other.subscribe { latest.value = $0.value }
                stream.subscribe { bindings in
                    guard let value = latest.value else { return }
                    var next = bindings
                    next.latest = value
                    observer(next)
                }
            }
        case .combinePrevious:
            return Observable(label: label, sources: [stream]) { observer in
                let previous = Latest<PropertyValue>()
                stream.subscribe { bindings in
                    defer { previous.value = bindings.value }
                    guard let last = previous.value else { return }
                    var next = bindings
                    next.previous = last
                    observer(next)
                }
            }
        case .startWith(let expression, _):
            let first = compile(expression, environment)(Bindings(value: .null))
            return stream.startWith(Bindings(value: first), label: label)
        case .distinctUntilChanged:
            return stream.distinctUntilChanged { $0.value }
        case .debounce(let time):
            return stream.debounce(time, on: world.time)
        case .delay(let time):
            return stream.delay(time, on: world.time)
        case .throttle(let time):
            return stream.throttle(time, on: world.time)
        case .take(let count):
            return stream.take(count)
        case .skip(let count):
            return stream.skip(count)
        case .share:
            return stream.share()
        }
    }

    private func attach(_ sink: ComposedSink, _ stream: Observable<Bindings>, _ environment: ExpressionEnvironment, streams: inout [String: Observable<Bindings>]) {
        switch sink {
        case let .setView(parameter, property, kind):
            let view = environment.views[parameter]!
            let slot = view.slot(for: property, kind: kind)
            subscribe("set(\(view.id).\(property))", stream) { view.set($0.value, at: slot) }
        case .setState(let name):
            let cell = environment.states[name]!
            subscribe("set(state \(name))", stream) { cell.set($0.value) }
        case let .scrollTo(parameter, animated, duration):
            let scrollView = environment.scrollViews[parameter]!
            let isAnimated = resolve(animated) { $0.boolean } ?? true
            let time = resolve(duration) { $0.duration } ?? .milliseconds(300)
            subscribe("setContentOffset(\(scrollView.id), animated: \(isAnimated))", stream) { bindings in
                scrollView.setContentOffset(bindings.value.numberValue, animated: isAnimated, duration: time)
            }
        case .stream(let name):
            streams[name] = stream.map("value") { Bindings(value: $0.value) }
        case .log(let expression, _):
            let evaluate = compile(expression, environment)
            let world = self.world
            subscribe("log", stream) { world.log(evaluate($0).plotText) }
        }
    }

    /// Subscribes `action` as a sink of the graph; once a value that cannot
    /// be has stopped the run, nothing more is written.
    private func subscribe(_ label: String, _ stream: Observable<Bindings>, _ action: @escaping (Bindings) -> Void) {
        let world = self.world
        context.sink(label, stream) { bindings in
            if world.stopReason == nil { action(bindings) }
        }
    }

    /// `expression` compiled so that a number that is not finite (a division
    /// by zero) stops the run at the expression's position in the plugin file.
    private func compile(_ expression: TypedExpression, _ environment: ExpressionEnvironment) -> Evaluator {
        let evaluate = ExpressionCompiler.compile(expression, in: environment)
        guard let mark = environment.checkedMark else { return evaluate }
        let (world, file, name) = (self.world, plugin.file, plugin.declaration.name)
        return { bindings in
            let value = evaluate(bindings)
            guard case .number(let number) = value, !number.isFinite else { return value }
            world.stop(RunFailure(
                "`\(name)` computed \(number.isNaN ? "a value that is not a number" : "an infinite value") at t=\(world.now) (a division by zero?); "
                    + "a behaviour's numbers must be finite", at: mark, in: file))
            return .null
        }
    }

    private func resolve<Value>(_ setting: ParameterOr<Value>, _ read: (ParameterValue) -> Value?) -> Value? {
        switch setting {
        case .value(let value): return value
        case .parameter(let name): return behaviour[name].flatMap(read)
        }
    }
}
