import ScrollText

extension Step {
    /// `deleteRows`: rows leave a list.
    struct RowDeletion: ScriptStep {
        /// The list the rows leave.
        var scrollView: String
        /// The ids of the rows deleted.
        var rows: [String]
        /// Whether the offset moves by what changed above the first visible row, so that row keeps its place on the screen.
        var keepVisibleRow: Bool

        static let declaration = StepDeclaration(
            name: "deleteRows",
            summary: "Rows leave a list (`deleteRows(at:with:)`): its content shrinks and its offset stays, clamped into the new bounds; with `keepVisibleRow: true` it moves by what was deleted above the first visible row.",
            forms: [.keys([
                .list,
                KeyDeclaration("rows", "list of row ids", default: nil, "The rows to delete.", schema: Schema.list(Schema.oneOf([Schema.type("string"), Schema.type("number")]))),
                .keepVisibleRow("Whether the first visible row that remains stays still on the screen."),
            ])],
            example: "- deleteRows: {scrollView: messages, rows: [m0, m1]}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> RowDeletion? {
            let context = decoder.context
            guard decoder.script.rowsLaidOut <= SpecLimits.rowsLaidOut,
                  let map = MappingReader(step: "deleteRows", node, context: context) else { return nil }
            let id = decoder.list(map)
            let rows = map.required("rows").flatMap { context.list($0, "rows") }?.compactMap { decoder.existingRow($0, in: id) }
            let keep = map["keepVisibleRow"].map { context.boolean($0, "keepVisibleRow") } ?? false
            guard let id, let rows, let keep else { return nil }
            decoder.script.rows[id]?.subtract(rows)
            guard decoder.laysOutWithinLimit(id, at: node.mark) else { return nil }
            return RowDeletion(scrollView: id, rows: rows, keepVisibleRow: keep)
        }

        var label: String { "deleteRows \(scrollView) ×\(rows.count)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            try world.turn(.input("deleteRows", on: self.scrollView)) {
                let removed = Set(rows)
                scrollView.changeRows(keepVisibleRow: keepVisibleRow, removing: removed, at: world.now) { -$0.delete(removed, above: $1) }
            }
        }

        func line(_ writer: StepWriter) -> String? {
            "deleteRows: {scrollView: \(scrollView), rows: [\(rows.map(JSON.string).joined(separator: ", "))], keepVisibleRow: \(keepVisibleRow)}"
        }

        func simpler() -> [any ScriptStep] {
            guard rows.count > 1 else { return [] }
            return Simpler.fewer(rows.count).map { count in Simpler.changed(self) { $0.rows.removeLast(rows.count - count) } }
        }
    }
}
