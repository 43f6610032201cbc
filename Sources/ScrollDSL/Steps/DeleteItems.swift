import ScrollText

extension Step {
    /// `deleteItems` (and 1.2's `deleteRows`): items leave a scroll view.
    struct ItemDeletion: ScriptStep {
        /// The scroll view the items leave.
        var scrollView: String
        /// The ids of the items deleted.
        var items: [String]
        /// What stays still on the screen.
        var keep: ItemKeeping
        /// Whether the step is written as 1.2's `deleteRows`.
        var writtenAsRows = false

        static let declaration = StepDeclaration(
            name: "deleteItems",
            summary: "Items leave (`deleteItems(at:)`, a `ForEach`'s data shrinking): the content shrinks and the offset stays, clamped into the new bounds; `keep` holds the first visible item or the `scrollPosition` item still on the screen instead (the first surviving one after it, when it leaves).",
            forms: [.keys([
                .list,
                KeyDeclaration("items", "list of item ids", default: nil, "The items to delete.", schema: Schema.list(Schema.oneOf([Schema.type("string"), Schema.type("number")]))),
                .keep,
            ])],
            example: "- deleteItems: {scrollView: messages, items: [m0, m1], keep: scrollPosition}\n- expect: {messages.scrollPosition: m2, messages.item(#0).id: m2}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder, asRows: false) } }
        )

        /// 1.2's form, on the rows of a list.
        static let rowsDeclaration = StepDeclaration(
            name: "deleteRows",
            summary: "Rows leave a list (`deleteRows(at:with:)`): its content shrinks and its offset stays, clamped into the new bounds; with `keepVisibleRow: true` it moves by what was deleted above the first visible row.",
            forms: [.keys([
                .list,
                KeyDeclaration("rows", "list of row ids", default: nil, "The rows to delete.", schema: Schema.list(Schema.oneOf([Schema.type("string"), Schema.type("number")]))),
                .keepVisibleRow("Whether the first visible row that remains stays still on the screen."),
            ])],
            example: "- deleteRows: {scrollView: messages, rows: [m0, m1]}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder, asRows: true) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder, asRows: Bool) -> ItemDeletion? {
            let context = decoder.context
            let key = asRows ? "rows" : "items"
            guard decoder.script.itemsLaidOut <= SpecLimits.itemsLaidOut,
                  let map = MappingReader(step: asRows ? "deleteRows" : "deleteItems", node, context: context) else { return nil }
            let id = decoder.list(map)
            let items = map.required(key).flatMap { context.list($0, key) }?.compactMap { decoder.existingItem($0, in: id) }
            let keep = asRows ? map["keepVisibleRow"].map { context.boolean($0, "keepVisibleRow").map { $0 ? ItemKeeping.firstVisibleItem : .offset } } ?? .offset
                : map["keep"].map { context.word($0, "keep", among: ItemKeeping.self) } ?? .offset
            guard let id, let items, let keep else { return nil }
            decoder.script.itemIDs[id]?.subtract(items)
            for item in items { decoder.script.deletedItems[id, default: [:]][item] = node.mark.line }
            guard decoder.laysOutWithinLimit(id, at: node.mark) else { return nil }
            return ItemDeletion(scrollView: id, items: items, keep: keep, writtenAsRows: asRows)
        }

        var label: String { "\(writtenAsRows ? "deleteRows" : "deleteItems") \(scrollView) ×\(items.count)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            if let gone = items.first(where: { scrollView.items?.index(of: $0) == nil }) {
                throw RunFailure("`\(self.scrollView)` has no item `\(gone)` at t=\(world.now): something deleted it before this step", at: mark)
            }
            try world.turn(.input(writtenAsRows ? "deleteRows" : "deleteItems", on: self.scrollView)) {
                _ = scrollView.deleteItems(items, keep: keep)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            let ids = items.map(JSON.string).joined(separator: ", ")
            if writtenAsRows { return "deleteRows: {scrollView: \(scrollView), rows: [\(ids)], keepVisibleRow: \(keep == .firstVisibleItem)}" }
            return "deleteItems: {scrollView: \(scrollView), items: [\(ids)], keep: \(keep.rawValue)}"
        }

        func simpler() -> [any ScriptStep] {
            guard items.count > 1 else { return [] }
            return Simpler.fewer(items.count).map { count in Simpler.changed(self) { $0.items.removeLast(items.count - count) } }
        }
    }
}
