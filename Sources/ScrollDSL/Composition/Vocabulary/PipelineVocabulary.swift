/// Every source, operator and sink a plugin file may write, in the order the
/// language reference lists them: the decoder, its suggestions and
/// `docs/language.md` read these lists and nothing else.
enum PipelineVocabulary {
    /// A pipeline's keys: over which views it runs, its source, its operators, its sink.
    static let pipelineKeys = ["forEach", "from", "pipe", "to"]

    static let sources: [any PipelineSource.Type] = [
        OffsetSource.self, VelocitySource.self, PhaseSource.self, ScrollPhaseSource.self, DetentChangeSource.self, TriggersSource.self, EventsSource.self, EventSource.self,
        ContentChangeSource.self, VisibilitySource.self, VisibleItemsSource.self, TapSource.self, PanSource.self, TouchSource.self, CommandSource.self, TriggerSource.self, WindowSource.self,
        StateSource.self, StreamSource.self, MergeSource.self, EverySource.self,
    ]

    static let operators: [any PipelineOperator.Type] = [
        MapOperator.self, FilterOperator.self, ScanOperator.self, WithLatestFromOperator.self, CombineLatestOperator.self, CombinePreviousOperator.self, StartWithOperator.self,
        DistinctUntilChangedOperator.self, DebounceOperator.self, DelayOperator.self, ThrottleOperator.self, PausableOperator.self, TakeOperator.self, SkipOperator.self, ShareOperator.self,
    ]

    static let sinks: [any PipelineSink.Type] = [
        SetSink.self, ScrollToSink.self, TargetOffsetSink.self, InsertItemsSink.self, DeleteItemsSink.self, ZoomToSink.self, SetNavigationBarHiddenSink.self, SetToolbarHiddenSink.self, StreamSink.self, LogSink.self, EmitSink.self,
    ]

    /// The source written `name`.
    static func source(named name: String) -> (any PipelineSource.Type)? {
        sources.first { $0.entry.name == name }
    }

    /// The operator written `name`, or one of its aliases.
    static func operation(named name: String) -> (any PipelineOperator.Type)? {
        operators.first { $0.entry.name == name || $0.entry.aliases.contains(name) }
    }

    /// The sink written `name`.
    static func sink(named name: String) -> (any PipelineSink.Type)? {
        sinks.first { $0.entry.name == name }
    }

    /// Every operator name and alias, for suggestions.
    static let operatorNames = operators.flatMap { [$0.entry.name] + $0.entry.aliases }

    /// What to write instead of an operator of RxSwift's or Combine's that
    /// plugin files do not have.
    static let foreignOperators: [String: String] = [
        "compactMap": "write `map` then `filter: \"value != null\"` and unwrap with `??`",
        "flatMap": "a pipeline cannot start inner streams: name one with `to: {stream: NAME}` and read it with `withLatestFrom` or `combineLatest`",
        "flatMapLatest": "a pipeline cannot start inner streams: name one with `to: {stream: NAME}` and read it with `withLatestFrom` or `combineLatest`",
        "switchToLatest": "a pipeline cannot start inner streams: name one with `to: {stream: NAME}` and read it with `withLatestFrom` or `combineLatest`",
        "sink": "a pipeline ends in `to:`, such as `to: {set: title.alpha}`; `sink` is not an operator",
        "subscribe": "a pipeline ends in `to:`, such as `to: {set: title.alpha}`; `subscribe` is not an operator",
        "assign": "write the sink `to: {set: VIEW.PROPERTY}` (or `{set: {state: NAME}}`)",
        "bind": "write the sink `to: {set: VIEW.PROPERTY}` (or `{set: {state: NAME}}`)",
        "drive": "write the sink `to: {set: VIEW.PROPERTY}` (or `{set: {state: NAME}}`)",
        "merge": "`merge` is a source: `from: {merge: [SOURCE, …]}`",
        "zip": "write `combineLatest: {stream: NAME}` (each side's change passes with the other's last value)",
        "reduce": "write `scan: {seed: EXPR, next: EXPR}`: a pipeline never completes, so `reduce` would never emit",
        "receive": "every element is delivered on the virtual clock's turn already; leave it out",
        "subscribeOn": "every element is delivered on the virtual clock's turn already; leave it out",
        "observeOn": "every element is delivered on the virtual clock's turn already; leave it out",
        "eraseToAnyPublisher": "pipelines need no type erasure; leave it out",
        "handleEvents": "write a second pipeline from the same source to `{log: EXPR}`",
        "print": "write a second pipeline from the same source to `{log: EXPR}`",
        "do": "write a second pipeline from the same source to `{log: EXPR}`",
        "timeout": "write `debounce: DURATION` to act once a value has not changed for a while",
        "sample": "write `withLatestFrom: {stream: NAME}` from the stream that samples",
    ]
}
