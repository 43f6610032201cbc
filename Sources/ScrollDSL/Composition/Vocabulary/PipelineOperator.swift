/// One operator of a pipeline (`pipe:`), RxSwift's names and meanings, one type
/// per file, each listed in ``PipelineVocabulary/operators``.
protocol PipelineOperator: Sendable {
    /// Its name, form, documentation and aliases.
    static var entry: VocabularyEntry { get }
    /// Whether it is written with a value (`map: EXPR`) or bare (`share`).
    static var takesValue: Bool { get }
    /// Whether `name` (its own or an alias) may also be written bare, with
    /// Combine's default (`dropFirst` drops one).
    static func allowsBare(_ name: String) -> Bool
    /// The operator written with `value` (`nil` when bare), typing what it
    /// binds into `names`, or `nil` after reporting the problem.
    static func decode(_ value: Node?, names: inout ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineOperator)?

    /// How it reads in `explain`: the operator and its expression.
    var label: String { get }
    /// The expressions it evaluates (for the view heights they read).
    var expressions: [TypedExpression] { get }
    /// Whether it moves elements to a later turn (a glide's target must be
    /// chosen in the turn the finger lifts).
    var movesInTime: Bool { get }
    /// The named stream it reads beside its input, for depth and cycles.
    var readStream: String? { get }
    /// Whether later readers share its one subscription upstream (`share`).
    var sharesUpstream: Bool { get }
    /// The operator applied to `stream` for one behaviour.
    func apply(to stream: Observable<Bindings>, in scope: PipelineScope) -> Observable<Bindings>
}

extension PipelineOperator {
    static var takesValue: Bool { true }
    static func allowsBare(_ name: String) -> Bool { false }
    var expressions: [TypedExpression] { [] }
    var movesInTime: Bool { false }
    var readStream: String? { nil }
    var sharesUpstream: Bool { false }
}
