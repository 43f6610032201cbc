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
            ]), .keys(RowScroll.keys)],
            example: "- scrollTo: {scrollView: feed, offset: bottom, animated: true}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> (any ScriptStep)? {
            let context = decoder.context
            guard let map = MappingReader(step: "scrollTo", node, context: context) else { return nil }
            if map["row"] != nil || map["anchor"] != nil { return RowScroll.decode(map, decoder) }
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

    /// `scrollTo: {row, anchor}`: `scrollToRow(at:at:animated:)`.
    struct RowScroll: ScriptStep {
        /// The list scrolled.
        var scrollView: String
        /// The row scrolled to.
        var row: String
        /// Where the row ends up in the visible area: `top`, `middle` or `bottom` (`scrollToRow(at:at:animated:)`'s position).
        var anchor: RowAnchor
        /// Whether the scroll animates.
        var animated: Bool
        /// How long the animation lasts.
        var duration: VirtualTime

        /// The keys of `scrollTo`'s row form.
        fileprivate static let keys = [
            KeyDeclaration.list,
            KeyDeclaration("row", "row id", default: nil, "The row to show (`scrollToRow(at:at:animated:)`), instead of `offset`.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")])),
            KeyDeclaration("anchor", "`top`, `middle` or `bottom`", defaultsTo: RowAnchor.top.rawValue, "Where the row ends up in the visible area (between the bars), within the bounds; at the top, below its section's pinned header.", schema: .object([("enum", .array(RowAnchor.allCases.map { .string($0.rawValue) }))])),
            .animated, .scrollDuration,
        ]

        fileprivate static func decode(_ map: MappingReader, _ decoder: StepDecoder) -> RowScroll? {
            let context = decoder.context
            if let offset = map["offset"] {
                context.error("`scrollTo` takes `offset` or `row`, not both", at: offset.mark)
            }
            let id = decoder.list(map)
            let row = map.required("row").flatMap { decoder.existingRow($0, in: id) }
            let anchor = map["anchor"].map { context.word($0, "anchor", among: RowAnchor.self) } ?? .top
            let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
            let duration = map["duration"].map { context.duration($0, "duration") } ?? Step.usualDuration
            guard let id, let row, let anchor, let animated, let duration else { return nil }
            return RowScroll(scrollView: id, row: row, anchor: anchor, animated: animated, duration: duration)
        }

        var label: String { "scrollTo \(scrollView) row \(row)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            // `scrollToRow(at:at:animated:)`.
            let world = run.world
            let scrollView = world.stage.scrollView(self.scrollView)
            guard let shown = scrollView.rows?.row(row) else { return }
            try world.turn(.input("scrollTo", on: "\(self.scrollView), row: \(row)")) {
                scrollView.finishZoomAnimation()
                scrollView.scroll(to: scrollView.offset(showing: shown, at: anchor), animated: animated, duration: duration, at: world.now)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            "scrollTo: {scrollView: \(scrollView), row: \(JSON.string(row)), anchor: \(anchor.rawValue), animated: \(animated)\(StepWriter.duration(duration))}"
        }
    }
}
