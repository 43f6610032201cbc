import ScrollText

extension Step {
    /// `insertRows`: new rows before or after a row, or at the end.
    struct RowInsertion: ScriptStep {
        /// The list the rows go into.
        var scrollView: String
        /// The new rows, in order.
        var rows: [Row]
        /// The row they go before, if given.
        var before: String?
        /// The row they go after, if given; at the end of the list when neither is.
        var after: String?
        /// Whether the offset moves by what changed above the first visible row, so that row keeps its place on the screen.
        var keepVisibleRow: Bool

        static let declaration = StepDeclaration(
            name: "insertRows",
            summary: "Rows are inserted in a list (`insertRows(at:with:)`): its content grows and, as `UITableView` does, its offset stays, so rows inserted above what shows push it down; with `keepVisibleRow: true` the offset grows by what was inserted above the first visible row, which stays still on the screen (a chat loading older messages).",
            forms: [.keys([
                .list,
                KeyDeclaration("rows", "`{count, height, idPrefix}` or a list of `{id, height}`", default: nil, "The new rows; counted ones are named `idPrefix` and their index.", schema: Schema.oneOf([.object([("type", "object")]), Schema.list(.object([("type", "object")]))])),
                KeyDeclaration("before", "row id", default: "none", "The row they go above.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
                KeyDeclaration("after", "row id", default: "the end of the last section", "The row they go below.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
                .keepVisibleRow("Whether the first visible row stays still on the screen."),
            ])],
            example: "- scrollTo: {scrollView: messages, row: m30, anchor: middle}\n- insertRows: {scrollView: messages, rows: {count: 20, height: 80, idPrefix: older}, before: m0, keepVisibleRow: true}\n- expect: {messages.firstVisibleRow: m25}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> RowInsertion? {
            let context = decoder.context
            let script = decoder.script
            // Past the limit the script is refused already: its rows are not followed further.
            guard script.rowsLaidOut <= SpecLimits.rowsLaidOut,
                  let map = MappingReader(step: "insertRows", node, context: context) else { return nil }
            let id = decoder.list(map)
            if let before = map["before"], let after = map["after"] {
                context.error("new rows go `before` a row or `after` one, not both", at: (after.mark < before.mark ? before : after).mark)
                return nil
            }
            let place = (map["before"] ?? map["after"]).map { decoder.existingRow($0, in: id) }
            let keep = map["keepVisibleRow"].map { context.boolean($0, "keepVisibleRow") } ?? false
            // The new rows' ids among themselves; against the list's, below.
            var seen: [String: Mark] = [:]
            let rows = map.required("rows").flatMap { node in
                RowsDecoder(context: context).rows(node, prefix: "", seen: &seen) { row in id.map { script.rows[$0]?.contains(row) == true } ?? false }
            }
            guard let id, let rows, let place = place ?? .some(nil), let keep else { return nil }
            script.rows[id, default: []].formUnion(rows.map(\.id))
            guard decoder.laysOutWithinLimit(id, at: node.mark) else { return nil }
            let before = map["before"] == nil ? nil : place
            return RowInsertion(scrollView: id, rows: rows, before: before, after: before == nil ? place : nil, keepVisibleRow: keep)
        }

        var label: String { "insertRows \(scrollView) ×\(rows.count)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            try world.turn(.input("insertRows", on: self.scrollView)) {
                scrollView.changeRows(keepVisibleRow: keepVisibleRow, at: world.now) {
                    $0.insert(rows, before: before, after: after, above: $1)
                }
            }
        }

        func line(_ writer: StepWriter) -> String? {
            let written = rows.map { "{id: \(JSON.string($0.id)), height: \(StepWriter.number($0.height))}" }.joined(separator: ", ")
            let place = before.map { ", before: \(JSON.string($0))" } ?? after.map { ", after: \(JSON.string($0))" } ?? ""
            return "insertRows: {scrollView: \(scrollView), rows: [\(written)]\(place), keepVisibleRow: \(keepVisibleRow)}"
        }

        func simpler() -> [any ScriptStep] {
            guard rows.count > 1 else { return [] }
            return Simpler.fewer(rows.count).map { count in Simpler.changed(self) { $0.rows.removeLast(rows.count - count) } }
        }
    }
}
