/// Decodes a plugin file's `pipelines` in order, typing each element as it
/// flows: sources, operators and sinks (``PipelineVocabulary``) are checked
/// against the plugin's parameters and state, the streams named by earlier
/// pipelines and the view properties they write. A stream used before it is
/// named or named twice, and a cycle through states and streams, are errors.
final class PipelineDecoder {
    let context: DecodingContext
    /// Whether the file declares a behaviour or a trigger.
    let kind: PluginKind
    let parameters: [ParameterDeclaration]
    /// Each parameter's type by name, made once: every pipeline and reference
    /// looks parameters up. A `forEach` pipeline's element is one of them while
    /// that pipeline is decoded.
    private(set) var parameterTypes: [String: ParameterType]
    private let states: [String: ExpressionType]
    private var streams: [String: (type: ExpressionType, mark: Mark)] = [:]
    /// View parameter → property → type, for what the pipelines write.
    private(set) var viewProperties: [String: [String: ExpressionType]] = [:]
    /// The script steps the plugin hears (`{command: NAME}`).
    var commands: Set<String> = []
    /// The parameters operators take their durations (that must be above 0) and counts from.
    private(set) var argumentParameters: [ArgumentRule] = []
    /// Which states and streams feed which (`state:NAME`, `stream:NAME`), for cycles.
    private var feeds: [String: [String]] = [:]
    /// How many operators deep each named stream is, counting the streams it reads.
    private var streamDepths: [String: Int] = [:]
    /// How many subscriptions to the host each reader of a named stream makes.
    private var streamSubscriptions: [String: Int] = [:]
    /// What the behaviours the plugin may read declare, looked at on the first read.
    private let behaviourProperties: BehaviourPropertyKinds

    /// The most operators an element may pass through, counting the streams a
    /// pipeline reads: subscribing and emitting recurse once per operator, and
    /// this keeps both far inside the stack.
    static let maxDepth = 256

    init(context: DecodingContext, kind: PluginKind, parameters: [ParameterDeclaration], states: [String: ExpressionType], behaviourProperties: BehaviourPropertyKinds) {
        self.context = context
        self.behaviourProperties = behaviourProperties
        self.kind = kind
        self.parameters = parameters
        self.states = states
        parameterTypes = Dictionary(parameters.map { ($0.name, $0.type) }) { first, _ in first }
    }

    func decodeAll(_ node: Node) -> [ComposedPipeline]? {
        guard let items = context.list(node, "pipelines") else { return nil }
        var pipelines: [ComposedPipeline] = []
        var valid = true
        for item in items {
            if let pipeline = decode(item) { pipelines.append(pipeline) } else { valid = false }
        }
        return valid ? pipelines : nil
    }

    private func decode(_ node: Node) -> ComposedPipeline? {
        guard let map = MappingReader(node, subject: "a pipeline", keys: PipelineVocabulary.pipelineKeys, context: context) else { return nil }
        guard let forEachNode = map["forEach"] else { return decode(map, at: node.mark, forEach: nil) }
        guard let forEach = forEach(forEachNode) else { return nil }
        // The element is a view parameter of this pipeline; what it writes is written on every view of the list.
        parameterTypes[forEach.element] = .view(needsHeight: false)
        viewProperties[forEach.element] = viewProperties[forEach.list]
        defer {
            parameterTypes[forEach.element] = nil
            if let written = viewProperties.removeValue(forKey: forEach.element) { viewProperties[forEach.list] = written }
        }
        return decode(map, at: node.mark, forEach: forEach)
    }

    /// `forEach: {ELEMENT: LIST}`: the pipeline runs once per view of a `[view]`
    /// parameter, the view called `ELEMENT` in it.
    private func forEach(_ node: Node) -> ComposedPipeline.ForEach? {
        let lists = parameters.filter { if case .list(.view) = $0.type { true } else { false } }.map(\.name)
        guard let pairs = node.mapping, pairs.count == 1 else {
            context.error("`forEach` is a one-key map from the element's name to a `[view]` parameter, such as `{card: cards}`", at: node.mark)
            return nil
        }
        guard let element = context.identifier(pairs[0].key, "forEach"), let list = context.identifier(pairs[0].value, "forEach") else { return nil }
        guard lists.contains(list) else {
            let found = parameterTypes[list].map { "`\(list)` is a \($0.summary) parameter" } ?? "`\(list)` is not a parameter"
            context.error("`forEach` runs over a list of views (`type: [view]`); \(found)" + Suggestion.hint(for: list, among: lists), at: pairs[0].value.mark)
            return nil
        }
        guard parameterTypes[element] == nil, states[element] == nil, !PluginParameterDecoder.takenNames.contains(element) else {
            let taken = PluginParameterDecoder.takenNames.contains(element) ? "a name expressions give a meaning of their own" : "already a parameter or a state of this plugin"
            context.error("`\(element)` is \(taken); name the element otherwise", at: pairs[0].key.mark)
            return nil
        }
        return ComposedPipeline.ForEach(element: element, list: list)
    }

