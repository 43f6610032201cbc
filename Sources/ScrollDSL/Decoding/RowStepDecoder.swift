/// `scrollTo: {row}`, `insertRows` and `deleteRows`: steps on the rows of a
/// list, whose ids the script follows as they come and go.
extension StepDecoder {
    /// `scrollTo` with `row` and `anchor`, instead of `offset`.
    func scrollToRow(_ map: MappingReader) -> Step.Action? {
        if let offset = map["offset"] {
            context.error("`scrollTo` takes `offset` or `row`, not both", at: offset.mark)
        }
        let id = list(map)
        let row = map.required("row").flatMap { existingRow($0, in: id) }
        let anchor = map["anchor"].map { context.word($0, "anchor", among: RowAnchor.self) } ?? .top
        let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
        let duration = map["duration"].map { context.duration($0, "duration") } ?? Self.defaultDragDuration
        guard let id, let row, let anchor, let animated, let duration else { return nil }
        return .scrollToRow(Step.RowScroll(scrollView: id, row: row, anchor: anchor, animated: animated, duration: duration))
    }

    func insertRows(_ node: Node) -> Step.Action? {
        // Past the limit the script is refused already: its rows are not followed further.
        guard script.rowsLaidOut <= SpecLimits.rowsLaidOut,
              let map = MappingReader(step: "insertRows", node, context: context) else { return nil }
        let id = list(map)
        if let before = map["before"], let after = map["after"] {
            context.error("new rows go `before` a row or `after` one, not both", at: (after.mark < before.mark ? before : after).mark)
            return nil
        }
        let place = (map["before"] ?? map["after"]).map { existingRow($0, in: id) }
        let keep = map["keepVisibleRow"].map { context.boolean($0, "keepVisibleRow") } ?? false
        // The new rows' ids among themselves; against the list's, below.
        var seen: [String: Mark] = [:]
        let script = self.script
        let rows = map.required("rows").flatMap { node in
            RowsDecoder(context: context).rows(node, prefix: "", seen: &seen) { row in id.map { script.rows[$0]?.contains(row) == true } ?? false }
        }
        guard let id, let rows, let place = place ?? .some(nil), let keep else { return nil }
        script.rows[id, default: []].formUnion(rows.map(\.id))
        guard laysOutWithinLimit(id, at: node.mark) else { return nil }
        let before = map["before"] == nil ? nil : place
        return .insertRows(Step.RowInsertion(scrollView: id, rows: rows, before: before, after: before == nil ? place : nil, keepVisibleRow: keep))
    }

    func deleteRows(_ node: Node) -> Step.Action? {
        guard script.rowsLaidOut <= SpecLimits.rowsLaidOut,
              let map = MappingReader(step: "deleteRows", node, context: context) else { return nil }
        let id = list(map)
        let rows = map.required("rows").flatMap { context.list($0, "rows") }?.compactMap { existingRow($0, in: id) }
        let keep = map["keepVisibleRow"].map { context.boolean($0, "keepVisibleRow") } ?? false
        guard let id, let rows, let keep else { return nil }
        script.rows[id]?.subtract(rows)
        guard laysOutWithinLimit(id, at: node.mark) else { return nil }
        return .deleteRows(Step.RowDeletion(scrollView: id, rows: rows, keepVisibleRow: keep))
    }

    /// Counts the rows of list `id` a row step lays out again; past
    /// ``SpecLimits/rowsLaidOut`` in the script, an error at `mark`.
    private func laysOutWithinLimit(_ id: String, at mark: Mark) -> Bool {
        let before = script.rowsLaidOut
        script.rowsLaidOut += script.rows[id]?.count ?? 0
        guard script.rowsLaidOut > SpecLimits.rowsLaidOut else { return true }
        // Said once, at the step that passes the limit.
        if before <= SpecLimits.rowsLaidOut {
            context.error("the script's row steps lay out more than \(SpecLimits.rowsLaidOut) rows by here (each insertion or deletion lays out "
                          + "every row of its list again; `\(id)` has \(script.rows[id]?.count ?? 0) now); insert or delete more rows a step, in fewer steps", at: mark)
        }
        return false
    }

    /// The step's `scrollView`, when it is a list with rows.
    private func list(_ map: MappingReader) -> String? {
        guard let id = scrollViewReference(map) else { return nil }
        guard script.rows[id] != nil else {
            context.error("`\(id)` declares no rows; give it `rows` or `sections`", at: map["scrollView"]!.mark)
            return nil
        }
        return id
    }

    /// A row id of list `id` at this point of the script.
    private func existingRow(_ node: Node, in id: String?) -> String? {
        guard let row = context.string(node, "row", acceptingAnyScalar: true) else { return nil }
        guard let id, let rows = script.rows[id] else { return nil }
        guard rows.contains(row) else {
            context.error("`\(id)` has no row `\(row)` here" + Suggestion.hint(for: row, among: rows.sorted()), at: node.mark)
            return nil
        }
        return row
    }
}
