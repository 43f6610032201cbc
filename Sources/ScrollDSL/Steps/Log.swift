import ScrollText

extension Step {
    /// `log`: a line in the trace.
    struct Log: ScriptStep {
        /// The line.
        var text: String

        static let declaration = StepDeclaration(
            name: "log",
            summary: "A line in the trace.",
            forms: [.value(type: "text", schema: { Schema.type("string") })],
            example: "- log: the header is expanded",
            decode: { value, _, decoder in value.flatMap { decoder.context.string($0, "log", acceptingAnyScalar: true) }.map(Log.init) }
        )

        var label: String { text }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            run.log(text)
        }

        func line(_ writer: StepWriter) -> String? { "log: \(JSON.string(text))" }
    }
}
