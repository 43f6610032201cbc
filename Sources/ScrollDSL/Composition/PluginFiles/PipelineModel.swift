/// A composed plugin's pipeline, checked: a source, operators and a sink
/// (``PipelineVocabulary``), each with its position.
struct ComposedPipeline: Sendable {
    /// `forEach: {ELEMENT: LIST}`: the pipeline is built once per view of the
    /// `[view]` parameter `list`, that view called `element` in it.
    struct ForEach: Sendable {
        let element: String
        let list: String
    }

    /// Over which views it runs, when it runs once per view of a list.
    let forEach: ForEach?
    let source: any PipelineSource
    let operators: [any PipelineOperator]
    let sink: any PipelineSink
    let mark: Mark
    /// Where each operator's value is written, in the plugin file (an
    /// expression's position, for run-time errors).
    let operatorMarks: [Mark]
    /// Where the sink's value is written.
    let sinkMark: Mark

    /// The view parameters whose `height` the pipeline's expressions read.
    var readViewHeights: [String] {
        expressions.flatMap(\.viewHeights)
    }

    /// The properties of other behaviours the pipeline's expressions read.
    var readBehaviourProperties: [PropertyPath] {
        expressions.flatMap(\.behaviourProperties)
    }

    private var expressions: [TypedExpression] {
        operators.flatMap(\.expressions) + sink.expressions
    }
}

/// A setting of a sink or operator: written in the plugin, or the value of one of its parameters.
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

extension ParameterOr where Value == VirtualTime {
    /// Whether it is written as 0.
    var isZero: Bool {
        if case .value(let time) = self { return time == .zero }
        return false
    }
}
