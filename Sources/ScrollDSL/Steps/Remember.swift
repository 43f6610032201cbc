extension Step {
    /// `remember`: keeps the current value of properties under names, for `$NAME` in matchers.
    struct Remember: ScriptStep {
        /// What is kept, in the order written.
        var kept: [Remembered]

        static let declaration = StepDeclaration(
            name: "remember",
            summary: "Keeps the current value of properties under names; matchers use them as `$NAME` (also in `approx`, `min`, `max` and `not`).",
            forms: [.value(type: "`{NAME: PATH, …}`", schema: { .object([("type", "object"), ("minProperties", .number(1)), ("additionalProperties", Schema.type("string"))]) })],
            example: "- drag: {scrollView: feed, by: 300}\n- remember: {start: feed.offset}\n- drag: {scrollView: feed, by: -100}\n- expect: {feed.offset: {max: $start, min: 0}}",
            decode: { value, _, decoder in value.flatMap { decoder.expectations.remember($0) }.map { Remember(kept: $0.map { Remembered(name: $0.name, path: $0.path) }) } }
        )

        var label: String { "remember " + kept.map(\.name).joined(separator: ", ") }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            for remembered in kept { run.remember(remembered.name, as: remembered.path) }
        }

        func line(_ writer: StepWriter) -> String? {
            "remember: {" + kept.map { "\($0.name): \($0.path)" }.joined(separator: ", ") + "}"
        }
    }

    /// A value `remember` keeps under a name, for `$NAME` in matchers.
    struct Remembered: Sendable {
        /// The name `$NAME` reads it by.
        var name: String
        /// The property whose value it keeps.
        var path: PropertyPath
    }
}
