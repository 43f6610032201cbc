/// The property of one item a path reads: `item(ID).P` or `item(#N).P`
/// after a scroll view's id (`feed.item(A.0).visibleFraction`,
/// `feed.item(#0).id`), N the item's 0-based index in layout order.
struct ItemPath: Hashable, Sendable {
    /// Which item: by id, or by index in layout order.
    enum Selector: Hashable, Sendable {
        case id(String)
        case index(Int)
    }

    /// What is read of the item.
    enum Field: String, CaseIterable, Sendable {
        case position, size
        case frameX = "frame.x", frameY = "frame.y", frameWidth = "frame.width", frameHeight = "frame.height"
        case visibleFraction, transitionPhase, transitionPhaseEased, isLaidOut, id, index

        /// The kind of value it holds.
        var kind: ValueKind {
            switch self {
            case .id: return .text
            case .isLaidOut: return .boolean
            default: return .number
            }
        }

        /// The unit of a number: points for lengths and places, none for fractions and indices.
        var unit: NumberUnit {
            switch self {
            case .position, .size, .frameX, .frameY, .frameWidth, .frameHeight: return .points
            default: return .unitless
            }
        }
    }

    let selector: Selector
    let field: Field

    /// The item path a property name spells, or `nil` when it is none.
    init?(_ property: String) {
        guard let parts = Self.split(property), let field = Field(rawValue: parts.field) else { return nil }
        guard let selector = Self.selector(parts.selector) else { return nil }
        self.selector = selector
        self.field = field
    }

    /// The selector's text and the field's name of `item(SELECTOR).FIELD`,
    /// whatever the field; `nil` when the name is not of that shape.
    static func split(_ property: String) -> (selector: String, field: String)? {
        guard property.hasPrefix("item("), let close = property.lastIndex(of: ")") else { return nil }
        let selector = property[property.index(property.startIndex, offsetBy: 5)..<close]
        let rest = property[property.index(after: close)...]
        guard !selector.isEmpty, rest.hasPrefix(".") else { return nil }
        return (String(selector), String(rest.dropFirst()))
    }

    /// `#N` as an index, anything else as an id.
    static func selector(_ text: String) -> Selector? {
        guard text.hasPrefix("#") else { return .id(text) }
        return Int(text.dropFirst()).flatMap { $0 >= 0 ? .index($0) : nil }
    }
}
