/// Decodes a list's rows: `rows` (`{count, height}` or a list of `{id, height}`)
/// or `sections` (each `{id, headerHeight, rows}`), each id once per list.
struct RowsDecoder {
    private static let countKeys = ["count", "height", "idPrefix"]
    private static let rowKeys = ["id", "height"]
    private static let sectionKeys = ["id", "headerHeight", "rows"]

    let context: DecodingContext

    /// The sections of a scroll view with `rows` (one section without a header) or `sections`.
    func sections(rows: Node?, sections: Node?) -> [RowSection]? {
        if let rows {
            if let sections {
                context.error("a list gives `rows` or `sections`, not both; put the rows in a section", at: sections.mark)
            }
            var seen: [String: Mark] = [:]
            return self.rows(rows, prefix: "", seen: &seen).map { [RowSection(id: "", headerHeight: 0, rows: $0)] }
        }
        guard let sections, let items = context.list(sections, "sections") else { return nil }
        var seen: [String: Mark] = [:]
        var decoded: [RowSection] = []
        for item in items {
            guard let map = MappingReader(item, subject: "a section", keys: Self.sectionKeys, context: context),
                  let id = map.required("id").flatMap({ context.identifier($0, "id") }) else { continue }
            if decoded.contains(where: { $0.id == id }) {
                context.error("section `\(id)` is listed twice in this list", at: map["id"]!.mark)
            }
            let header = map["headerHeight"].flatMap { context.number($0, "headerHeight", minimum: 0, maximum: SpecLimits.length) } ?? 0
            let rows = map.required("rows").flatMap { self.rows($0, prefix: id + ".", seen: &seen) } ?? []
            decoded.append(RowSection(id: id, headerHeight: header, rows: rows))
        }
        return decoded
    }

    /// Rows given as `{count, height}` (named `PREFIX` and their index) or as a
    /// list of `{id, height}`; `seen` holds the ids read so far in the list,
    /// `isTaken` says which ids the list already has (rows a step inserts need new ones).
    func rows(_ node: Node, prefix: String, seen: inout [String: Mark], isTaken: (String) -> Bool = { _ in false }) -> [Row]? {
        if node.mapping != nil {
            guard let map = MappingReader(node, subject: "`rows`", keys: Self.countKeys, context: context),
                  let count = map.required("count").flatMap({ context.integer($0, "count", minimum: 0, maximum: SpecLimits.rows) }),
                  let height = map.required("height").flatMap({ context.number($0, "height", minimum: 0, maximum: SpecLimits.length) }) else { return nil }
            let idPrefix = prefix + (map["idPrefix"].flatMap { context.identifier($0, "idPrefix") } ?? "")
            let rows = (0..<count).map { Row(id: idPrefix + String($0), height: height) }
            if let taken = rows.first(where: { isTaken($0.id) }) {
                context.error("row `\(taken.id)` is already in this list; new rows need ids of their own (`idPrefix`)", at: (map["idPrefix"] ?? node).mark)
                return nil
            }
            for row in rows where seen[row.id] == nil { seen[row.id] = node.mark }
            return rows
        }
        guard let items = context.list(node, "rows") else { return nil }
        guard items.count <= SpecLimits.rows else {
            context.error("`rows` lists \(items.count) rows; the limit is \(SpecLimits.rows)", at: node.mark)
            return nil
        }
        return items.compactMap { item in
            guard let map = MappingReader(item, subject: "a row", keys: Self.rowKeys, context: context),
                  let idNode = map.required("id"), let id = context.string(idNode, "id", acceptingAnyScalar: true),
                  let height = map.required("height").flatMap({ context.number($0, "height", minimum: 0, maximum: SpecLimits.length) }) else { return nil }
            if let first = seen[id] {
                context.error("row `\(id)` is already in this list (line \(first.line)); each row has its own id", at: idNode.mark)
                return nil
            }
            if isTaken(id) {
                context.error("row `\(id)` is already in this list; new rows need ids of their own", at: idNode.mark)
                return nil
            }
            seen[id] = idNode.mark
            return Row(id: id, height: height)
        }
    }
}
