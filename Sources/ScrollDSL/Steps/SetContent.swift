extension Step {
    /// `set`: the content changes (a page loaded, a keyboard shown), in one turn.
    struct SetContent: ScriptStep {
        /// The new geometry, one change per scroll view, in the order written.
        var changes: [ContentChange]

        static let declaration = StepDeclaration(
            name: "set",
            summary: "The content changes (a page loaded, a keyboard shown): new content sizes, insets or viewport sizes, in one turn.",
            forms: [.value(type: "`{SCROLLVIEW.contentHeight: N, SCROLLVIEW.contentWidth: N, SCROLLVIEW.contentInset: {top, bottom, left, right}, SCROLLVIEW.viewportHeight: N, SCROLLVIEW.viewportWidth: N}`; one side of the inset may be written `SCROLLVIEW.contentInset.top: N`", schema: { Schema.reference("contentChange") })],
            example: "- set: {feed.contentHeight: 9000, feed.contentInset: {bottom: 336}}",
            decode: { value, _, decoder in value.flatMap { ContentChangeDecoder(context: decoder.context).decode($0) }.map(SetContent.init) }
        )

        var label: String { "set " + changes.map(\.scrollView).joined(separator: ", ") }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            // New content sizes, insets or viewports, in one turn.
            let world = run.world
            try world.turn(.input("set", on: changes.map(\.scrollView).joined(separator: ", "))) {
                for change in changes {
                    world.stage.scrollView(change.scrollView).change(vertical: change.vertical, horizontal: change.horizontal, at: world.now)
                }
            }
        }

        /// The content sizes, which are what exploration changes.
        func line(_ writer: StepWriter) -> String? {
            let sizes = changes.flatMap { change in
                [("contentHeight", change.contentHeight), ("contentWidth", change.contentWidth)].compactMap { name, value in
                    value.map { "\(change.scrollView).\(name): \(StepWriter.number($0))" }
                }
            }
            return "set: {" + sizes.joined(separator: ", ") + "}"
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            changes.allSatisfy { !play.held.contains($0.scrollView) }
        }
    }

    /// New geometry for one scroll view (`set`): what is given changes.
    struct ContentChange: Sendable {
        /// The scroll view changed.
        var scrollView: String
        /// The new `contentHeight`, if given.
        var contentHeight: Double?
        /// The new `contentInset.top`, if given.
        var insetTop: Double?
        /// The new `contentInset.bottom`, if given.
        var insetBottom: Double?
        /// The new `viewportHeight`, if given.
        var viewportHeight: Double?
        /// The new `contentWidth`, if given.
        var contentWidth: Double?
        /// The new `contentInset.left`, if given.
        var insetLeft: Double?
        /// The new `contentInset.right`, if given.
        var insetRight: Double?
        /// The new `viewportWidth`, if given.
        var viewportWidth: Double?
    }
}
extension Step.ContentChange {
    /// What changes along y.
    var vertical: AxisLayout {
        AxisLayout(content: contentHeight, insetBefore: insetTop, insetAfter: insetBottom, viewport: viewportHeight)
    }
    /// What changes along x.
    var horizontal: AxisLayout {
        AxisLayout(content: contentWidth, insetBefore: insetLeft, insetAfter: insetRight, viewport: viewportWidth)
    }
}
