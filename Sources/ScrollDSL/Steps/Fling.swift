extension Step {
    /// `fling`: touch down and lift at once, at a velocity.
    struct Fling: ScriptStep {
        /// The scroll view the finger lands on.
        var scrollView: String
        /// The release velocity, in points per second.
        var velocity: Vector

        static let declaration = StepDeclaration(
            name: "fling",
            summary: "Touch down and lift at once, at a velocity.",
            forms: [.keys([.touchedScrollView, KeyDeclaration("velocity", "number (pt/s) or `{x, y}`", default: nil, "The release velocity, along the scroll view's axis or `{x, y}`; on a scroll view inside another, its direction decides which one takes it.", schema: Schema.oneOf([Schema.type("number"), Schema.reference("vector")]))])],
            example: "- fling: {scrollView: feed, velocity: 2500}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> Fling? {
            guard let map = MappingReader(step: "fling", node, context: decoder.context) else { return nil }
            let scrollView = decoder.freeScrollView(map, "fling")
            let velocity = map.required("velocity").flatMap { decoder.readVelocity($0, "velocity", on: scrollView) }
            guard let scrollView, let velocity else { return nil }
            return Fling(scrollView: scrollView, velocity: velocity)
        }

        var label: String { "fling \(scrollView) \(velocity.formatted)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.fling(scrollView, velocity: velocity, at: mark)
        }

        func line(_ writer: StepWriter) -> String? {
            "fling: {scrollView: \(scrollView), velocity: \(writer.vector(velocity, on: scrollView))}"
        }

        var isHandSpeed: Bool { velocity.length <= HandPace.fastestHand }

        func simpler() -> [any ScriptStep] {
            Simpler.rounder(velocity, steps: [1000, 100]).map { Fling(scrollView: scrollView, velocity: $0) }
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.canTouch(scrollView)
        }
    }
}
