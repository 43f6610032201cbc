extension Step {
    /// `hideKeyboard`: the text field resigns.
    struct HideKeyboard: ScriptStep {
        static let declaration = StepDeclaration(
            name: "hideKeyboard",
            summary: "The text field resigns: the keyboard slides down over 250 ms and the bottom insets it gave are taken back at once. Hiding a keyboard that is not shown is an error at the step.",
            forms: [.bare],
            example: "- showKeyboard\n- hideKeyboard",
            decode: { _, mark, decoder in decoder.keyboard(shows: false, at: mark) ? HideKeyboard() : nil }
        )

        var label: String { "hideKeyboard" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.hideKeyboard(at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "hideKeyboard" }
    }
}
