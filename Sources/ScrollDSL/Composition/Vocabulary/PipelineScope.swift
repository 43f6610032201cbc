/// What a pipeline's source, operators and sink build with, for one behaviour:
/// its objects and state (``ExpressionEnvironment``), the streams earlier
/// pipelines named, the clock, and sinks that stop writing once the run is
/// stopped.
final class PipelineScope {
    let context: BehaviourContext
    private let plugin: ComposedPlugin
    /// The behaviour's objects, parameter values and state, with the position
    /// of the operator or sink being built.
    private(set) var environment: ExpressionEnvironment
    /// The streams earlier pipelines named.
    var streams: [String: Observable<Bindings>] = [:]
    /// Where a trigger's `emit` sinks send its events.
    var emitted: PublishSubject<Void>?

    init(plugin: ComposedPlugin, behaviour: BehaviourSpec, context: BehaviourContext) {
        self.plugin = plugin
        self.context = context
        environment = Self.environment(plugin: plugin, behaviour: behaviour, context: context)
    }

    /// Builds every pipeline, in file order, after the states specs read as
    /// properties are published.
    func build() {
        for (property, kind) in plugin.declaration.properties {
            let cell = state(property.name)
            let properties = context.properties
            let slot = properties.slot(for: property.name, kind: kind)
            properties.set(cell.value, at: slot)
            context.sink("property \(property.name)", cell.changes) { properties.set($0, at: slot) }
        }
        for pipeline in plugin.pipelines {
            guard let forEach = pipeline.forEach else {
                build(pipeline)
                continue
            }
            for element in environment.lists[forEach.list] ?? [] {
                environment.views[forEach.element] = context.world.view(element.textValue)
                build(pipeline)
            }
            environment.views[forEach.element] = nil
        }
    }

    /// Builds one pipeline: its source, each operator, its sink.
    private func build(_ pipeline: ComposedPipeline) {
        environment.scrolled = pipeline.sink.boundedScrollView.map { environment.scrollViews[$0]! }
        environment.release = pipeline.source.releasedScrollView == nil ? nil : GlideRelease()
        environment.checkedMark = nil
        var stream = pipeline.source.observable(in: self)
        for (operation, mark) in zip(pipeline.operators, pipeline.operatorMarks) {
            environment.checkedMark = mark
            stream = operation.apply(to: stream, in: self)
        }
        environment.checkedMark = pipeline.sinkMark
        pipeline.sink.attach(stream, in: self)
    }

    private static func environment(plugin: ComposedPlugin, behaviour: BehaviourSpec, context: BehaviourContext) -> ExpressionEnvironment {
        var constants: [String: PropertyValue] = [:]
        var scrollViews: [String: any ScrollViewHost] = [:]
        var views: [String: PropertyStore & ViewHost] = [:]
        for (index, parameter) in plugin.declaration.parameters.enumerated() {
            guard let value = behaviour.parameters.value(at: index) else {
                // An optional view left out: its pipelines write to no view.
                if case .view = parameter.type { views[parameter.name] = AbsentView(id: parameter.name) }
                continue
            }
            switch (parameter.type, value) {
            case (.scrollView, _): scrollViews[parameter.name] = context.scrollView(parameter.name)
            case (.view, _): views[parameter.name] = context.viewWithProperties(parameter.name)
            case (_, .number(let number)): constants[parameter.name] = .number(number)
            case (_, .duration(let time)): constants[parameter.name] = .number(time.seconds)
            case (_, .boolean(let flag)): constants[parameter.name] = .boolean(flag)
            case (.positiveNumberOr, .text): constants[parameter.name] = .null
            case (_, .text(let text)): constants[parameter.name] = .text(text)
            default: break
            }
        }
        let states = Dictionary(uniqueKeysWithValues: plugin.states.map { ($0.name, StateCell(name: $0.name, value: $0.initial)) })
        var environment = ExpressionEnvironment(world: context.world, screen: context.screen, parameters: constants, scrollViews: scrollViews, views: views, states: states)
        environment.file = plugin.file
        environment.behaviourProperties = context.properties(ofBehaviour:)
        for (index, parameter) in plugin.declaration.parameters.enumerated() {
            switch behaviour.parameters.value(at: index) {
            case .numbers(let numbers)?: environment.lists[parameter.name] = numbers.map(PropertyValue.number)
            case .names(let names)? where { if case .list = parameter.type { return true } else { return false } }():
                environment.lists[parameter.name] = names.map(PropertyValue.text)
            default: break
            }
        }
        return environment
    }

