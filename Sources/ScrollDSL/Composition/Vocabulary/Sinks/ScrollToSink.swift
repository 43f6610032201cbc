/// `{scrollTo: SV, animated, duration}`: a programmatic scroll to each value;
/// with `item` (and `anchor`), to an item, as `ScrollViewProxy.scrollTo(_:anchor:)`.
struct ScrollToSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "scrollTo", form: "{scrollTo: SV, animated: true, duration: 300ms}",
        documentation: "scrolls to the value (an offset; `top` and `bottom` are values here); `animated` and `duration` may name parameters. With `item: EXPR` (an id or an index) and `anchor` (a `UnitPoint` name, `{x, y}` or `visible`, as the step writes it), scrolls to that item at each element instead")
    static let otherKeys = ["animated", "duration", "item", "anchor"]
    static let namesBounds = true

    let scrollView: String
    let animated: ParameterOr<Bool>
    let duration: ParameterOr<VirtualTime>
    /// With `item`: which item, and where it ends up.
    var item: (selector: TypedExpression, anchor: ItemAnchor)?

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        let context = decoder.context
        guard let scrollView = decoder.parameter(value, .scrollView, for: "scrollTo") else { return nil }
        var item: (selector: TypedExpression, anchor: ItemAnchor)?
        if let itemNode = map["item"] {
            guard let (selector, selectorType, _) = decoder.expression(itemNode, "`item`", names: names) else { return nil }
            guard selectorType == .string || selectorType == .number else {
                context.error("`item` is an id (a string) or an index (a number), not a \(selectorType)", at: itemNode.mark)
                return nil
            }
            let anchor = map["anchor"].map { AnchorReader(context: context).decode($0, "anchor", horizontal: false, warnsAcross: false) } ?? .some(nil)
            guard let anchor else { return nil }
            item = (selector, anchor ?? .point(UnitPoint(x: 0, y: 0)))
        } else if let anchor = map["anchor"] {
            context.error("`anchor` goes with `item`: `{scrollTo: SV, item: EXPR, anchor: top}`", at: anchor.mark)
            return nil
        }
        guard item != nil || type == .number else {
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
        return ScrollToSink(scrollView: scrollView, animated: animated, duration: duration, item: item)
    }

    var label: String { "scrollTo(\(scrollView)\(item.map { ", item, anchor: \($0.anchor.word)" } ?? ""), animated: \(animated), duration: \(duration))" }
    var expressions: [TypedExpression] { item.map { [$0.selector] } ?? [] }
    var boundedScrollView: String? { scrollView }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let host = scope.scrollView(scrollView)
        let isAnimated = scope.resolve(animated) { $0.boolean } ?? true
        let time = scope.resolve(duration) { $0.duration } ?? .milliseconds(300)
        if let item {
            let selector = scope.compileUnchecked(item.selector)
            scope.subscribe("scrollTo(\(host.id), item, animated: \(isAnimated))", stream) { bindings in
                guard let index = host.itemLayout?.index(named: selector(bindings)) else { return }
                host.scrollTo(itemAt: index, anchor: item.anchor, animated: isAnimated, duration: time)
            }
            return
        }
        scope.subscribe("setContentOffset(\(host.id), animated: \(isAnimated))", stream) { bindings in
            host.setContentOffset(bindings.value.numberValue, animated: isAnimated, duration: time)
        }
    }
}