    private func decode(_ map: MappingReader, at mark: Mark, forEach: ComposedPipeline.ForEach?) -> ComposedPipeline? {
        guard let fromNode = map.required("from"), let toNode = map.required("to"),
              let decoded = source(fromNode) else { return nil }
        let (source, type) = (decoded.source, decoded.type)
        let sinkType = sinkName(of: toNode).flatMap(PipelineVocabulary.sink(named:))
        var names = ExpressionNames(
            parameters: parameterTypes, states: states, bindings: decoded.record.merging([.value: type]) { _, value in value }, viewProperties: viewProperties,
            scrollsTo: sinkType?.namesBounds ?? false, optionalParameters: Set(parameters.filter(\.isOptional).map(\.name)), glideTarget: source.releasedScrollView != nil,
            behaviourProperties: behaviourProperties)
        var operators: [any PipelineOperator] = []
        var operatorMarks: [Mark] = []
        // Every operator and the sink are checked, past a problem, so that
        // one load lists every problem of the pipeline.
        var complete = true
        for item in map["pipe"].flatMap({ context.list($0, "pipe") }) ?? [] {
            guard let next = operation(item, names: &names) else {
                complete = false
                continue
            }
            operators.append(next)
            operatorMarks.append(Self.valueMark(of: item))
        }
        guard let sink = sink(toNode, names: names), complete else { return nil }
        if let forEach, let stream = sink as? StreamSink {
            context.error("a `forEach` pipeline runs once per view of `\(forEach.list)`, so it cannot name stream `\(stream.name)` (it would name it once per view); "
                          + "name the stream in a pipeline without `forEach`, and read it here with `{stream: \(stream.name)}`", at: toNode.mark)
            return nil
        }
        let pipeline = ComposedPipeline(
            forEach: forEach, source: source, operators: operators, sink: sink, mark: mark, operatorMarks: operatorMarks, sinkMark: Self.valueMark(of: toNode)
        )
        guard checkGlideTarget(pipeline, at: toNode.mark), checkCycle(pipeline, at: toNode.mark) else { return nil }
        let depth = pipeline.depth(streams: streamDepths)
        guard depth <= Self.maxDepth else {
            context.error("this pipeline passes elements through \(depth) operators, counting the streams it reads; the limit is \(Self.maxDepth)", at: mark)
            return nil
        }
        let subscriptions = pipeline.subscriptions(streams: streamSubscriptions)
        guard subscriptions.most <= PipelineLimits.maxSubscriptions else {
            context.error("this pipeline subscribes to the host more than \(PipelineLimits.maxSubscriptions) times: each reader of a stream runs "
                          + "the pipelines before it anew, as in RxSwift; end a stream that is read more than once with `share`", at: mark)
            return nil
        }
        if let stream = sink as? StreamSink {
            streamDepths[stream.name] = depth
            streamSubscriptions[stream.name] = subscriptions.each
        }
        return pipeline
    }

    /// The position of a one-key map's value (`map: "EXPR"`), or of the node.
    private static func valueMark(of node: Node) -> Mark {
        node.mapping?.first?.value.mark ?? node.mark
    }

    /// The sink's name: its first key, or the bare word (`emit`).
    private func sinkName(of node: Node) -> String? {
        if case .string(let word)? = node.scalar?.value { return word }
        return node.mapping?.first?.key.scalar?.text
    }

    // MARK: Sources, operators, sinks

