/// What steps on a scroll view's items read (`scrollTo: {item}`,
/// `insertItems`, `deleteItems` and 1.2's row forms): the scroll view and
/// its item ids, which the script follows as they come and go.
extension StepDecoder {
    /// Counts the items of scroll view `id` a step lays out again; past
    /// ``SpecLimits/itemsLaidOut`` in the script, an error at `mark`.
    func laysOutWithinLimit(_ id: String, at mark: Mark) -> Bool {
        let before = script.itemsLaidOut
        script.itemsLaidOut += script.itemIDs[id]?.count ?? 0
        guard script.itemsLaidOut > SpecLimits.itemsLaidOut else { return true }
        // Said once, at the step that passes the limit.
        if before <= SpecLimits.itemsLaidOut {
            context.error("the script's item steps lay out more than \(SpecLimits.itemsLaidOut) items by here (each insertion or deletion lays out "
                          + "every item of its scroll view again; `\(id)` has \(script.itemIDs[id]?.count ?? 0) now); insert or delete more items a step, in fewer steps", at: mark)
        }
        return false
    }

    /// The step's `scrollView`, when it declares items.
    func list(_ map: MappingReader) -> String? {
        guard let id = scrollViewReference(map) else { return nil }
        guard script.itemIDs[id] != nil else {
            context.error("`\(id)` declares no items; give it `items`, `rows` or `sections`", at: map["scrollView"]!.mark)
            return nil
        }
        return id
    }

    /// An item id of scroll view `id` at this point of the script.
    func existingItem(_ node: Node, in id: String?) -> String? {
        guard let item = context.string(node, "item", acceptingAnyScalar: true) else { return nil }
        guard let id, let items = script.itemIDs[id] else { return nil }
        guard items.contains(item) else {
            if let line = script.deletedItems[id]?[item] {
                context.error("`\(id)` has no item `\(item)` here: the step on line \(line) deleted it", at: node.mark)
            } else {
                context.error("`\(id)` has no item `\(item)` here" + Suggestion.hint(for: item, among: items.sorted()), at: node.mark)
            }
            return nil
        }
        return item
    }
}
