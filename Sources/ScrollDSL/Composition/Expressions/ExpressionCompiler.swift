/// The values an element carries through a pipeline: `value`, and what
/// `withLatestFrom`, `combinePrevious` and `scan` bound before it.
struct Bindings {
    var value: PropertyValue
    var latest = PropertyValue.null
    var previous = PropertyValue.null
    var acc = PropertyValue.null
    /// A record source's fields (`{tap: VIEW}`'s point on the screen).
    var x = PropertyValue.null
    var y = PropertyValue.null
    /// A finger's record beside its point (`{pan: VIEW}`, `{touch: VIEW}`).
    var finger: FingerRecord?
    /// The list that is the element's value (`{visibleItems}`'s ids), read by
    /// the list functions; `value` itself is null then.
    var list: [PropertyValue]?
}

extension Bindings {
    /// A finger's element (`{pan}`, `{touch}`): its state, where it is on the
    /// screen (null on a view with no frame), and a pan's translation and velocity.
    init(finger state: String, x: Double?, y: Double?, translation: Vector = .zero, velocity: Vector = .zero) {
        self.init(value: .text(state))
        self.x = x.map(PropertyValue.number) ?? .null
        self.y = y.map(PropertyValue.number) ?? .null
        finger = FingerRecord(state: value, translation: translation, velocity: velocity)
    }
}

/// What a finger on a view did, and a pan's translation and velocity: kept
/// apart so that the elements of every other pipeline stay small.
final class FingerRecord {
    let state: PropertyValue
    let translation: Vector
    let velocity: Vector

    init(state: PropertyValue, translation: Vector, velocity: Vector) {
        self.state = state
        self.translation = translation
        self.velocity = velocity
    }
}

/// A compiled expression: evaluating it reads its objects, and looks nothing
/// up by name and allocates nothing for numbers and booleans.
typealias Evaluator = (Bindings) -> PropertyValue

/// What a behaviour's expressions read at run time, through the host: its
/// objects, parameter values and state; or, for a plugin's `requires`,
/// checked before anything runs, its objects as declared.
struct ExpressionEnvironment {
    /// The world behind the host (absent for `requires`).
    var world: (any HostWorld)?
    var screen: (any ScreenHost)?
    /// Parameter values (durations in seconds).
    let parameters: [String: PropertyValue]
    /// List parameters' values.
    var lists: [String: [PropertyValue]] = [:]
    /// The plugin file the expressions are written in, for run-time errors.
    var file: String?
    var scrollViews: [String: any ScrollViewHost] = [:]
    var views: [String: PropertyStore & ViewHost] = [:]
    /// For `requires`: the declarations of the scroll views and views, read as they rest at time 0.
    var declaredScrollViews: [String: ScrollViewSpec] = [:]
    var declaredViews: [String: ViewSpec] = [:]
    var states: [String: StateCell] = [:]
    /// The scroll view a pipeline scrolls, for `top` and `bottom`.
    var scrolled: (any ScrollViewHost)?
    /// The lift a `willEndDragging` pipeline handles, for `target`.
    var release: GlideRelease?
    /// The properties of the behaviour with an `id`, for `ID.PROPERTY` (absent for `requires`).
    var behaviourProperties: ((String) -> BehaviourProperties)?
    /// Where the expressions compiled now are written, in the plugin file:
    /// a number they compute that is not finite stops the run there.
    var checkedMark: Mark?

    /// The environment for expressions written at `mark`.
    func checking(at mark: Mark) -> ExpressionEnvironment {
        var environment = self
        environment.checkedMark = mark
        return environment
    }
}

