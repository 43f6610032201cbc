extension Step {
    /// `focus`: a scroll view takes the hardware keyboard's presses
    /// (`becomeFirstResponder`, or the focus system moving to it).
    struct Focus: ScriptStep {
        /// The scroll view focused.
        var scrollView: String

        static let declaration = StepDeclaration(
            name: "focus",
            summary: "The scroll view takes the hardware keyboard's presses (`key`), as a finger's touch on it does; its screen must be visible (`validate` refuses one whose screen the script has not shown).",
            forms: [.value(type: "scroll view", schema: { Schema.reference("identifier") })],
            example: "- focus: feed\n- key: {press: end}\n- waitForIdle\n- expect: {feed.offset: bottom}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> Focus? {
            let context = decoder.context
            guard let id = context.identifier(node, "focus") else { return nil }
            if let problem = context.symbols.problem(resolving: id, as: .scrollView) {
                context.error(problem, at: node.mark)
                return nil
            }
            let navigation = decoder.script.navigation
            if let screen = context.symbols.screen(of: id), navigation.top != screen {
                context.error("cannot focus `\(id)`: its screen `\(screen)` is not shown at this step; \(navigation.stepShowing(screen))", at: node.mark)
                return nil
            }
            return Focus(scrollView: id)
        }

        var label: String { "focus \(scrollView)" }

        func perform(at mark: Mark, in run: Interpreter) throws(RunFailure) {
            try run.world.focus(scrollView, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "focus: \(scrollView)" }
    }
}
