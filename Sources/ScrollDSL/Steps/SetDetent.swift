extension Step {
    /// `setDetent`: the app moves the presented sheet to one of its detents.
    struct SetDetent: ScriptStep {
        /// The screen the sheet shows.
        var screen: String
        /// The detent it moves to.
        var detent: String

        static let declaration = StepDeclaration(
            name: "setDetent",
            summary: "The app selects a detent of the presented sheet (`selectedDetentIdentifier` in `animateChanges`): the sheet moves there on the spring, and `{detentChange}` fires when it rests.",
            forms: [.keys([
                KeyDeclaration("screen", "screen identifier", default: nil, "The screen the sheet shows.", schema: Schema.reference("identifier")),
                KeyDeclaration("detent", "a detent's id", default: nil, "The detent the sheet moves to.", schema: Schema.reference("identifier")),
            ])],
            example: "- present: {screen: detail, detents: [medium, large]}\n- setDetent: {screen: detail, detent: large}\n- waitForIdle\n- expect: {detail.sheet.height: 749}",
            decode: { value, _, decoder in value.flatMap { SheetStepDecoder(decoder).setDetent($0) } }
        )

        var label: String { "setDetent \(screen) \(detent)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.setDetent(detent, ofSheetShowing: screen, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "setDetent: {screen: \(screen), detent: \(detent)}" }
    }
}
