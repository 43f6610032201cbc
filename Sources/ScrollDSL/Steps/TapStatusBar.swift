extension Step {
    /// `tapStatusBar`: a tap in the middle of the status bar.
    struct TapStatusBar: ScriptStep {
        static let declaration = StepDeclaration(
            name: "tapStatusBar",
            summary: "A tap at `y = statusBarHeight / 2`.",
            forms: [.bare],
            example: "- tapStatusBar",
            decode: { _, _, _ in TapStatusBar() }
        )

        var label: String { "tapStatusBar" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.tap(x: nil, y: run.world.setting.device.statusBarHeight / 2)
        }

        func line(_ writer: StepWriter) -> String? { "tapStatusBar" }

        var isTap: Bool { true }
    }
}
