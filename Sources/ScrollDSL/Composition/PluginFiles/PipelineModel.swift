/// A composed plugin's pipeline, checked: a source, operators and a sink, each
/// with its position and the text it was written as (for `explain`).
struct ComposedPipeline: Sendable {
    let source: ComposedSource
    let operators: [ComposedOperator]
    let sink: ComposedSink
    let mark: Mark
    /// Where each operator's value is written, in the plugin file (an
    /// expression's position, for run-time errors).
    let operatorMarks: [Mark]
    /// Where the sink's value is written.
    let sinkMark: Mark
}

/// Where a pipeline's elements come from.
indirect enum ComposedSource: Sendable {
    /// Each reported change of a scroll view's offset, velocity or phase.
    case scrollView(parameter: String, TypedExpression.ScrollViewMember)
    /// The triggers a `triggers` parameter lists, while the screen is visible.
    case triggers(parameter: String)
    /// The events an `events` parameter lists (scroll view events of `of`, and triggers).
    case events(parameter: String, of: String?)
    /// One scroll view event: `dragBegin`, `dragEnd`, `didEndDecelerating`, `didScroll`.
    case event(String, of: String)
    /// Each change of a state.
    case state(String)
    /// Another pipeline's output.
    case stream(String)
    case merge([ComposedSource])
    /// A tick every so often, counting from 1.
    case every(VirtualTime)

    /// How it reads in `explain`.
    var label: String {
        switch self {
        case let .scrollView(parameter, member): return "\(member.rawValue)(\(parameter))"
        case .triggers(let parameter): return "triggers(\(parameter))"
        case let .events(parameter, _): return "events(\(parameter))"
        case let .event(name, scrollView): return "\(name)(\(scrollView))"
        case .state(let name): return "state(\(name))"
        case .stream(let name): return "stream(\(name))"
        case .merge(let sources): return "merge(" + sources.map(\.label).joined(separator: ", ") + ")"
        case .every(let period): return "every(\(period))"
        }
    }
}

/// One operator of a pipeline, RxSwift's names and meanings.
enum ComposedOperator: Sendable {
    case map(TypedExpression, text: String)
    case filter(TypedExpression, text: String)
    case scan(seed: TypedExpression, next: TypedExpression, text: String)
    case withLatestFromState(String)
    case withLatestFromStream(String)
    case combinePrevious
    case startWith(TypedExpression, text: String)
    case distinctUntilChanged
    case debounce(VirtualTime)
    case delay(VirtualTime)
    case throttle(VirtualTime)
    case pausable(TypedExpression, text: String)
    case take(Int)
    case skip(Int)
    case share

    /// How it reads in `explain`: the operator and its expression.
    var label: String {
        switch self {
        case .map(_, let text): return "map(\(text))"
        case .filter(_, let text): return "filter(\(text))"
        case .scan(_, _, let text): return "scan(\(text))"
        case .withLatestFromState(let name): return "withLatestFrom(state \(name))"
        case .withLatestFromStream(let name): return "withLatestFrom(stream \(name))"
        case .combinePrevious: return "combinePrevious"
        case .startWith(_, let text): return "startWith(\(text))"
        case .distinctUntilChanged: return "distinctUntilChanged"
        case .debounce(let time): return time == .zero ? "debounce(end of turn)" : "debounce(\(time))"
        case .delay(let time): return "delay(\(time))"
        case .throttle(let time): return "throttle(\(time))"
        case .pausable(_, let text): return "pausable(\(text))"
        case .take(let count): return "take(\(count))"
        case .skip(let count): return "skip(\(count))"
        case .share: return "share"
        }
    }
}

/// Where a pipeline's elements go.
enum ComposedSink: Sendable {
    /// A view property, which expectations, traces and plots may read.
    case setView(parameter: String, property: String, kind: ValueKind)
    case setState(String)
    /// A programmatic scroll to the element's offset.
    case scrollTo(parameter: String, animated: ParameterOr<Bool>, duration: ParameterOr<VirtualTime>)
    /// A stream later pipelines read (`value` alone goes on).
    case stream(String)
    case log(TypedExpression, text: String)

    /// How it reads in `explain`.
    var label: String {
        switch self {
        case let .setView(parameter, property, _): return "set(\(parameter).\(property))"
        case .setState(let name): return "set(state \(name))"
        case let .scrollTo(parameter, animated, duration): return "scrollTo(\(parameter), animated: \(animated), duration: \(duration))"
        case .stream(let name): return "stream(\(name))"
        case .log(_, let text): return "log(\(text))"
        }
    }
}

/// A sink's setting: written in the plugin, or the value of one of its parameters.
enum ParameterOr<Value: Sendable>: Sendable, CustomStringConvertible {
    case value(Value)
    case parameter(String)

    var description: String {
        switch self {
        case .value(let value): return "\(value)"
        case .parameter(let name): return name
        }
    }
}
