extension Step {
    /// `waitForIdle`: let time pass until nothing moves.
    struct WaitForIdle: ScriptStep {
        /// The longest wait.
        var timeout = WaitForIdle.defaultTimeout

        private static let defaultTimeout = VirtualTime.seconds(10)

        static let declaration = StepDeclaration(
            name: "waitForIdle",
            summary: "Let time pass until nothing moves, animates or transitions; still moving at the timeout stops the script with an error.",
            forms: [.bare, .keys([KeyDeclaration("timeout", "duration", defaultsTo: defaultTimeout, "The longest wait.", schema: Schema.reference("duration"))])],
            example: "- fling: {scrollView: feed, velocity: 2500}\n- waitForIdle: {timeout: 5s}",
            decode: { value, _, decoder in
                guard let value else { return WaitForIdle() }
                guard let map = MappingReader(step: "waitForIdle", value, context: decoder.context) else { return nil }
                return (map["timeout"].map { decoder.context.duration($0, "timeout") } ?? defaultTimeout).map(WaitForIdle.init)
            }
        )

        var label: String { "waitForIdle" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            guard try !world.run(until: world.now + timeout, coasting: true, when: { $0.isIdle }) else { return }
            let moving = world.stage.scrollViewList.filter { $0.phase != .idle }.map { "`\($0.id)` is \($0.phase.rawValue)" }
            let reason = moving.isEmpty ? "a transition or animation is still running" : moving.joined(separator: ", ")
            throw RunFailure("`waitForIdle` timed out after \(timeout) at t=\(world.now): \(reason)", at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "waitForIdle: {timeout: \(timeout)}" }
    }
}