/// Binds a ``TypedExpression`` to a behaviour's objects as closures, once, when
/// the behaviour is installed.
enum ExpressionCompiler {
    static func compile(_ expression: TypedExpression, in environment: ExpressionEnvironment) -> Evaluator {
        switch expression {
        case .constant(let value):
            return { _ in value }
        case .parameter(let name):
            let value = environment.parameters[name] ?? .null
            return { _ in value }
        case .binding(let binding):
            switch binding {
            case .value: return { $0.value }
            case .latest: return { $0.latest }
            case .previous: return { $0.previous }
            case .acc: return { $0.acc }
            case .x: return { $0.x }
            case .y: return { $0.y }
            case .state: return { $0.finger?.state ?? .null }
            case .translationX: return { $0.finger.map { .number($0.translation.x) } ?? .null }
            case .translationY: return { $0.finger.map { .number($0.translation.y) } ?? .null }
            case .velocityX: return { $0.finger.map { .number($0.velocity.x) } ?? .null }
            case .velocityY: return { $0.finger.map { .number($0.velocity.y) } ?? .null }
            }
        case .state(let name):
            let cell = environment.states[name]!
            return { _ in cell.value }
        case let .scrollView(parameter, member):
            if let declared = environment.declaredScrollViews[parameter] {
                let value = declared.restingValue(of: member)
                return { _ in value }
            }
            return scrollView(environment.scrollViews[parameter]!, member)
        case let .view(parameter, property):
            if let declared = environment.declaredViews[parameter] {
                let value = declared.restingValue(of: property)
                return { _ in value }
            }
            return view(environment.views[parameter]!, property)
        case .screenVisible:
            let screen = environment.screen!
            return { _ in .boolean(screen.isVisible) }
        case .now:
            let world = environment.world!
            let clock = world.time
            return { _ in .number(clock.now.seconds) }
        case .bound(let target):
            let scrollView = environment.scrolled!
            return target == .top ? { _ in .number(scrollView.top) } : { _ in .number(scrollView.bottom) }
        case .glideTarget:
            let release = environment.release!
            return { _ in .number(release.current?.projectedOffset ?? 0) }
        case .negate(let operand):
            let value = compile(operand, in: environment)
            return { .number(-value($0).numberValue) }
        case .not(let operand):
            let value = compile(operand, in: environment)
            return { .boolean(!value($0).booleanValue) }
        case let .arithmetic(op, left, right):
            return op.evaluator(compile(left, in: environment), compile(right, in: environment))
        case let .comparison(op, left, right):
            return op.evaluator(compile(left, in: environment), compile(right, in: environment))
        case let .equality(equal, left, right):
            let (lhs, rhs) = (compile(left, in: environment), compile(right, in: environment))
            return equal ? { .boolean(lhs($0) == rhs($0)) } : { .boolean(lhs($0) != rhs($0)) }
        case let .logical(op, left, right):
            return op.evaluator(compile(left, in: environment), compile(right, in: environment))
        case let .conditional(condition, whenTrue, whenFalse):
            let (test, yes, no) = (compile(condition, in: environment), compile(whenTrue, in: environment), compile(whenFalse, in: environment))
            return { test($0).booleanValue ? yes($0) : no($0) }
        case let .coalesce(left, right):
            let (lhs, rhs) = (compile(left, in: environment), compile(right, in: environment))
            return { bindings in
                let value = lhs(bindings)
                if case .null = value { return rhs(bindings) }
                return value
            }
        case let .call(function, arguments):
            return function.evaluator(arguments.map { compile($0, in: environment) })
        case let .item(parameter, index, selector, field):
            guard let scrollView = environment.scrollViews[parameter] else { return { _ in .null } }
            let selected = selector.map { compile($0, in: environment) }
            return { bindings in
                guard let items = scrollView.itemLayout else { return .null }
                let found = selected.map { items.index(named: $0(bindings)) } ?? index.flatMap { $0 < items.itemCount ? $0 : nil }
                return found.map { items.value(field, ofItemAt: $0) } ?? .null
            }
        case let .element(list, index):
            let values = listReader(list, in: environment)
            let position = compile(index, in: environment)
            let (world, mark, file) = (environment.world, environment.checkedMark, environment.file)
            return { bindings in
                let wanted = position(bindings).numberValue
                let elements = values(bindings)
                guard wanted >= 0, wanted < Double(elements.count), wanted == wanted.rounded(.down) else {
                    if let world, let mark {
                        world.stop(RunFailure("`\(list)[\(wanted.formatted)]` is out of range: `\(list)` has \(elements.count) elements" + (elements.isEmpty ? "" : " (0 to \(elements.count - 1))"), at: mark, in: file))
                    }
                    return .null
                }
                return elements[Int(wanted)]
            }
        case let .listCall(function, list, arguments):
            return function.evaluator(listReader(list, in: environment), arguments.map { compile($0, in: environment) })
        case let .behaviourProperty(path, kind):
            guard let store = environment.behaviourProperties?(path.target) else { return { _ in .null } }
            let slot = store.slot(for: path.property.name, kind: kind)
            return { _ in store.customValues[slot] }
        case let .itemCall(function, parameter, arguments):
            let compiled = arguments.map { compile($0, in: environment) }
            guard let scrollView = environment.scrollViews[parameter] else {
                // `requires` reads declarations at rest, where items are not laid out: no item function is meant there.
                return { _ in .null }
            }
            return function.evaluator(scrollView, deviceWidth: environment.world?.device.width ?? 0, compiled)
        }
    }

