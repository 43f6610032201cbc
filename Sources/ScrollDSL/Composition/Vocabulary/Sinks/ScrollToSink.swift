/// `{scrollTo: SV, animated, duration}`: a programmatic scroll to each value.
struct ScrollToSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "scrollTo", form: "{scrollTo: SV, animated: true, duration: 300ms}",
        documentation: "scrolls to the value (an offset; `top` and `bottom` are values here); `animated` and `duration` may name parameters")
    static let otherKeys = ["animated", "duration"]
    static let namesBounds = true

    let scrollView: String
    let animated: ParameterOr<Bool>
    let duration: ParameterOr<VirtualTime>

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        let context = decoder.context
        guard let scrollView = decoder.parameter(value, .scrollView, for: "scrollTo") else { return nil }
        guard type == .number else {
            let given = type == .number.optional ? "a number that may be null (unwrap it with `??`, such as `value ?? top`)" : "a \(type)"
            context.error("`scrollTo` scrolls to a number (an offset; `top` and `bottom` are values), not \(given)", at: map.node.mark)
            return nil
        }
        var animated = ParameterOr<Bool>.value(true)
        if let node = map["animated"] {
            if case .string(let name)? = node.scalar?.value, case .boolean? = decoder.parameterTypes[name] {
                animated = .parameter(name)
            } else if let flag = context.boolean(node, "animated") {
                animated = .value(flag)
            } else {
                return nil
            }
        }
        var duration = ParameterOr<VirtualTime>.value(.milliseconds(300))
        if let node = map["duration"] {
            guard let argument = decoder.durationArgument(node, "duration", allowsZero: true) else { return nil }
            duration = argument
        }
        return ScrollToSink(scrollView: scrollView, animated: animated, duration: duration)
    }

    var label: String { "scrollTo(\(scrollView), animated: \(animated), duration: \(duration))" }
    var boundedScrollView: String? { scrollView }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let host = scope.scrollView(scrollView)
        let isAnimated = scope.resolve(animated) { $0.boolean } ?? true
        let time = scope.resolve(duration) { $0.duration } ?? .milliseconds(300)
        scope.subscribe("setContentOffset(\(host.id), animated: \(isAnimated))", stream) { bindings in
            host.setContentOffset(bindings.value.numberValue, animated: isAnimated, duration: time)
        }
    }
}
