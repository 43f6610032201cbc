/// Decodes one scroll view, with docs/language.md's defaults.
struct ScrollViewDecoder {
    static let keys = LanguageKeys.scrollView.map(\.name)

    let context: DecodingContext
    let device: Device
    let screen: String
    /// The safe area and bars of its screen.
    let chrome: ScreenChrome

    func decode(_ node: Node) -> ScrollViewSpec? {
        guard let map = MappingReader(node, subject: "a scroll view", keys: Self.keys, context: context),
              let idNode = map.required("id"), let id = context.identifier(idNode, "id") else { return nil }
        if let problem = context.symbols.declare(id, kind: .scrollView, screen: screen, at: node.mark) {
            context.error(problem, at: idNode.mark)
        }
        let declaredAxis = map["axis"].map(decodeAxis)
        let axis = (declaredAxis ?? .vertical) ?? .vertical
        context.symbols.setAxis(axis, of: id)
        // A misspelt axis is one problem: no content length is asked for.
        let knowsAxis = declaredAxis != .some(nil)
        let viewportHeight = map["viewportHeight"].flatMap { positiveLength($0, "viewportHeight") } ?? device.height
        let viewportWidth = map["viewportWidth"].flatMap { positiveLength($0, "viewportWidth") } ?? device.width
        let items = itemSections(map, axis: axis, id: id)
        // Items that failed to decode were said so: their length is not asked for as well.
        let givesItems = map["items"] != nil || map["rows"] != nil || map["sections"] != nil
        let itemsLength = items.map { ItemList($0.sections, spacing: $0.spacing).contentLength }
        let itemsAlongX = axis == .horizontal && items != nil
        var scrollView = ScrollViewSpec(
            id: id,
            contentHeight: (itemsAlongX ? nil : itemsLength) ?? contentLength(map, "contentHeight", required: knowsAxis && axis.scrollsVertically && !(givesItems && axis == .vertical)) ?? viewportHeight,
            viewportHeight: viewportHeight,
            contentInset: map["contentInset"].map { InsetReader(context: context).decode($0, "contentInset") } ?? ContentInset(),
            decelerationRate: map["decelerationRate"].flatMap(decodeRate) ?? DecelerationRate.normal,
            mark: node.mark,
            initialOffset: axis == .horizontal ? .left : .top,
            bounces: map["bounces"].flatMap { context.boolean($0, "bounces") } ?? true
        )
        scrollView.axis = axis
        scrollView.sections = items?.sections
        scrollView.itemSpacing = items?.spacing ?? 0
        scrollView.declaresRows = map["rows"] != nil || map["sections"]?.sequence?.allSatisfy { $0.mapping?.contains { $0.key.isScalar("rows") } == true } == true
        scrollView.viewportWidth = viewportWidth
        scrollView.contentWidth = (itemsAlongX ? itemsLength : nil) ?? contentLength(map, "contentWidth", required: knowsAxis && axis.scrollsHorizontally && !(givesItems && axis == .horizontal)) ?? viewportWidth
        if let flag = map["scrollsToTop"].flatMap({ context.boolean($0, "scrollsToTop") }) {
            scrollView.scrollsToTop = flag
        }
        if let lock = map["directionalLock"].flatMap({ context.boolean($0, "directionalLock") }) {
            if axis == .both {
                scrollView.directionalLock = lock
            } else {
                context.error("`directionalLock` is for scroll views with `axis: both`; `\(id)` scrolls only \(axis.rawValue)ly", at: map["directionalLock"]!.mark)
            }
        }
        scrollView.container = ContainmentReader(context: context).decode(map)
        let behavior = map["contentInsetAdjustmentBehavior"].flatMap(decodeAdjustmentBehavior)
        context.statedAdjustments[id] = behavior
        if scrollView.container == nil {
            let frame = ViewFrame(x: 0, y: 0, width: viewportWidth, height: viewportHeight)
            scrollView.insetAdjustmentBox = context.shared(chrome.adjustment(frame: frame, behavior: behavior, isOwn: true))
        }
        if let mode = map["keyboardDismissMode"].flatMap({ context.word($0, "keyboardDismissMode", among: KeyboardDismissMode.self) }) {
            scrollView.keyboardDismissMode = mode
        }
        if let effects = map["edgeEffect"].flatMap(EdgeEffectReader(context: context).decode) {
            scrollView.edgeEffects = effects
        }
        if let offsetNode = map["initialOffset"] {
            decodeInitialOffset(offsetNode, into: &scrollView)
        }
        decodeZoom(map, into: &scrollView)
        scrollView.anchoring = AnchoringReader(context: context).decode(map, axis: axis)
        return scrollView
    }

