import ScrollText

extension Step {
    /// `scrollTo: {offset}`: a programmatic scroll (`setContentOffset(_:animated:)`).
    struct ScrollTo: ScriptStep {
        /// The scroll view scrolled.
        var scrollView: String
        /// The target along its axis (vertical for `both`).
        var offset: OffsetTarget
        /// The target across it, when `{x, y}` gives one (`both`).
        var crossOffset: OffsetTarget?
        /// Whether the scroll animates (`setContentOffset(_:animated:)`).
        var animated: Bool
        /// How long the animation lasts.
        var duration: VirtualTime

        static let declaration = StepDeclaration(
            name: "scrollTo",
            summary: "`setContentOffset(_:animated:)`: at once, or on the smoothstep curve for `duration`.",
            forms: [.keys([
                KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view that scrolls; no finger touches it.", schema: Schema.reference("identifier")),
                KeyDeclaration("offset", "`top`, `bottom` (`left`, `right` across) or a number; `{x, y}` for `axis: both`", default: nil, "Where to scroll, along the scroll view's axis.", schema: Schema.oneOf([Schema.reference("offset"), Schema.reference("point")])),
                .animated, .scrollDuration,
            ]), .keys(ItemScroll.keys)],
            example: "- scrollTo: {scrollView: feed, offset: bottom, animated: true}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> (any ScriptStep)? {
            let context = decoder.context
            guard let map = MappingReader(step: "scrollTo", node, context: context) else { return nil }
            if map["item"] != nil || map["row"] != nil || map["anchor"] != nil { return ItemScroll.decode(map, decoder) }
            let scrollView = decoder.scrollViewReference(map)
            let offset = map.required("offset").flatMap { decoder.readScrollTarget($0, on: scrollView) }
            let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
            let duration = map["duration"].map { context.duration($0, "duration") } ?? Step.usualDuration
            guard let scrollView, let offset, let animated, let duration else { return nil }
            return ScrollTo(scrollView: scrollView, offset: offset.along, crossOffset: offset.across, animated: animated, duration: duration)
        }

        var label: String { "scrollTo \(scrollView)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            try world.turn(.input("scrollTo", on: self.scrollView)) {
                // `bottom` and `right` are the bounds a zoom under way leaves when it ends.
                scrollView.finishZoomAnimation()
                let target = scrollView.offset(of: offset)
                let across = crossOffset.map(scrollView.offset(of:))
                scrollView.scroll(to: target, across: across, animated: animated, duration: duration, at: world.now)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            let offset = crossOffset.map { "{x: \($0.word), y: \(self.offset.word)}" } ?? offset.word
            return "scrollTo: {scrollView: \(scrollView), offset: \(offset), animated: \(animated)\(StepWriter.duration(duration))}"
        }
    }

    /// `scrollTo: {item, anchor}` (and 1.2's `{row, anchor}`):
    /// `ScrollViewProxy.scrollTo(_:anchor:)`, `scrollToRow(at:at:animated:)`.
    struct ItemScroll: ScriptStep {
        /// The scroll view scrolled.
        var scrollView: String
        /// The item scrolled to.
        var item: String
        /// Where the item ends up in the visible area.
        var anchor: ItemAnchor
        /// Whether the scroll animates.
        var animated: Bool
        /// How long the animation lasts.
        var duration: VirtualTime
        /// Whether the step names a `row`, as 1.2 wrote it.
        var writtenAsRow = false

        /// The keys of `scrollTo`'s item form.
        fileprivate static let keys = [
            KeyDeclaration.list,
            KeyDeclaration("item", "item id", default: "required, unless `row` names it", "The item to show (`scrollTo(_:anchor:)`), instead of `offset`.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
            KeyDeclaration("row", "row id", default: "none", "1.2's name for `item`, on a list's rows (`scrollToRow(at:at:animated:)`).", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
            KeyDeclaration("anchor", "a `UnitPoint` name, `{x, y}` or `visible`", default: "the leading edge along the axis (`top`, `leading`)", "Where the item ends up in the visible area (between the bars), within the bounds: the item's point at the unit point's fractions goes to the visible area's point at the same fractions (`top`, `center` or `middle`, `bottom`, `leading`, `trailing`, `topLeading`, …); along the axis 0 puts it below its section's pinned header. `visible` moves the least that shows it whole (none when it shows).", schema: Schema.oneOf([
                .object([("enum", .array((UnitPoint.named.map(\.name) + ["visible"]).map { .string($0) }))]),
                Schema.closedObject(required: ["x", "y"], [("x", .object([("type", "number"), ("minimum", .number(0)), ("maximum", .number(1))])), ("y", .object([("type", "number"), ("minimum", .number(0)), ("maximum", .number(1))]))]),
            ])),
            .animated, .scrollDuration,
        ]

        fileprivate static func decode(_ map: MappingReader, _ decoder: StepDecoder) -> ItemScroll? {
            let context = decoder.context
            if let offset = map["offset"] {
                context.error("`scrollTo` takes `offset` or `item`, not both", at: offset.mark)
            }
            if let row = map["row"], let item = map["item"] {
                context.error("`row` is 1.2's name for `item`; give one", at: (item.mark < row.mark ? row : item).mark)
                return nil
            }
            let writtenAsRow = map["row"] != nil
            let id = decoder.list(map)
            let item = map.required(writtenAsRow ? "row" : "item").flatMap { decoder.existingItem($0, in: id) }
            let horizontal = id.map { context.symbols.axis(of: $0) == .horizontal } ?? false
            let anchor = map["anchor"].map { AnchorReader(context: context).decode($0, "anchor", horizontal: horizontal) }
                ?? .point(horizontal ? UnitPoint(x: 0, y: 0.5) : UnitPoint(x: 0.5, y: 0))
            let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
            let duration = map["duration"].map { context.duration($0, "duration") } ?? Step.usualDuration
            guard let id, let item, let anchor, let animated, let duration else { return nil }
            return ItemScroll(scrollView: id, item: item, anchor: anchor, animated: animated, duration: duration, writtenAsRow: writtenAsRow)
        }

        var label: String { "scrollTo \(scrollView) \(writtenAsRow ? "row" : "item") \(item)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            guard let shown = scrollView.items?.item(item) else {
                throw RunFailure("`\(self.scrollView)` has no item `\(item)` at t=\(world.now): something deleted it before this step", at: mark)
            }
            try world.turn(.input("scrollTo", on: "\(self.scrollView), \(writtenAsRow ? "row" : "item"): \(item)")) {
                scrollView.finishZoomAnimation()
                scrollView.scroll(to: scrollView.offset(showing: shown, at: anchor), animated: animated, duration: duration, at: world.now)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            let anchor = writtenAsRow && self.anchor == .point(UnitPoint(x: 0.5, y: 0.5)) ? "middle" : self.anchor.word
            return "scrollTo: {scrollView: \(scrollView), \(writtenAsRow ? "row" : "item"): \(JSON.string(item)), anchor: \(anchor), animated: \(animated)\(StepWriter.duration(duration))}"
        }
    }
}
