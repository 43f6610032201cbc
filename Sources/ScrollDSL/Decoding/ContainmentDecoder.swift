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

    /// Checks the containment of one screen's scroll views against each
    /// other, in one walk up each chain (a spec may nest thousands).
    func check(_ scrollViews: [ScrollViewSpec]) {
        // Most screens contain nothing: they cost no table.
        guard scrollViews.contains(where: { $0.container != nil }) else { return }
        let byID = Dictionary(scrollViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for inner in scrollViews {
            guard let containment = inner.container else { continue }
            guard let outer = byID[containment.outer] else {
                let names = scrollViews.map(\.id).filter { $0 != inner.id }
                let elsewhere = context.symbols[containment.outer]?.kind == .scrollView ? "; `\(containment.outer)` is on another screen, and a scroll view sits only in one of its own screen" : ""
                context.error("`in` names no scroll view of this screen: `\(containment.outer)`" + Suggestion.hint(for: containment.outer, among: names) + elsewhere, at: containment.mark)
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
        for cycle in cycles(in: scrollViews, byID: byID) {
            // A long loop is named by its first scroll views and its length.
            let named = cycle.count <= 6 ? cycle : Array(cycle.prefix(3)) + ["…"] + [cycle[0]]
            let loop = named.map { $0 == "…" ? $0 : "`\($0)`" }.joined(separator: " in ") + (cycle.count <= 6 ? "" : " (\(cycle.count - 1) scroll views)")
            context.error("scroll views cannot contain each other: \(loop); remove one `in`", at: byID[cycle[0]]!.container!.mark)
        }
    }

    /// Each loop of `in`, once, from the scroll view where a walk in
    /// declaration order first meets it; every scroll view is walked through once.
    private func cycles(in scrollViews: [ScrollViewSpec], byID: [String: ScrollViewSpec]) -> [[String]] {
        /// `false` while on the walk in progress, `true` once walked.
        var walked: [String: Bool] = [:]
        var found: [[String]] = []
        for start in scrollViews {
            var path: [String] = []
            var next: String? = start.id
            while let id = next, walked[id] == nil, let scrollView = byID[id] {
                walked[id] = false
                path.append(id)
                next = scrollView.container?.outer
            }
            if let id = next, walked[id] == false, let loop = path.firstIndex(of: id) {
                found.append(Array(path[loop...]) + [id])
            }
            for id in path { walked[id] = true }
        }
        return found
    }
}
