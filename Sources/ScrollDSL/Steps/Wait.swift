extension Step {
    /// `wait`: let time pass.
    struct Wait: ScriptStep {
        /// How long.
        var duration: VirtualTime

        static let declaration = StepDeclaration(
            name: "wait",
            summary: "Let time pass.",
            forms: [.value(type: "duration", schema: { Schema.reference("duration") })],
            example: "- wait: 1.5s",
            decode: { value, _, decoder in value.flatMap { decoder.context.duration($0, "wait") }.map(Wait.init) }
        )

        var label: String { "wait \(duration)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.advance(to: run.world.now + duration)
        }

        func line(_ writer: StepWriter) -> String? { "wait: \(duration)" }

        var certainDuration: VirtualTime { duration }

        func simpler() -> [any ScriptStep] {
            guard duration > .milliseconds(16) else { return [] }
            let half = VirtualTime(nanoseconds: duration.nanoseconds / 2 / 1_000_000 * 1_000_000)
            return [VirtualTime.milliseconds(16), half].filter { $0 != duration }.map(Wait.init)
        }
    }
}
