extension Step {
    /// `lift`: the finger that is down lifts.
    struct Lift: ScriptStep {
        /// The scroll view the finger held.
        var scrollView: String
        /// How it lifts.
        var release: Release

        static let declaration = StepDeclaration(
            name: "lift",
            summary: "The finger that is down lifts; `release: finger` hands on the velocity of the move it ends (0 when it was held still).",
            forms: [.bare, .keys([.heldScrollView, .heldView, .release])],
            example: "- touchDown: {scrollView: feed}\n- moveBy: {by: 300, duration: 300ms}\n- lift: {release: 1200}",
            decode: decode
        )

        /// `lift`, `lift: {release: 900}` or `lift: {scrollView: feed, release: finger}`.
        private static func decode(_ node: Node?, at mark: Mark, _ decoder: StepDecoder) -> (any ScriptStep)? {
            var map: MappingReader?
            if let node {
                guard let reader = MappingReader(step: "lift", node, context: decoder.context) else { return nil }
                map = reader
            }
            let id = decoder.heldFinger(map, "lift", at: node?.mark ?? mark)
            let release = map?["release"].map { decoder.readRelease($0, on: id) } ?? .still
            guard let id, let release else { return nil }
            decoder.script.lift(id)
            if decoder.isView(id) { return ViewFinger(view: id, motion: .lift(release)) }
            return Lift(scrollView: id, release: release)
        }

        var label: String { "lift \(scrollView)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.lift(scrollView, velocity: release.velocity)
        }

        func line(_ writer: StepWriter) -> String? {
            "lift: {scrollView: \(scrollView), release: \(writer.release(release, on: scrollView))}"
        }

        var isHandSpeed: Bool { release.isHandSpeed }

        func simpler() -> [any ScriptStep] {
            release == .still ? [] : [Lift(scrollView: scrollView, release: .still)]
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.held.remove(scrollView) != nil
        }
    }
}
