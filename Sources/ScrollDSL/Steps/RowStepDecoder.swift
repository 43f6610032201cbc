/// What steps on the rows of a list read (`scrollTo: {row}`, `insertRows`,
/// `deleteRows`): the list and its row ids, which the script follows as they come and go.
extension StepDecoder {
    /// Counts the rows of list `id` a row step lays out again; past
    /// ``SpecLimits/rowsLaidOut`` in the script, an error at `mark`.
    func laysOutWithinLimit(_ id: String, at mark: Mark) -> Bool {
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
    func list(_ map: MappingReader) -> String? {
        guard let id = scrollViewReference(map) else { return nil }
        guard script.rows[id] != nil else {
            context.error("`\(id)` declares no rows; give it `rows` or `sections`", at: map["scrollView"]!.mark)
            return nil
        }
        return id
    }

    /// A row id of list `id` at this point of the script.
    func existingRow(_ node: Node, in id: String?) -> String? {
        guard let row = context.string(node, "row", acceptingAnyScalar: true) else { return nil }
        guard let id, let rows = script.rows[id] else { return nil }
        guard rows.contains(row) else {
            context.error("`\(id)` has no row `\(row)` here" + Suggestion.hint(for: row, among: rows.sorted()), at: node.mark)
            return nil
        }
        return row
    }
}
