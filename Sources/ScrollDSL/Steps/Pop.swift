extension Step {
    /// `pop`: back one screen.
    struct Pop: ScriptStep {
        static let declaration = StepDeclaration(
            name: "pop",
            summary: "Back one screen, animated for 350 ms; popping a root is an error at the step.",
            forms: [.bare],
            example: "- push: detail\n- pop",
            decode: { _, _, _ in Pop() }
        )

        var label: String { "pop" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.pop(at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "pop" }

        func navigate(_ navigation: inout Navigation) {
            if navigation.currentStack.count > 1 { navigation.currentStack.removeLast() }
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            guard play.held.isEmpty, play.navigation.currentStack.count > 1 else { return false }
            navigate(&play.navigation)
            return true
        }
    }
}
