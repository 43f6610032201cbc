/// A scroll view's edge effects as iOS 26 draws them where content passes
/// under a bar (`scrollEdgeEffectStyle`, `scrollEdgeEffectHidden`), one per edge.
struct ScrollEdgeEffects: Sendable, Equatable {
    private var effects = [EdgeEffect](repeating: EdgeEffect(), count: ScrollEdge.allCases.count)

    subscript(edge: ScrollEdge) -> EdgeEffect {
        get { effects[edge.index] }
        set { effects[edge.index] = newValue }
    }
}

/// What a scroll view declares of one edge's effect.
struct EdgeEffect: Sendable, Equatable {
    var style = EdgeEffectStyle.automatic
    var hidden = false
}

/// `ScrollEdgeEffectStyle`: how the effect blurs the content under a bar.
enum EdgeEffectStyle: String, Sendable, CaseIterable {
    case automatic, soft, hard
}

/// An edge of a scroll view's frame.
enum ScrollEdge: String, Sendable, CaseIterable {
    case top, bottom, left, right

    fileprivate var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// The edge-effect property a path reads: `edgeEffect.EDGE.FIELD` after a
/// scroll view's id (`feed.edgeEffect.top.active`).
struct EdgeEffectPath: Hashable, Sendable {
    /// What is read of the edge.
    enum Field: String, Sendable, CaseIterable {
        /// Whether a bar overlaps the edge and content passes under it there.
        case active
        /// The style declared.
        case style
        /// Whether the effect is hidden.
        case hidden

        var kind: ValueKind { self == .style ? .text : .boolean }
    }

    let edge: ScrollEdge
    let field: Field

    /// The path a property name spells, or `nil` when it is none.
    init?(_ property: String) {
        let parts = property.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "edgeEffect", let edge = ScrollEdge(rawValue: String(parts[1])),
              let field = Field(rawValue: String(parts[2])) else { return nil }
        (self.edge, self.field) = (edge, field)
    }

    /// Every edge-effect property, edge by edge.
    static let properties: [Property] = ScrollEdge.allCases.flatMap { edge in
        Field.allCases.map { Property("edgeEffect.\(edge.rawValue).\($0.rawValue)") }
    }
}