    /// A source: a map whose first key names it.
    func source(_ node: Node) -> DecodedSource? {
        guard let pairs = node.mapping, let first = pairs.first, let name = first.key.scalar?.text else {
            context.error("a source is a one-key map such as `{offset: scrollView}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard let declaration = PipelineVocabulary.source(named: name) else {
            context.error("unknown source `\(name)`" + Suggestion.hint(for: name, among: PipelineVocabulary.sources.map { $0.entry.name }), at: first.key.mark)
            return nil
        }
        return decodeSource(declaration, first.value, SourceMap(node: node, pairs: pairs))
    }

    private func decodeSource<Source: PipelineSource>(_ declaration: Source.Type, _ value: Node, _ map: SourceMap) -> DecodedSource? {
        let otherKeys = Source.otherKeys
        for pair in map.pairs.dropFirst() where !otherKeys.contains(pair.key.scalar?.text ?? "") {
            let name = Source.entry.name
            context.error(otherKeys.isEmpty ? "a source has one key" : "`\(name)` takes " + otherKeys.map { "`\($0)`" }.joined(separator: ", ") + " beside its own key", at: pair.key.mark)
            return nil
        }
        return Source.decode(value, in: map, self)
    }

    private func operation(_ node: Node, names: inout ExpressionNames) -> (any PipelineOperator)? {
        let (name, value, mark): (String, Node?, Mark)
        if case .string(let bare)? = node.scalar?.value {
            (name, value, mark) = (bare, nil, node.mark)
        } else if let pairs = node.mapping, pairs.count == 1, let key = pairs[0].key.scalar?.text {
            (name, value, mark) = (key, pairs[0].value, pairs[0].key.mark)
        } else {
            context.error("an operator is a name (`share`) or a one-key map (`map: EXPR`), not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard let declaration = PipelineVocabulary.operation(named: name) else {
            if let advice = PipelineVocabulary.foreignOperators[name] {
                context.error("plugin files have no `\(name)`: \(advice)", at: mark)
            } else {
                context.error("unknown operator `\(name)`" + Suggestion.hint(for: name, among: PipelineVocabulary.operatorNames), at: mark)
            }
            return nil
        }
        let bare = value == nil || value?.scalar?.value == .null
        if !declaration.takesValue != bare, !(bare && declaration.allowsBare(name)) {
            context.error(declaration.takesValue ? "`\(name)` needs a value: `- \(name): …`" : "`\(name)` takes no value: write `- \(name)`", at: mark)
            return nil
        }
        let decoded = declaration.decode(bare ? nil : value, names: &names, self)
        if let kept = names.bindings.first(where: { $0.key != .value && $0.value == .list })?.key {
            // Only `value` holds a list, which the list functions read.
            context.error("`\(name)` would keep a list of ids in `\(kept.rawValue)`; `map` the list to what you need first (such as `map: \"count(value)\"`)", at: mark)
            return nil
        }
        return decoded
    }

    private func sink(_ node: Node, names: ExpressionNames) -> (any PipelineSink)? {
        let sinkNames = PipelineVocabulary.sinks.map { $0.entry.name }
        if case .string(let word)? = node.scalar?.value, let declaration = PipelineVocabulary.sink(named: word), !declaration.takesValue {
            return declaration.decode(node, in: SourceMap(node: node, pairs: []), type: names.bindings[.value]!, names: names, self)
        }
        guard let pairs = node.mapping, let first = pairs.first, let name = first.key.scalar?.text else {
            context.error("a sink is a map such as `{set: title.alpha}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard let declaration = PipelineVocabulary.sink(named: name), declaration.takesValue else {
            context.error("unknown sink `\(name)`" + Suggestion.hint(for: name, among: sinkNames), at: first.key.mark)
            return nil
        }
        for pair in pairs.dropFirst() where !declaration.otherKeys.contains(pair.key.scalar?.text ?? "") {
            let key = pair.key.scalar?.text ?? ""
            context.error("unknown key `\(key)` in a `\(name)` sink" + Suggestion.hint(for: key, among: declaration.otherKeys), at: pair.key.mark)
            return nil
        }
        return declaration.decode(first.value, in: SourceMap(node: node, pairs: pairs), type: names.bindings[.value]!, names: names, self)
    }

    // MARK: What declarations read

    /// An expression, typed with `names`, or `nil` after reporting the problem.
    func expression(_ node: Node, _ what: String, names: ExpressionNames) -> (expression: TypedExpression, type: ExpressionType, text: String)? {
        ExpressionReader(context: context).read(node, what, names: names)
    }

    /// The name of a parameter of the `expected` type, or `nil` after reporting the problem.
    func parameter(_ node: Node, _ expected: ParameterType, for what: String) -> String? {
        guard let name = context.identifier(node, what) else { return nil }
        guard let type = parameterTypes[name], type.sameKind(as: expected) else {
            let matching = parameters.filter { $0.type.sameKind(as: expected) }.map(\.name)
            let noun = expected.summary
            if matching.isEmpty, kind == .trigger {
                context.error("`\(what)` takes a \(noun) parameter, and a trigger has none: it hears the world's events (status-bar taps, tab reselects, "
                              + "appearances, timers); to read a \(noun), write a behaviour (`kind: behaviour`) with a \(noun) parameter", at: node.mark)
            } else if matching.isEmpty {
                context.error("`\(what)` takes a \(noun) parameter, and this plugin declares none", at: node.mark)
            } else {
                context.error("`\(name)` is not a \(noun) parameter of this plugin" + Suggestion.hint(for: name, among: matching), at: node.mark)
            }
            return nil
        }
        return name
    }

    /// A duration as written, or the name of a duration parameter.
    func durationArgument(_ node: Node, _ what: String, allowsZero: Bool) -> ParameterOr<VirtualTime>? {
        if case .string(let name)? = node.scalar?.value, DecodingContext.isIdentifier(name) {
            guard let type = parameterTypes[name] else {
                let durations = parameters.filter { $0.type.sameKind(as: .duration) }.map(\.name)
                context.error("`\(what)` takes a duration such as `300ms`, or a duration parameter; `\(name)` is neither" + Suggestion.hint(for: name, among: durations), at: node.mark)
                return nil
            }
            guard type.sameKind(as: .duration) else {
                context.error("`\(what)` takes a duration parameter, and `\(name)` is a \(type.summary) parameter", at: node.mark)
                return nil
            }
            if !allowsZero { argumentParameters.append(ArgumentRule(parameter: name, operation: what, rule: .positiveDuration)) }
            return .parameter(name)
        }
        guard let time = context.duration(node, what) else { return nil }
        if !allowsZero, time == .zero {
            context.error("`\(what)` needs a duration above 0", at: node.mark)
            return nil
        }
        return .value(time)
    }

    /// A whole number of elements as written, or the name of a number parameter.
    func countArgument(_ node: Node, _ what: String) -> ParameterOr<Int>? {
        if case .string(let name)? = node.scalar?.value, DecodingContext.isIdentifier(name) {
            guard let type = parameterTypes[name], type.sameKind(as: .number(minimum: nil, maximum: nil)) else {
                let numbers = parameters.filter { $0.type.sameKind(as: .number(minimum: nil, maximum: nil)) }.map(\.name)
                let found = parameterTypes[name].map { "`\(name)` is a \($0.summary) parameter" } ?? "`\(name)` is not a parameter" + Suggestion.hint(for: name, among: numbers)
                context.error("`\(what)` takes a whole number, or a number parameter; \(found)", at: node.mark)
                return nil
            }
            argumentParameters.append(ArgumentRule(parameter: name, operation: what, rule: .count))
            return .parameter(name)
        }
        return context.integer(node, what, minimum: 0, maximum: 1_000_000).map { .value($0) }
    }

    func state(_ name: String, at mark: Mark) -> ExpressionType? {
        guard let type = states[name] else {
            context.error("unknown state `\(name)`" + Suggestion.hint(for: name, among: states.keys.sorted()), at: mark)
            return nil
        }
        return type
    }

    func stream(_ name: String, at mark: Mark) -> ExpressionType? {
        guard let stream = streams[name] else {
            context.error("stream `\(name)` is used before a pipeline names it (`to: {stream: \(name)}` in an earlier pipeline)", at: mark)
            return nil
        }
        return stream.type
    }

    /// Names a stream of `type`; a name taken is an error.
    func nameStream(_ name: String, type: ExpressionType, at mark: Mark) -> Bool {
        if let existing = streams[name] {
            context.error("stream `\(name)` is already named by the pipeline on line \(existing.mark.line); name each stream once", at: mark)
            return false
        }
        streams[name] = (type, mark)
        return true
    }

    /// Records that a pipeline writes `view.property` as `type`; another type is an error.
    func recordViewProperty(_ view: String, _ property: String, type: ExpressionType, at mark: Mark) -> Bool {
        if let earlier = viewProperties[view]?[property], earlier != type {
            context.error("`\(view).\(property)` is written as a \(earlier) by an earlier pipeline; write one type", at: mark)
            return false
        }
        viewProperties[view, default: [:]][property] = type
        return true
    }

    // MARK: Rules across a pipeline

    /// A `targetOffset` sink needs the lift of its own scroll view, in the same turn.
    private func checkGlideTarget(_ pipeline: ComposedPipeline, at mark: Mark) -> Bool {
        guard let sink = pipeline.sink as? TargetOffsetSink else { return true }
        guard pipeline.source.releasedScrollView == sink.scrollView else {
            context.error("a `targetOffset` sink ends a pipeline from `{event: willEndDragging, of: \(sink.scrollView)}`: the glide's target is chosen as the finger lifts", at: mark)
            return false
        }
        if let index = pipeline.operators.firstIndex(where: \.movesInTime) {
            context.error("`\(pipeline.operators[index].label)` moves the element to a later turn, after the glide has started; a `targetOffset` pipeline decides in the lift's turn", at: pipeline.operatorMarks[index])
            return false
        }
        return true
    }

    /// Records what the pipeline feeds; a state or stream that would feed itself is an error.
    private func checkCycle(_ pipeline: ComposedPipeline, at mark: Mark) -> Bool {
        guard let target = pipeline.sink.feeds else { return true }
        let feeders = pipeline.source.feeders + pipeline.operators.compactMap { $0.readStream.map { "stream:\($0)" } }
        for origin in feeders {
            feeds[origin, default: []].append(target)
        }
        var seen: Set<String> = []
        var frontier = [target]
        while let node = frontier.popLast() {
            if feeders.contains(node) {
                let name = target.split(separator: ":").last.map(String.init) ?? target
                if target.hasPrefix("contentChange:") {
                    context.error("this pipeline closes a cycle: it changes the content or insets of `\(name)`, whose `contentChange` starts it, "
                                  + "so each change would answer itself; change another scroll view, or scroll instead (`scrollTo`)", at: mark)
                } else {
                    context.error("this pipeline closes a cycle: `\(name)` would feed itself through states and streams", at: mark)
                }
                return false
            }
            guard seen.insert(node).inserted else { continue }
            frontier += feeds[node] ?? []
        }
        return true
    }
}

/// What a plugin file declares.
enum PluginKind: String, Sendable {
    case behaviour, trigger
}

/// A parameter an operator takes its duration or count from, checked when a spec gives it.
struct ArgumentRule: Sendable {
    enum Rule: Sendable {
        /// A duration above 0 (`delay`, `throttle`, `every`).
        case positiveDuration
        /// A whole number of elements, 0 or more (`take`, `skip`).
        case count
    }

    let parameter: String
    let operation: String
    let rule: Rule

    /// The problem with `value`, if any.
    func problem(with value: ParameterValue) -> String? {
        switch (rule, value) {
        case (.positiveDuration, .duration(let time)) where time <= .zero:
            return "`\(parameter)` is used as the duration of `\(operation)`, which must be above 0"
        case (.count, .number(let number)) where number < 0 || number != number.rounded() || number > 1_000_000:
            return "`\(parameter)` is used as the count of `\(operation)`, which must be a whole number from 0 to 1000000, not \(number.formatted)"
        default:
            return nil
        }
    }
}

/// Bounds on how large one plugin file's graph may grow.
enum PipelineLimits {
    /// The most subscriptions to the host attaching one pipeline may make:
    /// 24 doubling `merge`s of one stream would make 2^24.
    static let maxSubscriptions = 10_000

    /// `count`, held just past the limit so that sums never overflow.
    static func subscriptions(_ count: Int) -> Int { min(count, maxSubscriptions + 1) }
}

extension ComposedPipeline {
    /// How many subscriptions to the host attaching it makes (`most`), and
    /// each later reader of its output (`each`: 1 after a `share`), with those
    /// of each named stream it reads in `streams`.
    func subscriptions(streams: [String: Int]) -> (most: Int, each: Int) {
        var count = source.subscriptions(streams: streams)
        var most = count
        for operation in operators {
            if let name = operation.readStream { count = PipelineLimits.subscriptions(count + (streams[name] ?? 1)) }
            most = max(most, count)
            if operation.sharesUpstream { count = 1 }
        }
        return (most, count)
    }

    /// How many operators an element passes through, with the depth of each
    /// named stream it reads in `streams`.
    func depth(streams: [String: Int]) -> Int {
        operators.reduce(source.depth(streams: streams)) { depth, operation in
            if let name = operation.readStream { return max(depth, streams[name] ?? 0) + 1 }
            return depth + 1
        } + 1
    }
}

extension ParameterType {
    /// Whether two types are the same kind, ignoring bounds and heights.
    func sameKind(as other: ParameterType) -> Bool {
        switch (self, other) {
        case (.scrollView, .scrollView), (.view, .view), (.screen, .screen), (.number, .number), (.duration, .duration), (.boolean, .boolean),
             (.choice, .choice), (.text, .text), (.triggers, .triggers), (.events, .events), (.positiveNumberOr, .positiveNumberOr):
            return true
        default:
            return false
        }
    }
}
