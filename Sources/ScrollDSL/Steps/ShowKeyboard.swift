extension Step {
    /// `showKeyboard`: a text field becomes first responder.
    struct ShowKeyboard: ScriptStep {
        static let declaration = StepDeclaration(
            name: "showKeyboard",
            summary: "A text field becomes first responder: the keyboard slides up over 250 ms, and the visible screen's scroll views (not those inside another) get its overlap as their bottom inset at once, as apps set it in `keyboardWillShow`. Showing a keyboard that is shown is an error at the step.",
            forms: [.bare],
            example: "- showKeyboard",
            decode: { _, mark, decoder in decoder.keyboard(shows: true, at: mark) ? ShowKeyboard() : nil }
        )

        var label: String { "showKeyboard" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.showKeyboard(at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "showKeyboard" }
    }
}
