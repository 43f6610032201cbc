import ScrollText

extension Step {
    /// `insertItems` (and 1.2's `insertRows`): new items before or after an item, or at the end.
    struct ItemInsertion: ScriptStep {
        /// The scroll view the items go into.
        var scrollView: String
        /// The new items, in order.
        var items: [Item]
        /// The item they go before, if given.
        var before: String?
        /// The item they go after, if given; at the end of the last section when neither is.
        var after: String?
        /// What stays still on the screen.
        var keep: ItemKeeping
        /// Whether the step is written as 1.2's `insertRows`.
        var writtenAsRows = false

        static let declaration = StepDeclaration(
            name: "insertItems",
            summary: "Items are inserted (`insertItems(at:)`, a `ForEach`'s data growing): the content grows and, as UIKit does, the offset stays, so items inserted before what shows push it on; `keep` holds the first visible item or the `scrollPosition` item still on the screen instead.",
            forms: [.keys([
                .list,
                KeyDeclaration("items", "`{count, size, estimatedSize, idPrefix}` or a list of `{id, size, estimatedSize}`", default: nil, "The new items; counted ones are named `idPrefix` and their index.", schema: Schema.oneOf([.object([("type", "object")]), Schema.list(.object([("type", "object")]))])),
                KeyDeclaration("before", "item id", default: "none", "The item they go before.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
                KeyDeclaration("after", "item id", default: "the end of the last section", "The item they go after.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
                .keep,
            ])],
            example: "- insertItems: {scrollView: messages, items: [{id: new1, size: 120}], before: m0, keep: scrollPosition}\n- expect: {messages.scrollPosition: m0, messages.item(new1).position: 0}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder, asRows: false) } }
        )

        /// 1.2's form, on the rows of a list.
        static let rowsDeclaration = StepDeclaration(
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
            decode: { value, _, decoder in value.flatMap { decode($0, decoder, asRows: true) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder, asRows: Bool) -> ItemInsertion? {
            let context = decoder.context
            let script = decoder.script
            let name = asRows ? "insertRows" : "insertItems"
            // Past the limit the script is refused already: its items are not followed further.
            guard script.itemsLaidOut <= SpecLimits.itemsLaidOut,
                  let map = MappingReader(step: name, node, context: context) else { return nil }
            let id = decoder.list(map)
            if let before = map["before"], let after = map["after"] {
                context.error("new \(asRows ? "rows" : "items") go `before` one or `after` one, not both", at: (after.mark < before.mark ? before : after).mark)
                return nil
            }
            let place = (map["before"] ?? map["after"]).map { decoder.existingItem($0, in: id) }
            let keep = asRows ? map["keepVisibleRow"].map { context.boolean($0, "keepVisibleRow").map { $0 ? ItemKeeping.firstVisibleItem : .offset } } ?? .offset
                : map["keep"].map { context.word($0, "keep", among: ItemKeeping.self) } ?? .offset
            // The new items' ids among themselves; against the scroll view's, below.
            var seen: [String: Mark] = [:]
            var spacing: Double?
            let horizontal = id.map { context.symbols.axis(of: $0) == .horizontal } ?? false
            let items = map.required(asRows ? "rows" : "items").flatMap { node in
                ItemsDecoder(context: context, horizontal: horizontal).items(node, form: asRows ? .rows : .items, prefix: "", seen: &seen, spacing: &spacing) { item in
                    id.map { script.itemIDs[$0]?.contains(item) == true } ?? false
                }
            }
            guard let id, let items, let place = place ?? .some(nil), let keep else { return nil }
            script.itemIDs[id, default: []].formUnion(items.map(\.id))
            for item in items { script.deletedItems[id]?[item.id] = nil }
            context.insertedItemIDs[id, default: []].formUnion(items.map(\.id))
            guard decoder.laysOutWithinLimit(id, at: node.mark) else { return nil }
            let before = map["before"] == nil ? nil : place
            return ItemInsertion(scrollView: id, items: items, before: before, after: before == nil ? place : nil, keep: keep, writtenAsRows: asRows)
        }

        var label: String { "\(writtenAsRows ? "insertRows" : "insertItems") \(scrollView) ×\(items.count)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            var inserted = true
            try world.turn(.input(writtenAsRows ? "insertRows" : "insertItems", on: self.scrollView)) {
                inserted = scrollView.insertItems(items, before: before, after: after, keep: keep)
            }
            guard inserted else {
                throw RunFailure("`\(self.scrollView)` cannot take these items at t=\(world.now): a behaviour inserted one of their ids, or deleted the item they go by", at: mark)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            let place = before.map { ", before: \(JSON.string($0))" } ?? after.map { ", after: \(JSON.string($0))" } ?? ""
            if writtenAsRows {
                let written = items.map { "{id: \(JSON.string($0.id)), height: \(StepWriter.number($0.size))}" }.joined(separator: ", ")
                return "insertRows: {scrollView: \(scrollView), rows: [\(written)]\(place), keepVisibleRow: \(keep == .firstVisibleItem)}"
            }
            let written = items.map { item in
                "{id: \(JSON.string(item.id)), size: \(StepWriter.number(item.size))" + (item.estimatedSize.map { ", estimatedSize: \(StepWriter.number($0))" } ?? "") + "}"
            }.joined(separator: ", ")
            return "insertItems: {scrollView: \(scrollView), items: [\(written)]\(place), keep: \(keep.rawValue)}"
        }

        func simpler() -> [any ScriptStep] {
            guard items.count > 1 else { return [] }
            return Simpler.fewer(items.count).map { count in Simpler.changed(self) { $0.items.removeLast(items.count - count) } }
        }
    }
}
