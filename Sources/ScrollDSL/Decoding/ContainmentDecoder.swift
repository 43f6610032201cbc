/// Reads `in: OUTER` and `at: {x, y}` of a scroll view, and checks a screen's
/// containment once all its scroll views are read: the outer scroll view is
/// one of the screen's, containment has no cycle, and the inner frame's
/// origin lies inside the outer content.
struct ContainmentReader {
    let context: DecodingContext

    /// The containment a scroll view's map declares, if any.
    func decode(_ map: MappingReader) -> Containment? {
        let origin = map["at"].flatMap(decodeOrigin)
        guard let outerNode = map["in"] else {
            if let at = map["at"] {
                context.error("`at` places a scroll view inside another; add `in: OUTER` naming the scroll view whose content holds it", at: at.mark)
            }
            return nil
        }
        guard let outer = context.identifier(outerNode, "in") else { return nil }
        return Containment(outer: outer, origin: origin ?? Containment.Origin(x: 0, y: 0), mark: outerNode.mark, originMark: map["at"]?.mark ?? outerNode.mark)
    }

    private func decodeOrigin(_ node: Node) -> Containment.Origin? {
        guard let map = MappingReader(node, subject: "`at`", keys: ["x", "y"], context: context) else { return nil }
        let length = SpecLimits.length
        let x = map.required("x").flatMap { context.number($0, "at.x", minimum: -length, maximum: length) }
        let y = map.required("y").flatMap { context.number($0, "at.y", minimum: -length, maximum: length) }
        guard let x, let y else { return nil }
        return Containment.Origin(x: x, y: y)
    }

    /// Checks the containment of one screen's scroll views against each other.
    func check(_ scrollViews: [ScrollViewSpec]) {
        let byID = Dictionary(scrollViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var inCycles: Set<String> = []
        for inner in scrollViews where !inCycles.contains(inner.id) {
            guard let containment = inner.container else { continue }
            guard let outer = byID[containment.outer] else {
                let names = scrollViews.map(\.id).filter { $0 != inner.id }
                let elsewhere = context.symbols[containment.outer]?.kind == .scrollView ? "; `\(containment.outer)` is on another screen, and a scroll view sits only in one of its own screen" : ""
                context.error("`in` names no scroll view of this screen: `\(containment.outer)`" + Suggestion.hint(for: containment.outer, among: names) + elsewhere, at: containment.mark)
                continue
            }
            if let cycle = cycle(from: inner, in: byID) {
                inCycles.formUnion(cycle)
                context.error("scroll views cannot contain each other: " + cycle.map { "`\($0)`" }.joined(separator: " in ") + "; remove one `in`", at: containment.mark)
                continue
            }
            let origin = containment.origin
            if origin.x < 0 || origin.y < 0 || origin.x > outer.contentWidth || origin.y > outer.contentHeight {
                context.error(
                    "`at` {x: \(origin.x.formatted), y: \(origin.y.formatted)} is outside the content of `\(outer.id)` "
                        + "(\(outer.contentWidth.formatted) × \(outer.contentHeight.formatted)); the origin is a point of that content",
                    at: containment.originMark
                )
            }
        }
    }

    /// The chain of `in` from `inner` back to itself, if it loops.
    private func cycle(from inner: ScrollViewSpec, in byID: [String: ScrollViewSpec]) -> [String]? {
        var chain = [inner.id]
        var next = inner.container?.outer
        while let id = next, let scrollView = byID[id] {
            chain.append(id)
            if id == inner.id { return chain }
            if chain.count > byID.count + 1 { return nil }
            next = scrollView.container?.outer
        }
        return nil
    }
}
