extension Step {
    /// `touchDown`: a finger touches a scroll view (or a view: ``ViewFinger``) and stays down.
    struct TouchDown: ScriptStep {
        /// The scroll view touched.
        var scrollView: String

        static let declaration = StepDeclaration(
            name: "touchDown",
            summary: "A finger touches a scroll view or a view and stays down, so other steps (a tap, a wait, an expectation) can happen while it is held.",
            forms: [.keys([.touchedScrollView]), .keys([.touchedView])],
            example: "- touchDown: {scrollView: feed}\n- lift",
            decode: { value, mark, decoder in value.flatMap { decode($0, at: mark, decoder) } }
        )

        private static func decode(_ node: Node, at mark: Mark, _ decoder: StepDecoder) -> (any ScriptStep)? {
            guard let map = MappingReader(step: "touchDown", node, context: decoder.context) else { return nil }
            if let viewNode = map["view"] {
                guard decoder.namesOnlyView(map, "touchDown"), let id = decoder.freeView(viewNode, "touchDown") else { return nil }
                decoder.script.touchDown(id, at: mark)
                return ViewFinger(view: id, motion: .touchDown)
            }
            guard let id = decoder.scrollViewReference(map) else { return nil }
            if let held = decoder.script.holder(of: id) {
                decoder.context.error("`\(id)` is already held by the `touchDown` on line \(held.line); `lift` it first", at: map["scrollView"]?.mark ?? mark)
                return nil
            }
            decoder.script.touchDown(id, at: mark)
            return TouchDown(scrollView: id)
        }

        var label: String { "touchDown \(scrollView)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.touchDown(scrollView, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "touchDown: {scrollView: \(scrollView)}" }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            guard play.canTouch(scrollView) else { return false }
            play.held.insert(scrollView)
            return true
        }
    }
}
