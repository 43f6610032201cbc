/// `{set: TARGET}`: writes each value on a view property, a state, or a
/// scroll view's insets or content size.
struct SetSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "set", form: "{set: VIEW.PROPERTY | {state: NAME} | SV.contentInset.top | SV.contentInset.bottom | SV.contentHeight}",
        documentation: "writes the value: on the view parameter (a number, boolean or string; any property name, which specs may then expect, and traces and plots show), "
            + "in a state, or as the scroll view's top or bottom inset or content height, which change as the `set` step changes them (the bounds move at once; "
            + "an offset left past a new bound is clamped to it)")

    /// What it writes.
    enum Target: Sendable {
        case view(parameter: String, property: String, kind: ValueKind)
        case state(String)
        case layout(parameter: String, LayoutField)
    }

    /// What of a scroll view's layout it writes.
    enum LayoutField: String, CaseIterable, Sendable {
        case insetTop = "contentInset.top", insetBottom = "contentInset.bottom", contentHeight
    }

    let target: Target

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        let context = decoder.context
        if let pairs = value.mapping {
            guard pairs.count == 1, pairs[0].key.isScalar("state") else {
                context.error("`set` takes `VIEW.PROPERTY`, `SV.contentInset.top` or `{state: NAME}`, one key", at: value.mark)
                return nil
            }
            guard let name = context.identifier(pairs[0].value, "state"), let stateType = decoder.state(name, at: pairs[0].value.mark) else { return nil }
            guard stateType.accepts(type) else {
                context.error("state `\(name)` holds a \(stateType), but this pipeline gives a \(type)", at: value.mark)
                return nil
            }
            return SetSink(target: .state(name))
        }
        guard let text = context.string(value, "set"), let dot = text.firstIndex(of: ".") else {
            context.error("`set` takes `VIEW.PROPERTY`, such as `title.alpha`, `SV.contentInset.top`, or `{state: NAME}`", at: value.mark)
            return nil
        }
        let (object, member) = (String(text[..<dot]), String(text[text.index(after: dot)...]))
        if case .scrollView? = decoder.parameterTypes[object] {
            return layout(object, member, type: type, at: value.mark, decoder)
        }
        return viewProperty(object, member, text: text, type: type, at: value.mark, decoder)
    }

    private static func layout(_ scrollView: String, _ member: String, type: ExpressionType, at mark: Mark, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        guard let field = LayoutField(rawValue: member) else {
            let later = ["contentInset.left", "contentInset.right", "contentWidth"].contains(member)
                ? "; scroll views have one, vertical, axis: `left`, `right` and `contentWidth` come with horizontal scroll views" : ""
            decoder.context.error(
                "a scroll view's `\(member)` cannot be written: `set` writes `contentInset.top`, `contentInset.bottom` or `contentHeight`"
                    + (later.isEmpty ? Suggestion.hint(for: member, among: LayoutField.allCases.map(\.rawValue)) : later), at: mark)
            return nil
        }
        guard type == .number else {
            decoder.context.error("`\(scrollView).\(member)` takes a number, not a \(type)\(type == .number.optional ? " (unwrap it with `??`)" : "")", at: mark)
            return nil
        }
        return SetSink(target: .layout(parameter: scrollView, field))
    }

    private static func viewProperty(_ view: String, _ property: String, text: String, type: ExpressionType, at mark: Mark, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        let context = decoder.context
        guard case .view? = decoder.parameterTypes[view] else {
            let objects = decoder.parameters.filter { $0.type.isObject }.map(\.name)
            context.error("`\(view)` is not a view or scroll view parameter of this plugin" + Suggestion.hint(for: view, among: objects), at: mark)
            return nil
        }
        guard DecodingContext.isIdentifier(property), property != "height" else {
            context.error("`\(property)` cannot be written: a view property is an identifier other than `height`", at: mark)
            return nil
        }
        guard !type.isOptional, let kind = type.valueKind else {
            let fix = type == .list ? "a list is never a view property: `map` it first (such as `map: \"count(value)\"`)" : "unwrap it with `??`"
            context.error("a view property takes a number, a boolean or a string, not a \(type) (\(fix))", at: mark)
            return nil
        }
        guard decoder.recordViewProperty(view, property, type: type, at: mark) else { return nil }
        return SetSink(target: .view(parameter: view, property: property, kind: kind))
    }

    var label: String {
        switch target {
        case let .view(parameter, property, _): return "set(\(parameter).\(property))"
        case .state(let name): return "set(state \(name))"
        case let .layout(parameter, field): return "set(\(parameter).\(field.rawValue))"
        }
    }

    var feeds: String? {
        switch target {
        case .state(let name): return "state:\(name)"
        case .layout(let parameter, _): return "contentChange:\(parameter)"
        case .view: return nil
        }
    }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        switch target {
        case let .view(parameter, property, kind):
            let view = scope.view(parameter)
            let slot = view.slot(for: property, kind: kind)
            scope.subscribe("set(\(view.id).\(property))", stream) { view.set($0.value, at: slot) }
        case .state(let name):
            let cell = scope.state(name)
            scope.subscribe(label, stream) { cell.set($0.value) }
        case let .layout(parameter, field):
            let scrollView = scope.scrollView(parameter)
            scope.subscribe("set(\(scrollView.id).\(field.rawValue))", stream) { bindings in
                let value = bindings.value.numberValue
                switch field {
                case .insetTop: scrollView.setLayout(contentHeight: nil, insetTop: value, insetBottom: nil, viewportHeight: nil)
                case .insetBottom: scrollView.setLayout(contentHeight: nil, insetTop: nil, insetBottom: value, viewportHeight: nil)
                case .contentHeight: scrollView.setLayout(contentHeight: max(0, value), insetTop: nil, insetBottom: nil, viewportHeight: nil)
                }
            }
        }
    }
}
