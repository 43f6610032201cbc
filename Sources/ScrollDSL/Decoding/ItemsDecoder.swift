/// Decodes a scroll view's items: 1.2's `rows` (`{count, height}` or a list
/// of `{id, height}`, a vertical list's), `items` (`{count, size,
/// estimatedSize, idPrefix, spacing}` or a list of `{id, size,
/// estimatedSize}`), or `sections` (each `{id, headerSize, footerSize,
/// pinned, items}`), each id once per scroll view. Sizes may be written as
/// the axis's `height` or `width`.
struct ItemsDecoder {
    let context: DecodingContext
    /// Whether the items lie along x (a horizontal scroll view).
    let horizontal: Bool

    /// How the items of one list are written: 1.2's rows or 1.3's items.
    enum Form {
        case rows, items

        /// The key of the form, as errors name it.
        var key: String { self == .rows ? "rows" : "items" }
    }

    /// The names a size may go by: `size` and the axis's length, or a row's `height`.
    private func sizeKeys(_ form: Form, estimated: Bool) -> [String] {
        if form == .rows { return estimated ? [] : ["height"] }
        let length = horizontal ? "Width" : "Height"
        return estimated ? ["estimatedSize", "estimated" + length] : ["size", length.lowercased()]
    }

    /// The sections of a scroll view with `rows` or `items` (one section
    /// without a header) or `sections`; `spacing` the scroll view's.
    func sections(rows: Node?, items: Node?, sections: Node?, spacing: inout Double?) -> [ItemSection]? {
        if let rows, let items {
            context.error("a scroll view gives `items` or 1.2's `rows`, not both; `rows` are the items of a vertical list", at: (items.mark < rows.mark ? rows : items).mark)
            return nil
        }
        if let list = rows ?? items {
            if let sections {
                context.error("a scroll view gives `\(rows == nil ? "items" : "rows")` or `sections`, not both; put the items in a section", at: sections.mark)
            }
            var seen: [String: Mark] = [:]
            return self.items(list, form: rows == nil ? .items : .rows, prefix: "", seen: &seen, spacing: &spacing)
                .map { [ItemSection(id: "", headerSize: 0, items: $0)] }
        }
        guard let sections, let nodes = context.list(sections, "sections") else { return nil }
        var seen: [String: Mark] = [:]
        var decoded: [ItemSection] = []
        for node in nodes {
            if let section = section(node, seen: &seen, spacing: &spacing) {
                if decoded.contains(where: { $0.id == section.id }) {
                    context.error("section `\(section.id)` is listed twice in this list", at: node.mapping?.first { $0.key.isScalar("id") }?.value.mark ?? node.mark)
                }
                decoded.append(section)
            }
        }
        return decoded
    }

    private func section(_ node: Node, seen: inout [String: Mark], spacing: inout Double?) -> ItemSection? {
        let length = horizontal ? "Width" : "Height"
        let keys = ["id", "headerSize", "header" + length, "footerSize", "footer" + length, "pinned", "items", "rows"]
        guard let map = MappingReader(node, subject: "a section", keys: keys, context: context),
              let id = map.required("id").flatMap({ context.identifier($0, "id") }) else { return nil }
        let header = size(map, ["headerSize", "header" + length])
        let footer = size(map, ["footerSize", "footer" + length])
        let pinned = map["pinned"].flatMap { context.word($0, "pinned", among: PinnedViews.self) } ?? .headers
        if let rows = map["rows"], let items = map["items"] {
            context.error("a section gives `items` or `rows`, not both", at: (items.mark < rows.mark ? rows : items).mark)
            return nil
        }
        let form: Form = map["rows"] == nil ? .items : .rows
        guard let list = map["items"] ?? map["rows"] else {
            context.error("a section needs `items`: `{count, size}` or a list of `{id, size}`", at: node.mark)
            return nil
        }
        let items = self.items(list, form: form, prefix: id + ".", seen: &seen, spacing: &spacing) ?? []
        return ItemSection(id: id, headerSize: header ?? 0, footerSize: footer ?? 0, pinned: pinned, items: items)
    }

