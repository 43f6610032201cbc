extension Step {
    /// `moveBy`: the finger that is down moves `by` over `duration`.
    struct MoveBy: ScriptStep {
        /// The scroll view the finger holds.
        var scrollView: String
        /// How far the finger moves.
        var by: Vector
        /// How long it takes.
        var duration: VirtualTime

        static let declaration = StepDeclaration(
            name: "moveBy",
            summary: "The finger that is down moves `by` points over `duration`; at its end the finger is exactly `by` further on, in a turn at that instant.",
            forms: [.keys([.heldScrollView, .heldView, .travel, .fingerDuration])],
            example: "- touchDown: {scrollView: feed}\n- moveBy: {by: 120, duration: 200ms}\n- expect: {feed.phase: tracking}\n- moveBy: {by: 80, duration: 100ms}\n- lift: {release: finger}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> (any ScriptStep)? {
            guard let map = MappingReader(step: "moveBy", node, context: decoder.context) else { return nil }
            let id = decoder.heldFinger(map, "moveBy", at: node.mark)
            let by = map.required("by").flatMap { decoder.readTravel($0, "by", on: id) }
            let duration = map["duration"].map { decoder.context.duration($0, "duration") } ?? Step.usualDuration
            guard let id, let by, let duration else { return nil }
            if decoder.isView(id) { return ViewFinger(view: id, motion: .moveBy(by, duration)) }
            return MoveBy(scrollView: id, by: by, duration: duration)
        }

        var label: String { "moveBy \(scrollView) \(by.formatted)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            try world.startMove(scrollView, by: by, duration: duration)
            try world.advance(to: world.now + duration)
            try world.finishMove(scrollView)
        }

        func line(_ writer: StepWriter) -> String? {
            "moveBy: {scrollView: \(scrollView), by: \(writer.vector(by, on: scrollView)), duration: \(duration)}"
        }

        var certainDuration: VirtualTime { duration }

        var isHandSpeed: Bool { HandPace.isHandSpeed(moving: by, in: duration) }

        func simpler() -> [any ScriptStep] {
            Simpler.rounder(by, steps: [100, 10]).map { MoveBy(scrollView: scrollView, by: $0, duration: duration) }
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.held.contains(scrollView)
        }
    }
}
