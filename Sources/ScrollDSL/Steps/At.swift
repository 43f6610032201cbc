extension Step {
    /// `at`: let time pass until an absolute time.
    struct At: ScriptStep {
        /// The time, since time 0.
        var time: VirtualTime

        static let declaration = StepDeclaration(
            name: "at",
            summary: "Let time pass until an absolute time; a time the steps before it are sure to pass is an error.",
            forms: [.value(type: "duration since time 0", schema: { Schema.reference("duration") })],
            example: "- at: 2s",
            decode: { value, _, decoder in value.flatMap { decoder.context.duration($0, "at") }.map(At.init) }
        )

        var label: String { "at \(time)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            guard time >= run.world.now else {
                throw RunFailure("`at: \(time)` is earlier than now (t=\(run.world.now)); time cannot go back", at: mark)
            }
            try run.world.advance(to: time)
        }

        func line(_ writer: StepWriter) -> String? { "at: \(time)" }
    }
}
