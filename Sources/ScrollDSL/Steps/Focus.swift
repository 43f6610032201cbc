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
            decode: { value, _, decoder in value.flatMap { decoder.shownReference($0, "focus", as: .scrollView, to: "focus") }.map(Focus.init) }
        )

        var label: String { "focus \(scrollView)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.focus(scrollView, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "focus: \(scrollView)" }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.shows { $0.scrollViews.contains { $0.id == scrollView } }
        }
    }
}
