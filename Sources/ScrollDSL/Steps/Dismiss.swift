extension Step {
    /// `dismiss`: the presented sheet slides down and goes.
    struct Dismiss: ScriptStep {
        /// The screen the sheet shows.
        var screen: String

        static let declaration = StepDeclaration(
            name: "dismiss",
            summary: "The app dismisses the sheet showing the screen: it slides down over 500 ms on the smoothstep curve, even with `isModalInPresentation`; the screen's `willDisappear` comes at once, `didDisappear` when it is gone. Once a finger or a tap has dismissed the sheet, it does nothing, as `dismiss(animated:)` on a view controller no longer presented.",
            forms: [.value(type: "screen identifier", schema: { Schema.reference("identifier") })],
            example: "- present: {screen: detail, detents: [medium]}\n- waitForIdle\n- dismiss: detail\n- waitForIdle\n- expect: {detail.visible: false, detail.sheet.detent: none}",
            decode: { value, _, decoder in value.flatMap { SheetStepDecoder(decoder).presentedScreen($0, for: "dismiss") }.map(Dismiss.init) }
        )

        var label: String { "dismiss \(screen)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.dismissSheet(showing: screen, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "dismiss: \(screen)" }

        func navigate(_ navigation: inout Navigation) {
            navigation.presented = nil
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            guard play.navigation.presented == screen else { return false }
            navigate(&play.navigation)
            return true
        }
    }
}