    /// What reads the elements of `list`: a parameter's, fixed at installation, or the element's own.
    private static func listReader(_ list: TypedExpression.ListOperand, in environment: ExpressionEnvironment) -> (Bindings) -> [PropertyValue] {
        switch list {
        case .parameter(let name):
            let values = environment.lists[name] ?? []
            return { _ in values }
        case .value:
            return { $0.list ?? [] }
        }
    }

    private static func scrollView(_ scrollView: any ScrollViewHost, _ member: TypedExpression.ScrollViewMember) -> Evaluator {
        switch member {
        case .offset: return { _ in .number(scrollView.contentOffset) }
        case .velocity: return { _ in .number(scrollView.velocity) }
        case .phase: return { _ in .text(scrollView.phase.rawValue) }
        case .scrollPhase: return { _ in .text(scrollView.scrollPhase.rawValue) }
        case .top: return { _ in .number(scrollView.top) }
        case .bottom: return { _ in .number(scrollView.bottom) }
        case .distanceFromTop: return { _ in .number(scrollView.distanceFromTop) }
        case .distanceFromBottom: return { _ in .number(scrollView.distanceFromBottom) }
        case .contentHeight: return { _ in .number(scrollView.contentHeight) }
        case .viewportHeight: return { _ in .number(scrollView.viewportHeight) }
        case .isTracking: return { _ in .boolean(scrollView.isTracking) }
        case .isDecelerating: return { _ in .boolean(scrollView.isDecelerating) }
        case .contentInsetTop: return { _ in .number(scrollView.contentInset.top) }
        case .contentInsetBottom: return { _ in .number(scrollView.contentInset.bottom) }
        case .itemCount: return { _ in .number(Double(scrollView.itemLayout?.itemCount ?? 0)) }
        case .zoomScale: return { _ in .number(scrollView.zoomScale) }
        }
    }

    private static func view(_ view: PropertyStore & ViewHost, _ property: String) -> Evaluator {
        if property != "height", let slot = view.existingSlot(for: property) { return { _ in view.customValues[slot] } }
        switch Property(property) {
        case Property("height"): return { _ in .number(view.height) }
        case .translation: return { _ in .number(view.translation) }
        case .fraction: return { _ in .number(view.fraction) }
        case .visibleHeight: return { _ in .number(view.visibleHeight) }
        case .position: return { _ in view.position.map(PropertyValue.text) ?? .null }
        default:
            guard let field = ItemPath.Field(rawValue: property) else { return { _ in .null } }
            return { _ in view.contentValue(field) }
        }
    }
}

extension PropertyValue {
    /// The number of a value the checker typed as a number (0 otherwise).
    @inline(__always) var numberValue: Double {
        if case .number(let value) = self { return value }
        return 0
    }

    /// The text of a value the checker typed as a string (`""` otherwise).
    var textValue: String {
        if case .text(let value) = self { return value }
        return ""
    }

    /// The boolean of a value the checker typed as a boolean (false otherwise).
    @inline(__always) var booleanValue: Bool {
        if case .boolean(let value) = self { return value }
        return false
    }
}

/// A plugin's named state: its current value, and each change.
final class StateCell {
    let name: String
    private(set) var value: PropertyValue
    /// Each new value that differs from the one before.
    let changes: PublishSubject<PropertyValue>

    init(name: String, value: PropertyValue) {
        self.name = name
        self.value = value
        changes = PublishSubject("state \(name)")
    }

    /// Stores `value`; a change is sent on.
    func set(_ value: PropertyValue) {
        guard value != self.value else { return }
        self.value = value
        changes.send(value)
    }
}
