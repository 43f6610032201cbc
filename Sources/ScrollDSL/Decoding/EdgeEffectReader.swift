/// Reads a scroll view's `edgeEffect: {top: {style, hidden}, bottom: …}`.
struct EdgeEffectReader {
    let context: DecodingContext

    func decode(_ node: Node) -> ScrollEdgeEffects? {
        guard let map = MappingReader(node, subject: "`edgeEffect`", keys: ScrollEdge.allCases.map(\.rawValue), context: context) else { return nil }
        var effects = ScrollEdgeEffects()
        for edge in ScrollEdge.allCases {
            guard let edgeNode = map[edge.rawValue] else { continue }
            guard let edgeMap = MappingReader(edgeNode, subject: .init(quoting: "edgeEffect.\(edge.rawValue)"), keys: ["style", "hidden"], context: context) else { return nil }
            if let style = edgeMap["style"] {
                guard let word = context.word(style, "style", among: EdgeEffectStyle.self) else { return nil }
                effects[edge].style = word
            }
            if let hidden = edgeMap["hidden"] {
                guard let flag = context.boolean(hidden, "hidden") else { return nil }
                effects[edge].hidden = flag
            }
        }
        return effects
    }
}
