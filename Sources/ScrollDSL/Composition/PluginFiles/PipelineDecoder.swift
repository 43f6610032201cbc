/// Decodes a plugin file's `pipelines` in order, typing each element as it
/// flows: sources, operators and sinks are checked against the plugin's
/// parameters and state, the streams named by earlier pipelines and the view
/// properties they write. A stream used before it is named or named twice, and
/// a cycle through states and streams, are errors.
final class PipelineDecoder {
    private let context: DecodingContext
    private let parameters: [ParameterDeclaration]
    private let states: [String: ExpressionType]
    private var streams: [String: (type: ExpressionType, mark: Mark)] = [:]
    private(set) var viewProperties: [String: [String: ExpressionType]] = [:]
    /// Which states and streams feed which (`state:NAME`, `stream:NAME`), for cycles.
    private var feeds: [String: [String]] = [:]
    /// How many operators deep each named stream is, counting the streams it reads.
    private var streamDepths: [String: Int] = [:]

    /// The most operators an element may pass through, counting the streams a
    /// pipeline reads: subscribing and emitting recurse once per operator, and
    /// this keeps both far inside the stack.
    static let maxDepth = 256

    static let sources = ["offset", "velocity", "phase", "triggers", "events", "event", "state", "stream", "merge", "every"]
    static let operators = [
        "map", "filter", "scan", "withLatestFrom", "combinePrevious", "startWith", "distinctUntilChanged",
        "debounce", "delay", "throttle", "pausable", "take", "skip", "share",
    ]
    static let sinks = ["set", "scrollTo", "stream", "log"]
    static let events = ["dragBegin", "dragEnd", "didEndDecelerating", "didScroll"]