    /// `items`, `rows` or `sections`, whose sizes make the content's length
    /// along the axis, and the `spacing` between them.
    private func itemSections(_ map: MappingReader, axis: ScrollAxis, id: String) -> (sections: [ItemSection], spacing: Double)? {
        guard let node = map["items"] ?? map["rows"] ?? map["sections"] else {
            if let spacing = map["spacing"] {
                context.error("`spacing` is the space between items; `\(id)` declares none (give it `items` or `sections`)", at: spacing.mark)
            }
            return nil
        }
        if map["rows"] != nil, axis != .vertical {
            context.error("`\(id)` scrolls \(axis == .both ? "both ways" : "horizontally"); rows belong to a vertical list (`UITableView`), `items` to either axis", at: node.mark)
            return nil
        }
        guard axis != .both else {
            context.error("`\(id)` scrolls both ways; items lie along one axis, so give it `axis: vertical` or `horizontal`", at: node.mark)
            return nil
        }
        let lengthKey = axis == .horizontal ? "contentWidth" : "contentHeight"
        if let length = map[lengthKey] {
            context.error("`\(lengthKey)` of a scroll view with items is the items' sizes; remove `\(lengthKey)` or the items", at: length.mark)
        }
        var spacing = map["spacing"].flatMap { context.number($0, "spacing", minimum: 0, maximum: SpecLimits.length) }
        let sections = ItemsDecoder(context: context, horizontal: axis == .horizontal)
            .sections(rows: map["rows"], items: map["items"], sections: map["sections"], spacing: &spacing)
        guard let sections else { return nil }
        context.itemIDs[id] = Set(sections.flatMap { $0.items.map(\.id) })
        context.declaredItemIDs[id] = context.itemIDs[id]
        return (sections, spacing ?? 0)
    }

    /// `contentHeight` or `contentWidth`: required along the axes it scrolls
    /// (the viewport's length otherwise).
    private func contentLength(_ map: MappingReader, _ key: String, required: Bool) -> Double? {
        guard let node = required ? map.required(key) : map[key] else { return nil }
        return context.number(node, key, minimum: 0, maximum: SpecLimits.length)
    }

    /// `minimumZoomScale`, `maximumZoomScale` and `bouncesZoom`: a scroll view
    /// zooms when the maximum is above the minimum.
    private func decodeZoom(_ map: MappingReader, into scrollView: inout ScrollViewSpec) {
        let limit = SpecLimits.zoomScale
        let minimum = map["minimumZoomScale"].flatMap { context.number($0, "minimumZoomScale", minimum: 0, maximum: limit, exclusiveMinimum: true) }
        let maximum = map["maximumZoomScale"].flatMap { context.number($0, "maximumZoomScale", minimum: 0, maximum: limit, exclusiveMinimum: true) }
        scrollView.bouncesZoom = map["bouncesZoom"].flatMap { context.boolean($0, "bouncesZoom") } ?? true
        let (low, high) = (minimum ?? 1, maximum ?? 1)
        guard low <= high else {
            context.error("`minimumZoomScale` \(low.formatted) is above `maximumZoomScale` \(high.formatted); the minimum is the smaller", at: (map["minimumZoomScale"] ?? map["maximumZoomScale"])!.mark)
            return
        }
        guard low < high else { return }
        (scrollView.minimumZoomScale, scrollView.maximumZoomScale) = (low, high)
        context.zoomableViewports[scrollView.id] = (scrollView.viewportWidth, scrollView.viewportHeight)
    }

    private func positiveLength(_ node: Node, _ key: String) -> Double? {
        context.number(node, key, minimum: 0, maximum: SpecLimits.length, exclusiveMinimum: true)
    }

    private func decodeAdjustmentBehavior(_ node: Node) -> InsetAdjustmentBehavior? {
        context.word(node, "contentInsetAdjustmentBehavior", among: InsetAdjustmentBehavior.self)
    }

