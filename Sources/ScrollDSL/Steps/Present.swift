extension Step {
    /// `present`: shows a screen as a sheet with detents over the screen on top.
    struct Present: ScriptStep {
        var presentation: SheetPresentation

        static let declaration = StepDeclaration(
            name: "present",
            summary: "Present a screen without `tab` as a sheet over the screen shown (`UISheetPresentationController`). `detents` lists its heights from the smallest: `medium`, `large` or `{id, height}`; `large` is the device's height within the safe area less 10 pt, `medium` half of it. The sheet slides up to `selected` over 500 ms unless `animated: false`; the presenter gets no lifecycle call and stays visible, dimmed above `largestUndimmedDetent`. See *Sheets with detents*.",
            forms: [.keys([
                KeyDeclaration("screen", "screen identifier", default: nil, "The screen the sheet shows.", schema: Schema.reference("identifier")),
                KeyDeclaration("detents", "list of `medium`, `large` or `{id, height}`, increasing", default: "`[large]`", "The heights the sheet rests at.", schema: Schema.list(Schema.oneOf([
                    .object([("enum", ["medium", "large"])]),
                    Schema.closedObject(required: ["id", "height"], [("id", Schema.reference("identifier")), ("height", Schema.number(exclusiveMinimum: 0))]),
                ]), minItems: 1)),
                KeyDeclaration("selected", "a detent's id", default: "the first detent", "The detent the sheet rises to.", schema: Schema.reference("identifier")),
                KeyDeclaration("grabber", "boolean", defaultsTo: false, "Whether a grabber shows at the sheet's top (`prefersGrabberVisible`).", schema: Schema.type("boolean")),
                KeyDeclaration("prefersScrollingExpandsWhenScrolledToEdge", "boolean", defaultsTo: true, "Whether a finger moving the content up at its top raises the sheet to its largest detent before scrolling it.", schema: Schema.type("boolean")),
                KeyDeclaration("largestUndimmedDetent", "a detent's id, or `none`", default: "`none`", "At or below this detent the presenter is not dimmed and takes touches above the sheet.", schema: Schema.reference("identifier")),
                KeyDeclaration("isModalInPresentation", "boolean", defaultsTo: false, "Whether a finger or a tap above the sheet cannot dismiss it; below its smallest detent it rubber-bands.", schema: Schema.type("boolean")),
                KeyDeclaration("animated", "boolean", defaultsTo: true, "Whether the sheet slides up over 500 ms.", schema: Schema.type("boolean")),
            ])],
            example: "- present: {screen: detail, detents: [medium, large], selected: medium}\n- waitForIdle\n- expect: {detail.sheet.detent: medium, detail.sheet.height: 375}",
            decode: { value, _, decoder in value.flatMap { SheetStepDecoder(decoder).present($0) } }
        )

        var label: String { "present \(presentation.screen)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.present(presentation, at: mark)
        }

        func line(_ writer: StepWriter) -> String? {
            let sheet = presentation
            let detents = sheet.detents.map { ["medium", "large"].contains($0.id) ? $0.id : "{id: \($0.id), height: \(StepWriter.number($0.height))}" }
            var parts = ["screen: \(sheet.screen)", "detents: [\(detents.joined(separator: ", "))]", "selected: \(sheet.selected)"]
            if sheet.grabber { parts.append("grabber: true") }
            if !sheet.scrollingExpands { parts.append("prefersScrollingExpandsWhenScrolledToEdge: false") }
            if let undimmed = sheet.largestUndimmed { parts.append("largestUndimmedDetent: \(undimmed)") }
            if sheet.isModal { parts.append("isModalInPresentation: true") }
            if !sheet.animated { parts.append("animated: false") }
            return "present: {" + parts.joined(separator: ", ") + "}"
        }

        func navigate(_ navigation: inout Navigation) {
            navigation.presented = presentation.screen
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            guard play.held.isEmpty, play.navigation.presented == nil, !play.navigation.isStacked(presentation.screen) else { return false }
            navigate(&play.navigation)
            return true
        }
    }
}