    init(context: DecodingContext, parameters: [ParameterDeclaration], states: [String: ExpressionType]) {
        self.context = context
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

    /// Each parameter's type by name, made once: every pipeline and
    /// reference looks parameters up.
    private let parameterTypes: [String: ParameterType]

    private func decode(_ node: Node) -> ComposedPipeline? {
        guard let map = MappingReader(node, subject: "a pipeline", keys: ["from", "pipe", "to"], context: context),
              let fromNode = map.required("from"), let toNode = map.required("to"),
              let (source, type) = source(fromNode) else { return nil }
        let scrolls = toNode.mapping?.contains { $0.key.scalar?.text == "scrollTo" } ?? false
        var names = ExpressionNames(parameters: parameterTypes, states: states, bindings: [.value: type], viewProperties: viewProperties, scrollsTo: scrolls)
        var operators: [ComposedOperator] = []
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
        let pipeline = ComposedPipeline(
            source: source, operators: operators, sink: sink, mark: node.mark, operatorMarks: operatorMarks, sinkMark: Self.valueMark(of: toNode)
        )
        guard checkCycle(pipeline, at: toNode.mark) else { return nil }
        let depth = pipeline.depth(streams: streamDepths)
        guard depth <= Self.maxDepth else {
            context.error("this pipeline passes elements through \(depth) operators, counting the streams it reads; the limit is \(Self.maxDepth)", at: node.mark)
            return nil
        }
        if case .stream(let name) = pipeline.sink { streamDepths[name] = depth }
        return pipeline
    }

    /// The position of a one-key map's value (`map: "EXPR"`), or of the node.
    private static func valueMark(of node: Node) -> Mark {
        node.mapping?.first?.value.mark ?? node.mark
    }

    // MARK: Sources

    private func source(_ node: Node) -> (ComposedSource, ExpressionType)? {
        guard let pairs = node.mapping, let first = pairs.first, let kind = first.key.scalar?.text else {
            context.error("a source is a one-key map such as `{offset: scrollView}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard Self.sources.contains(kind) else {
            context.error("unknown source `\(kind)`" + Suggestion.hint(for: kind, among: Self.sources), at: first.key.mark)
            return nil
        }
        guard pairs.count == 1 || (kind == "event" && pairs.count == 2) else {
            context.error("a source has one key (`event` also takes `of`)", at: node.mark)
            return nil
        }
        let value = first.value
        switch kind {
        case "offset", "velocity", "phase":
            guard let parameter = parameter(value, .scrollView, for: kind) else { return nil }
            let member = TypedExpression.ScrollViewMember(rawValue: kind)!
            return (.scrollView(parameter: parameter, member), kind == "phase" ? .string : .number)
        case "triggers":
            return parameter(value, .triggers, for: kind).map { (.triggers(parameter: $0), .null) }
        case "events":
            guard let parameter = parameter(value, .events, for: kind) else { return nil }
            let scrollViews = parameters.filter { if case .scrollView = $0.type { return true } else { return false } }
            return (.events(parameter: parameter, of: scrollViews.first?.name), .null)
        case "event":
            guard let name = context.choice(value, "event", among: Self.events) else { return nil }
            guard let ofNode = pairs.first(where: { $0.key.scalar?.text == "of" })?.value else {
                context.error("`event` needs `of`: the scroll view whose event it is", at: node.mark)
                return nil
            }
            guard let parameter = parameter(ofNode, .scrollView, for: "of") else { return nil }
            return (.event(name, of: parameter), name == "didScroll" ? .number : .null)
        case "state":
            guard let name = context.identifier(value, "state"), let type = state(name, at: value.mark) else { return nil }
            return (.state(name), type)
        case "stream":
            guard let name = context.identifier(value, "stream"), let type = stream(name, at: value.mark) else { return nil }
            return (.stream(name), type)
        case "merge":
            guard let items = context.list(value, "merge") else { return nil }
            guard !items.isEmpty else {
                context.error("`merge` needs at least one source: `{merge: [SOURCE, …]}`", at: value.mark)
                return nil
            }
            var sources: [ComposedSource] = []
            var type: ExpressionType?
            for item in items {
                guard let (source, itemType) = source(item) else { return nil }
                if let known = type, known.joined(with: itemType) == nil {
                    context.error("`merge` joins sources of one type, not \(known) and \(itemType)", at: item.mark)
                    return nil
                }
                type = type.flatMap { $0.joined(with: itemType) } ?? itemType
                sources.append(source)
            }
            return (.merge(sources), type!)
        default:
            guard let period = context.duration(value, "every") else { return nil }
            guard period > .zero else {
                context.error("`every` needs a period above 0", at: value.mark)
                return nil
            }
            return (.every(period), .number)
        }
    }

    // MARK: Operators

    private func operation(_ node: Node, names: inout ExpressionNames) -> ComposedOperator? {
        let (name, value, mark): (String, Node?, Mark)
        if case .string(let bare)? = node.scalar?.value {
            (name, value, mark) = (bare, nil, node.mark)
        } else if let pairs = node.mapping, pairs.count == 1, let key = pairs[0].key.scalar?.text {
            (name, value, mark) = (key, pairs[0].value, pairs[0].key.mark)
        } else {
            context.error("an operator is a name (`share`) or a one-key map (`map: EXPR`), not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard Self.operators.contains(name) else {
            context.error("unknown operator `\(name)`" + Suggestion.hint(for: name, among: Self.operators), at: mark)
            return nil
        }
        let bare = ["combinePrevious", "distinctUntilChanged", "share"]
        if bare.contains(name) != (value == nil || value?.scalar?.value == .null) {
            context.error(bare.contains(name) ? "`\(name)` takes no value: write `- \(name)`" : "`\(name)` needs a value: `- \(name): …`", at: mark)
            return nil
        }
        let reader = ExpressionReader(context: context)
        let elementType = names.bindings[.value]!
        switch name {
        case "map":
            guard let (expression, type, text) = reader.read(value!, "`map`", names: names) else { return nil }
            names.bindings[.value] = type
            return .map(expression, text: text)
        case "filter", "pausable":
            guard let (expression, type, text) = reader.read(value!, "`\(name)`", names: names) else { return nil }
            guard type == .boolean else {
                context.error("`\(name)` needs a boolean expression, not a \(type)", at: value!.mark)
                return nil
            }
            return name == "filter" ? .filter(expression, text: text) : .pausable(expression, text: text)
        case "scan":
            return scan(value!, names: &names)
        case "withLatestFrom":
            guard let map = MappingReader(value!, subject: "`withLatestFrom`", keys: ["state", "stream"], context: context) else { return nil }
            if let stateNode = map["state"], let name = context.identifier(stateNode, "state"), let type = state(name, at: stateNode.mark) {
                names.bindings[.latest] = type
                return .withLatestFromState(name)
            }
            if let streamNode = map["stream"], let name = context.identifier(streamNode, "stream"), let type = stream(name, at: streamNode.mark) {
                names.bindings[.latest] = type
                return .withLatestFromStream(name)
            }
            if map["state"] == nil, map["stream"] == nil { context.error("`withLatestFrom` needs `state` or `stream`", at: value!.mark) }
            return nil
        case "combinePrevious":
            names.bindings[.previous] = elementType
            return .combinePrevious
        case "startWith":
            guard let (expression, type, text) = reader.read(value!, "`startWith`", names: ExpressionNames(parameters: names.parameters, states: names.states)) else { return nil }
            guard let joined = elementType.joined(with: type) else {
                context.error("`startWith` needs a \(elementType), not a \(type)", at: value!.mark)
                return nil
            }
            names.bindings[.value] = joined
            return .startWith(expression, text: text)
        case "distinctUntilChanged": return .distinctUntilChanged
        case "share": return .share
        case "debounce", "delay", "throttle":
            guard let time = context.duration(value!, name) else { return nil }
            if name != "debounce", time == .zero {
                context.error("`\(name)` needs a duration above 0", at: value!.mark)
                return nil
            }
            return name == "debounce" ? .debounce(time) : name == "delay" ? .delay(time) : .throttle(time)
        default:
            guard let count = context.integer(value!, name, minimum: 0, maximum: 1_000_000) else { return nil }
            return name == "take" ? .take(count) : .skip(count)
        }
    }

    private func scan(_ node: Node, names: inout ExpressionNames) -> ComposedOperator? {
        guard let map = MappingReader(node, subject: "`scan`", keys: ["seed", "next"], context: context),
              let seedNode = map.required("seed"), let nextNode = map.required("next") else { return nil }
        let reader = ExpressionReader(context: context)
        guard let (seed, seedType, seedText) = reader.read(seedNode, "`seed`", names: ExpressionNames(parameters: names.parameters, states: names.states)) else { return nil }
        var inner = names
        inner.bindings[.acc] = seedType
        guard let (next, nextType, nextText) = reader.read(nextNode, "`next`", names: inner) else { return nil }
        guard seedType.accepts(nextType) else {
            context.error("`next` must give a \(seedType) like `seed`, not a \(nextType)", at: nextNode.mark)
            return nil
        }
        names.bindings[.acc] = seedType
        names.bindings[.value] = seedType
        return .scan(seed: seed, next: next, text: "seed: \(seedText), next: \(nextText)")
    }

    // MARK: Sinks

    private func sink(_ node: Node, names: ExpressionNames) -> ComposedSink? {
        guard let pairs = node.mapping, let first = pairs.first, let kind = first.key.scalar?.text else {
            context.error("a sink is a map such as `{set: title.alpha}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard Self.sinks.contains(kind) else {
            context.error("unknown sink `\(kind)`" + Suggestion.hint(for: kind, among: Self.sinks), at: first.key.mark)
            return nil
        }
        let type = names.bindings[.value]!
        switch kind {
        case "set": return set(first.value, type: type)
        case "scrollTo": return scrollTo(node, type: type)
        case "stream":
            guard let name = context.identifier(first.value, "stream") else { return nil }
            if let existing = streams[name] {
                context.error("stream `\(name)` is already named by the pipeline on line \(existing.mark.line); name each stream once", at: first.value.mark)
                return nil
            }
            streams[name] = (type, first.value.mark)
            return .stream(name)
        default:
            guard let (expression, _, text) = ExpressionReader(context: context).read(first.value, "`log`", names: names) else { return nil }
            return .log(expression, text: text)
        }
    }

    private func set(_ node: Node, type: ExpressionType) -> ComposedSink? {
        if let map = node.mapping {
            guard map.count == 1, map[0].key.scalar?.text == "state" else {
                context.error("`set` takes `VIEW.PROPERTY` or `{state: NAME}`, one key", at: node.mark)
                return nil
            }
            guard let name = context.identifier(map[0].value, "state"), let stateType = state(name, at: map[0].value.mark) else { return nil }
            guard stateType.accepts(type) else {
                context.error("state `\(name)` holds a \(stateType), but this pipeline gives a \(type)", at: node.mark)
                return nil
            }
            return .setState(name)
        }
        guard let text = context.string(node, "set"), let dot = text.firstIndex(of: ".") else {
            context.error("`set` takes `VIEW.PROPERTY`, such as `title.alpha`, or `{state: NAME}`", at: node.mark)
            return nil
        }
        let (view, property) = (String(text[..<dot]), String(text[text.index(after: dot)...]))
        guard case .view? = parameterTypes[view] else {
            let views = parameters.filter { if case .view = $0.type { return true } else { return false } }.map(\.name)
            context.error("`\(view)` is not a view parameter of this plugin" + Suggestion.hint(for: view, among: views), at: node.mark)
            return nil
        }
        guard DecodingContext.isIdentifier(property), property != "height" else {
            context.error("`\(property)` cannot be written: a view property is an identifier other than `height`", at: node.mark)
            return nil
        }
        guard !type.isOptional, let kind = type.valueKind else {
            context.error("a view property takes a number, a boolean or a string, not a \(type) (unwrap it with `??`)", at: node.mark)
            return nil
        }
        if let earlier = viewProperties[view]?[property], earlier != type {
            context.error("`\(text)` is written as a \(earlier) by an earlier pipeline; write one type", at: node.mark)
            return nil
        }
        viewProperties[view, default: [:]][property] = type
        return .setView(parameter: view, property: property, kind: kind)
    }

    private func scrollTo(_ node: Node, type: ExpressionType) -> ComposedSink? {
        guard let map = MappingReader(node, subject: "a `scrollTo` sink", keys: ["scrollTo", "animated", "duration"], context: context),
              let scrollView = map.required("scrollTo").flatMap({ parameter($0, .scrollView, for: "scrollTo") }) else { return nil }
        guard type == .number else {
            context.error("`scrollTo` scrolls to a number (an offset; `top` and `bottom` are values), not a \(type)", at: node.mark)
            return nil
        }
        var animated = ParameterOr<Bool>.value(true)
        if let node = map["animated"] {
            if case .string(let name)? = node.scalar?.value, case .boolean? = parameterTypes[name] {
                animated = .parameter(name)
            } else if let flag = context.boolean(node, "animated") {
                animated = .value(flag)
            } else {
                return nil
            }
        }
        var duration = ParameterOr<VirtualTime>.value(.milliseconds(300))
        if let node = map["duration"] {
            if case .string(let name)? = node.scalar?.value, case .duration? = parameterTypes[name] {
                duration = .parameter(name)
            } else if let time = context.duration(node, "duration") {
                duration = .value(time)
            } else {
                return nil
            }
        }
        return .scrollTo(parameter: scrollView, animated: animated, duration: duration)
    }

    // MARK: Names

    private func parameter(_ node: Node, _ expected: ParameterType, for what: String) -> String? {
        guard let name = context.identifier(node, what) else { return nil }
        guard let type = parameterTypes[name], type.sameKind(as: expected) else {
            let matching = parameters.filter { $0.type.sameKind(as: expected) }.map(\.name)
            let noun = expected.summary
            if matching.isEmpty {
                context.error("`\(what)` takes a \(noun) parameter, and this plugin declares none", at: node.mark)
            } else {
                context.error("`\(name)` is not a \(noun) parameter of this plugin" + Suggestion.hint(for: name, among: matching), at: node.mark)
            }
            return nil
        }
        return name
    }

    private func state(_ name: String, at mark: Mark) -> ExpressionType? {
        guard let type = states[name] else {
            context.error("unknown state `\(name)`" + Suggestion.hint(for: name, among: states.keys.sorted()), at: mark)
            return nil
        }
        return type
    }

    private func stream(_ name: String, at mark: Mark) -> ExpressionType? {
        guard let stream = streams[name] else {
            context.error("stream `\(name)` is used before a pipeline names it (`to: {stream: \(name)}` in an earlier pipeline)", at: mark)
            return nil
        }
        return stream.type
    }

    /// Records what the pipeline feeds; a state or stream that would feed itself is an error.
    private func checkCycle(_ pipeline: ComposedPipeline, at mark: Mark) -> Bool {
        let target: String
        switch pipeline.sink {
        case .setState(let name): target = "state:\(name)"
        case .stream(let name): target = "stream:\(name)"
        default: return true
        }
        let feeders = pipeline.source.feeders
        for origin in feeders {
            feeds[origin, default: []].append(target)
        }
        var seen: Set<String> = []
        var frontier = [target]
        while let node = frontier.popLast() {
            if feeders.contains(node) {
                let name = target.split(separator: ":").last.map(String.init) ?? target
                context.error("this pipeline closes a cycle: `\(name)` would feed itself through states and streams", at: mark)
                return false
            }
            guard seen.insert(node).inserted else { continue }
            frontier += feeds[node] ?? []
        }
        return true
    }
}

extension ComposedPipeline {
    /// How many operators an element passes through, with the depth of each
    /// named stream it reads in `streams`.
    func depth(streams: [String: Int]) -> Int {
        operators.reduce(source.depth(streams: streams)) { depth, operation in
            if case .withLatestFromStream(let name) = operation { return max(depth, streams[name] ?? 0) + 1 }
            return depth + 1
        } + 1
    }
}

extension ComposedSource {
    /// How many operators deep the source is, with the depth of each named stream in `streams`.
    func depth(streams: [String: Int]) -> Int {
        switch self {
        case .stream(let name): return streams[name] ?? 0
        case .merge(let sources): return 1 + sources.map { $0.depth(streams: streams) }.max()!
        default: return 1
        }
    }

    /// The states and streams whose changes start this source (`state:NAME`, `stream:NAME`).
    var feeders: [String] {
        switch self {
        case .state(let name): return ["state:\(name)"]
        case .stream(let name): return ["stream:\(name)"]
        case .merge(let sources): return sources.flatMap(\.feeders)
        default: return []
        }
    }
}

extension ParameterType {
    /// Whether two types are the same kind, ignoring bounds and heights.
    func sameKind(as other: ParameterType) -> Bool {
        switch (self, other) {
        case (.scrollView, .scrollView), (.view, .view), (.number, .number), (.duration, .duration), (.boolean, .boolean),
             (.choice, .choice), (.text, .text), (.triggers, .triggers), (.events, .events), (.positiveNumberOr, .positiveNumberOr):
            return true
        default:
            return false
        }
    }
}