    /// The clock timed operators schedule on.
    var clock: BehaviourClock { context.clock }

    /// The scroll view a parameter names.
    func scrollView(_ parameter: String) -> any ScrollViewHost { environment.scrollViews[parameter]! }
    /// The view a parameter names.
    func view(_ parameter: String) -> PropertyStore & ViewHost { environment.views[parameter]! }
    /// A state of the behaviour.
    func state(_ name: String) -> StateCell { environment.states[name]! }

    /// A setting as written, or the value of the parameter it names; `nil`
    /// for an optional parameter the spec leaves out.
    func resolve<Value>(_ setting: ParameterOr<Value>, _ read: (ParameterValue) -> Value?) -> Value? {
        switch setting {
        case .value(let value): return value
        case .parameter(let name): return context.value(name).flatMap(read)
        }
    }

    /// `expression` compiled, reading no checks (a boolean is never out of range).
    func compileUnchecked(_ expression: TypedExpression) -> Evaluator {
        ExpressionCompiler.compile(expression, in: environment)
    }

    /// `expression` compiled so that a number that is not finite (a division
    /// by zero) stops the run at the expression's position in the plugin file.
    func compile(_ expression: TypedExpression) -> Evaluator {
        let evaluate = ExpressionCompiler.compile(expression, in: environment)
        guard let mark = environment.checkedMark else { return evaluate }
        let (world, file, name) = (context.world, plugin.file, plugin.declaration.name)
        return { bindings in
            let value = evaluate(bindings)
            guard case .number(let number) = value, !number.isFinite else { return value }
            world.stop(RunFailure(
                "`\(name)` computed \(number.isNaN ? "a value that is not a number" : "an infinite value") at t=\(world.time.now) (a division by zero?); "
                    + "a behaviour's numbers must be finite", at: mark, in: file))
            return .null
        }
    }

    /// A function that stops the run with `message`'s text at the position
    /// of the operator or sink being built, in the plugin file.
    func stopper() -> (String) -> Void {
        let (world, file, name, mark) = (context.world, plugin.file, plugin.declaration.name, environment.checkedMark)
        return { message in
            guard let mark else { return }
            world.stop(RunFailure("`\(name)` \(message) at t=\(world.time.now)", at: mark, in: file))
        }
    }

    /// The release the pipeline's `willEndDragging` source is handling.
    var release: GlideRelease? { environment.release }

    /// Subscribes `action` as a sink of the graph; once a value that cannot
    /// be has stopped the run, nothing more is written.
    func subscribe(_ label: String, _ stream: Observable<Bindings>, _ action: @escaping (Bindings) -> Void) {
        let world = context.world
        context.sink(label, stream) { bindings in
            if world.stopReason == nil { action(bindings) }
        }
    }
}

/// The lift a `willEndDragging` pipeline is handling, while its element passes:
/// its `target` and its `targetOffset` sink read and write it.
final class GlideRelease {
    var current: DragRelease?
}

extension Observable where Element == Bindings {
    /// A stream that never sends, where an optional parameter a spec left out
    /// switches a pipeline off; `label` says why in `explain`.
    static func never(_ label: String) -> Observable<Bindings> {
        Observable(label: label, sources: []) { _ in }
    }
}
