/// Decodes one scroll view, with docs/language.md's defaults.
struct ScrollViewDecoder {
    static let keys = LanguageKeys.scrollView.map(\.name)

    let context: DecodingContext
    let device: Device
    let screen: String

    func decode(_ node: Node) -> ScrollViewSpec? {
        guard let map = MappingReader(node, subject: "a scroll view", keys: Self.keys, context: context),
              let idNode = map.required("id"), let id = context.identifier(idNode, "id") else { return nil }
        if let problem = context.symbols.declare(id, kind: .scrollView, screen: screen, at: node.mark) {
            context.error(problem, at: idNode.mark)
        }
        let length = SpecLimits.length
        var scrollView = ScrollViewSpec(
            id: id,
            contentHeight: map.required("contentHeight").flatMap { context.number($0, "contentHeight", minimum: 0, maximum: length) } ?? 0,
            viewportHeight: map["viewportHeight"].flatMap {
                context.number($0, "viewportHeight", minimum: 0, maximum: length, exclusiveMinimum: true)
            } ?? device.height,
            contentInset: map["contentInset"].map(decodeInset) ?? ContentInset(),
            bounces: map["bounces"].flatMap { context.boolean($0, "bounces") } ?? true,
            decelerationRate: map["decelerationRate"].flatMap(decodeRate) ?? DecelerationRate.normal,
            initialOffset: .top,
            mark: node.mark
        )
        if let flag = map["scrollsToTop"].flatMap({ context.boolean($0, "scrollsToTop") }) {
            scrollView.scrollsToTop = flag
        }
        if let offsetNode = map["initialOffset"], let offset = OffsetReader(context: context).decode(offsetNode, "initialOffset") {
            let value = scrollView.offset(of: offset)
            if value < scrollView.top || value > scrollView.bottom {
                context.error(
                    "`initialOffset` \(value.formatted) is outside the scroll range [\(scrollView.top.formatted), \(scrollView.bottom.formatted)]",
                    at: offsetNode.mark
                )
            } else {
                scrollView.initialOffset = offset
            }
        }
        return scrollView
    }

    private func decodeInset(_ node: Node) -> ContentInset {
        guard let map = MappingReader(node, subject: "`contentInset`", keys: ["top", "bottom"], context: context) else {
            return ContentInset()
        }
        let length = SpecLimits.length
        return ContentInset(
            top: map["top"].flatMap { context.number($0, "top", minimum: -length, maximum: length) } ?? 0,
            bottom: map["bottom"].flatMap { context.number($0, "bottom", minimum: -length, maximum: length) } ?? 0
        )
    }

    private func decodeRate(_ node: Node) -> Double? {
        switch node.scalar?.value {
        case .string("normal")?: return DecelerationRate.normal
        case .string("fast")?: return DecelerationRate.fast
        case .string(let text)?:
            context.error("`decelerationRate` cannot be `\(text)`" + Suggestion.hint(for: text, among: ["normal", "fast"]) + " (or a number between 0 and 1)", at: node.mark)
            return nil
        default:
            guard let rate = context.number(node, "decelerationRate", minimum: 0, exclusiveMinimum: true) else { return nil }
            guard rate < 1 else {
                context.error("`decelerationRate` must be `normal`, `fast` or a number between 0 and 1 (exclusive), not \(rate.formatted)", at: node.mark)
                return nil
            }
            return rate
        }
    }
}

/// Reads an offset: `top`, `bottom` or a number.
struct OffsetReader {
    let context: DecodingContext

    func decode(_ node: Node, _ what: String) -> OffsetTarget? {
        if case .string(let text)? = node.scalar?.value {
            switch text {
            case "top": return .top
            case "bottom": return .bottom
            default:
                context.error("`\(what)` cannot be `\(text)`" + Suggestion.hint(for: text, among: ["top", "bottom"]) + " (or a number)", at: node.mark)
                return nil
            }
        }
        let length = SpecLimits.length
        return context.number(node, what, minimum: -length, maximum: length).map(OffsetTarget.value)
    }
}