    /// The size under the first of `keys` the map gives (the others are then refused).
    private func size(_ map: MappingReader, _ keys: [String]) -> Double? {
        let given = keys.compactMap { key in map[key].map { (key, $0) } }
        if given.count > 1 {
            context.error("`\(given[0].0)` and `\(given[1].0)` say the same; give one", at: given[1].1.mark)
        }
        return given.first.flatMap { context.number($0.1, $0.0, minimum: 0, maximum: SpecLimits.length) }
    }

    /// Items given as `{count, size, …}` (named `PREFIX` and their index) or
    /// as a list of `{id, size, …}`; `seen` holds the ids read so far in the
    /// scroll view, `isTaken` says which ids it already has (items a step
    /// inserts need new ones); a counted form's `spacing` goes to `spacing`.
    func items(_ node: Node, form: Form, prefix: String, seen: inout [String: Mark], spacing: inout Double?, isTaken: (String) -> Bool = { _ in false }) -> [Item]? {
        let sizes = sizeKeys(form, estimated: false), estimates = sizeKeys(form, estimated: true)
        let noun = form == .rows ? "row" : "item"
        if node.mapping != nil {
            let keys = ["count"] + sizes + estimates + ["idPrefix"] + (form == .items ? ["spacing"] : [])
            guard let map = MappingReader(node, subject: .init(quoting: form.key), keys: keys, context: context),
                  let count = map.required("count").flatMap({ context.integer($0, "count", minimum: 0, maximum: SpecLimits.items) }),
                  let size = realSize(map, sizes: sizes, estimates: estimates, at: node) else { return nil }
            let estimate = estimates.isEmpty ? nil : self.size(map, estimates)
            if let inner = map["spacing"].flatMap({ context.number($0, "spacing", minimum: 0, maximum: SpecLimits.length) }) { spacing = inner }
            let idPrefix = prefix + (map["idPrefix"].flatMap { context.identifier($0, "idPrefix") } ?? "")
            let items = (0..<count).map { Item(id: idPrefix + String($0), size: size, estimatedSize: estimate) }
            if let taken = items.first(where: { isTaken($0.id) }) {
                context.error("\(noun) `\(taken.id)` is already in this scroll view; new \(noun)s need ids of their own (`idPrefix`)", at: (map["idPrefix"] ?? node).mark)
                return nil
            }
            for item in items where seen[item.id] == nil { seen[item.id] = node.mark }
            return items
        }
        guard let nodes = context.list(node, form.key) else { return nil }
        guard nodes.count <= SpecLimits.items else {
            context.error("`\(form.key)` lists \(nodes.count) \(noun)s; the limit is \(SpecLimits.items)", at: node.mark)
            return nil
        }
        return nodes.compactMap { entry in
            guard let map = MappingReader(entry, subject: form == .rows ? "a row" : "an item", keys: ["id"] + sizes + estimates, context: context),
                  let idNode = map.required("id"), let id = context.string(idNode, "id", acceptingAnyScalar: true),
                  let size = realSize(map, sizes: sizes, estimates: estimates, at: entry) else { return nil }
            if let first = seen[id] {
                context.error("\(noun) `\(id)` is already in this scroll view (line \(first.line)); each \(noun) has its own id", at: idNode.mark)
                return nil
            }
            if isTaken(id) {
                context.error("\(noun) `\(id)` is already in this scroll view; new \(noun)s need ids of their own", at: idNode.mark)
                return nil
            }
            seen[id] = idNode.mark
            return Item(id: id, size: size, estimatedSize: estimates.isEmpty ? nil : self.size(map, estimates))
        }
    }

    /// The real size of an item or counted form; an estimate alone is refused
    /// (the run needs the size the item lays out at).
    private func realSize(_ map: MappingReader, sizes: [String], estimates: [String], at node: Node) -> Double? {
        if sizes.allSatisfy({ map[$0] == nil }), let estimate = estimates.lazy.compactMap({ map[$0] }).first {
            context.error("`\(estimates[0])` needs the real size beside it (`\(sizes[0])`): the size the item takes once laid out, which the estimate stands for until then", at: estimate.mark)
            return nil
        }
        guard sizes.contains(where: { map[$0] != nil }) else {
            _ = map.required(sizes[0])
            return nil
        }
        return size(map, sizes)
    }
}
