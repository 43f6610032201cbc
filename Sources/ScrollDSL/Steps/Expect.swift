extension Step {
    /// `expect`: check properties now, within a time or during one.
    struct Expect: ScriptStep {
        /// The checks and their timing.
        var expectation: Expectation

        static let declaration = StepDeclaration(
            name: "expect",
            summary: "Check properties now; with `within`, at the first turn in that time where all hold; with `during`, at every turn for that time.",
            forms: [.value(type: "`{PATH: MATCHER, …, within: DURATION, during: DURATION}`", schema: { Schema.reference("expectation") })],
            example: "- expect: {feed.offset: top, bar.position: top, within: 1s}",
            decode: { value, _, decoder in value.flatMap { decoder.expectations.decode($0) }.map(Expect.init) }
        )

        var label: String { "expect" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            // Naming an item something deleted stops the run here, rather than reading null.
            for check in expectation.checks {
                guard case .id(let id)? = ItemPath(check.path.property.name)?.selector,
                      let scrollView = run.world.stage.scrollView(ifDeclared: check.path.target), scrollView.items?.index(of: id) == nil else { continue }
                throw RunFailure("`\(check.path.target)` has no item `\(id)` at t=\(run.world.now): something deleted it before this step", at: check.mark)
            }
            try run.check(expectation, at: mark)
        }

        /// Exploration makes no expectation, and matchers are not written back.
        func line(_ writer: StepWriter) -> String? { nil }

        var certainDuration: VirtualTime { expectation.during ?? .zero }
    }
}
