/// Decodes `set: {SV.contentHeight: N, SV.contentInset: {top, bottom, left, right}, SV.viewportHeight: N}`
/// (and `contentWidth`, `viewportWidth`, and one side as `SV.contentInset.top: N`, the path
/// `expect` reads and the sink writes):
/// new geometry for scroll views, grouped by scroll view in the order written.
struct ContentChangeDecoder {
    let context: DecodingContext

    static let properties = ["contentHeight", "contentInset", "viewportHeight", "contentWidth", "viewportWidth"]
        + ContentInset.sides.map { "contentInset.\($0)" }

    func decode(_ node: Node) -> [Step.ContentChange]? {
        guard let pairs = node.mapping, !pairs.isEmpty else {
            context.error("`set` is a map of `SCROLLVIEW.PROPERTY: VALUE`, such as `{feed.contentHeight: 5000}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        var changes: [Step.ContentChange] = []
        var valid = true
        for pair in pairs {
            guard let (id, property) = target(pair.key) else {
                valid = false
                continue
            }
            var change = changes.first { $0.scrollView == id } ?? Step.ContentChange(scrollView: id)
            valid = apply(property, pair.value, to: &change) && valid
            if let index = changes.firstIndex(where: { $0.scrollView == id }) {
                changes[index] = change
            } else {
                changes.append(change)
            }
        }
        return valid ? changes : nil
    }

    private func target(_ key: Node) -> (String, String)? {
        guard let text = key.scalar?.text, let dot = text.firstIndex(of: ".") else {
            context.error("keys of `set` are `SCROLLVIEW.PROPERTY`, such as `feed.contentHeight`", at: key.mark)
            return nil
        }
        let (id, property) = (String(text[..<dot]), String(text[text.index(after: dot)...]))
        if let problem = context.symbols.problem(resolving: id, as: .scrollView) {
            context.error(problem, at: key.mark)
            return nil
        }
        guard Self.properties.contains(property) else {
            context.error("`set` cannot change `\(property)`" + Suggestion.hint(for: property, among: Self.properties), at: key.mark)
            return nil
        }
        if property == "contentHeight", context.itemIDs[id] != nil {
            context.error("the content height of `\(id)` is its rows' heights; change the rows with `insertRows` or `deleteRows`", at: key.mark)
            return nil
        }
        return (id, property)
    }

    private func apply(_ property: String, _ value: Node, to change: inout Step.ContentChange) -> Bool {
        let length = SpecLimits.length
        switch property {
        case "contentHeight":
            change.contentHeight = context.number(value, "contentHeight", minimum: 0, maximum: length)
            return change.contentHeight != nil
        case "viewportHeight":
            change.viewportHeight = context.number(value, "viewportHeight", minimum: 0, maximum: length, exclusiveMinimum: true)
            return change.viewportHeight != nil
        case "contentWidth":
            change.contentWidth = context.number(value, "contentWidth", minimum: 0, maximum: length)
            return change.contentWidth != nil
        case "viewportWidth":
            change.viewportWidth = context.number(value, "viewportWidth", minimum: 0, maximum: length, exclusiveMinimum: true)
            return change.viewportWidth != nil
        case "contentInset":
            guard let map = MappingReader(value, subject: "`contentInset`", keys: ContentInset.sides, context: context) else { return false }
            return ContentInset.sides.allSatisfy { side in
                map[side].map { setInset(side, $0, of: &change) } ?? true
            }
        default:
            return setInset(String(property.dropFirst("contentInset.".count)), value, of: &change)
        }
    }

    /// Sets one side of the inset from `value`; a side given twice in one
    /// `set` (`SV.contentInset.top` and `SV.contentInset: {top}`) is an error.
    private func setInset(_ side: String, _ value: Node, of change: inout Step.ContentChange) -> Bool {
        guard let number = context.number(value, "contentInset.\(side)", minimum: -SpecLimits.length, maximum: SpecLimits.length) else { return false }
        guard change.inset(side) == nil else {
            context.error("`\(change.scrollView).contentInset.\(side)` is given twice in this `set`", at: value.mark)
            return false
        }
        change.setInset(side, number)
        return true
    }
}

extension Step.ContentChange {
    /// The new inset on `side` (`top`, `bottom`, `left`, `right`), if given.
    func inset(_ side: String) -> Double? {
        switch side {
        case "top": return insetTop
        case "bottom": return insetBottom
        case "left": return insetLeft
        default: return insetRight
        }
    }

    /// Gives `side` its new inset.
    mutating func setInset(_ side: String, _ value: Double) {
        switch side {
        case "top": insetTop = value
        case "bottom": insetBottom = value
        case "left": insetLeft = value
        default: insetRight = value
        }
    }

    /// A change of `scrollView` that changes nothing yet.
    init(scrollView: String) {
        self.init(
            scrollView: scrollView, contentHeight: nil, insetTop: nil, insetBottom: nil, viewportHeight: nil,
            contentWidth: nil, insetLeft: nil, insetRight: nil, viewportWidth: nil
        )
    }
}