    private func decodeAxis(_ node: Node) -> ScrollAxis? {
        let names = ScrollAxis.allCases.map(\.rawValue)
        guard let text = context.string(node, "axis") else { return nil }
        guard let axis = ScrollAxis(rawValue: text) else {
            context.error("`axis` cannot be `\(text)`" + Suggestion.hint(for: text, among: names) + "; it is `vertical`, `horizontal` or `both`", at: node.mark)
            return nil
        }
        return axis
    }

    /// `initialOffset`: along the axis (`top`/`bottom` or `left`/`right`, or a
    /// number), or `{x, y}` for `both`; it must lie within the scroll range.
    private func decodeInitialOffset(_ node: Node, into scrollView: inout ScrollViewSpec) {
        let reader = OffsetReader(context: context)
        if node.mapping != nil {
            guard scrollView.axis == .both else {
                context.error("`initialOffset` of a scroll view that scrolls only \(scrollView.axis.rawValue)ly is one number (or \(reader.words(for: scrollView.axis))), not `{x, y}`", at: node.mark)
                return
            }
            guard let point = reader.decodePoint(node, "initialOffset") else { return }
            if inRange(point.y, scrollView.bounds(), "initialOffset.y", node), inRange(point.x, scrollView.bounds(across: true), "initialOffset.x", node) {
                scrollView.initialOffset = point.y
                scrollView.initialCrossOffset = point.x
            }
            return
        }
        guard let offset = reader.decode(node, "initialOffset", axis: scrollView.axis == .horizontal ? .horizontal : .vertical),
              inRange(offset, scrollView.bounds(), "initialOffset", node) else { return }
        scrollView.initialOffset = offset
    }

    private func inRange(_ target: OffsetTarget, _ bounds: (lower: Double, upper: Double), _ what: String, _ node: Node) -> Bool {
        let value = target.offset(top: bounds.lower, bottom: bounds.upper)
        guard value < bounds.lower || value > bounds.upper else { return true }
        context.error("`\(what)` \(value.formatted) is outside the scroll range [\(bounds.lower.formatted), \(bounds.upper.formatted)]", at: node.mark)
        return false
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

/// Reads an offset: `top`, `bottom` (or `left`, `right` across) or a number,
/// and `{x, y}` points.
struct OffsetReader {
    let context: DecodingContext

    /// The words that name bounds along `axis`.
    func words(for axis: ScrollAxis) -> String {
        axis == .horizontal ? "`left` or `right`" : "`top` or `bottom`"
    }

    /// An offset along one axis: its bound words or a number.
    func decode(_ node: Node, _ what: String, axis: ScrollAxis = .vertical) -> OffsetTarget? {
        if case .string(let text)? = node.scalar?.value {
            let bounds: [OffsetTarget] = axis == .horizontal ? [.left, .right] : [.top, .bottom]
            if let bound = bounds.first(where: { $0.word == text }) { return bound }
            let across: [OffsetTarget] = axis == .horizontal ? [.top, .bottom] : [.left, .right]
            if across.contains(where: { $0.word == text }) {
                if axis == .both {
                    context.error("`\(what)` of a scroll view that scrolls both ways is along y (`top`, `bottom` or a number), so `\(text)` is a point's x: `{x: \(text), y: top}`", at: node.mark)
                    return nil
                }
                let along = axis == .horizontal ? "x" : "y"
                context.error("`\(what)` cannot be `\(text)` along \(along); use \(words(for: axis)) (or a number)", at: node.mark)
                return nil
            }
            context.error("`\(what)` cannot be `\(text)`" + Suggestion.hint(for: text, among: bounds.map(\.word)) + " (or a number)", at: node.mark)
            return nil
        }
        let length = SpecLimits.length
        return context.number(node, what, minimum: -length, maximum: length).map(OffsetTarget.value)
    }

    /// `{x, y}`: `x` a number, `left` or `right`; `y` a number, `top` or `bottom`; both required.
    func decodePoint(_ node: Node, _ what: String) -> (x: OffsetTarget, y: OffsetTarget)? {
        guard let map = MappingReader(node, subject: MappingReader.Subject(quoting: what), keys: ["x", "y"], context: context) else { return nil }
        let x = map.required("x").flatMap { decode($0, "\(what).x", axis: .horizontal) }
        let y = map.required("y").flatMap { decode($0, "\(what).y", axis: .vertical) }
        guard let x, let y else { return nil }
        return (x, y)
    }
}
