extension Step {
    /// `selectTab`: switch to a tab, or reselect the selected one.
    struct SelectTab: ScriptStep {
        /// The tab selected.
        var tab: String

        static let declaration = StepDeclaration(
            name: "selectTab",
            summary: "Switch to a tab; selecting the selected tab reselects it (`tabReselect`), or pops to its root when screens are pushed.",
            forms: [.value(type: "tab identifier", schema: { Schema.reference("identifier") })],
            example: "- selectTab: profile",
            decode: { value, _, decoder in
                guard let value, let tab = decoder.context.identifier(value, "selectTab") else { return nil }
                return decoder.tabs.declared(tab, at: value, context: decoder.context).map(SelectTab.init)
            }
        )

        var label: String { "selectTab \(tab)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.selectTab(tab)
        }

        func line(_ writer: StepWriter) -> String? { "selectTab: \(tab)" }

        var isTap: Bool { true }

        func navigate(_ navigation: inout Navigation) {
            _ = navigation.select(tab)
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            guard play.held.isEmpty else { return false }
            navigate(&play.navigation)
            return true
        }
    }
}
