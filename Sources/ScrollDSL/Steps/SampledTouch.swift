import ScrollText

extension Step {
    /// `touches`: a finger plays sampled touches on a scroll view or a view,
    /// as a device's touch stream gives them.
    struct SampledTouch: ScriptStep {
        /// What the finger lands on: a scroll view, or a view (`view`).
        var target: String
        /// Whether `target` is a view.
        var onView: Bool
        /// The samples: the first at time 0 is the touch-down, the last the lift.
        var samples: [TouchSample]

        static let declaration = StepDeclaration(
            name: "touches",
            summary: "A finger plays sampled touches, as a device records them: the first sample is the touch-down, the last the lift, and the step lasts until the last. Between samples the finger stays at the latest sample at or before each frame's time (samples make no turns of their own). "
                + "The release velocity is Flutter's estimate for iOS (`IOSScrollViewFlingVelocityTracker`): with vₖ = 1000·(pₖ − pₖ₋₁)/(tₖ − tₖ₋₁) over the last four samples (n the lift), 0.6·vₙ₋₂ + 0.35·vₙ₋₁ + 0.05·vₙ, in content terms on a scroll view (a finger moving up scrolls down); a pair at one time, or one missing, counts 0, and the velocity is 0 when the lift comes more than 40 ms after the sample before it. `{pan}` reports the same estimate. "
                + "On a lone scroll view along one axis the touch is a pan from its first move; where the direction lock applies, one that never passes the 10 pt slop moves nothing and glides nothing.",
            forms: [
                .keys([.touchedScrollView, samplesKey]), .keys([.touchedScrollView, fileKey]),
                .keys([.touchedView, samplesKey]), .keys([.touchedView, fileKey]),
            ],
            example: "- touches: {scrollView: feed, samples: [[0, 200, 600], [16, 200, 590], [33, 200, 560], [50, 200, 500], [66, 200, 420]]}",
            decode: { value, mark, decoder in value.flatMap { decode($0, at: mark, decoder) } }
        )

        private static let samplesKey = KeyDeclaration(
            "samples", "list of `[t, x, y]`", default: nil,
            "The samples: `t` in milliseconds from the step's start (non-decreasing, the first 0), `x` and `y` in screen points (on the screen).",
            schema: .object([("type", "array"), ("minItems", .number(1)),
                             ("items", .object([("type", "array"), ("items", Schema.type("number")), ("minItems", .number(3)), ("maxItems", .number(3))]))]))
        private static let fileKey = KeyDeclaration(
            "file", "path", default: nil,
            "A touch file instead of `samples`, relative to the spec: JSON lines, `{\"scrolltouches\": 1}` then `{\"t\": MS, \"x\": PT, \"y\": PT}` per sample; its name ends in `.jsonl`.",
            schema: Schema.type("string"))

        private static func decode(_ node: Node, at mark: Mark, _ decoder: StepDecoder) -> SampledTouch? {
            let context = decoder.context
            guard let map = MappingReader(step: "touches", node, context: context) else { return nil }
            let onView = map["view"] != nil
            let target: String?
            if let viewNode = map["view"] {
                target = decoder.namesOnlyView(map, "touches") ? decoder.freeView(viewNode, "touches") : nil
            } else {
                target = decoder.freeScrollView(map, "touches")
            }
            let samples: [TouchSample]?
            switch (map["samples"], map["file"]) {
            case (let list?, nil): samples = TouchSampleReader(decoder: decoder).samples(list)
            case (nil, let file?): samples = TouchSampleReader(decoder: decoder).samples(inFile: file)
            case (_?, let file?):
                context.error("`touches` takes `samples` or a `file`, not both", at: file.mark)
                samples = nil
            case (nil, nil):
                context.error("`touches` needs `samples: [[t, x, y], …]` or a touch `file`", at: node.mark)
                samples = nil
            }
            guard let target, let samples else { return nil }
            return SampledTouch(target: target, onView: onView, samples: samples)
        }

        var label: String { "touches \(target) (\(samples.count) sample\(samples.count == 1 ? "" : "s"))" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            if onView {
                try world.touchDown(view: target, at: Vector(x: samples[0].x, y: samples[0].y), mark: mark)
            } else {
                try world.touchDown(target, at: mark)
            }
            let start = world.now
            world.follow(target, samples: samples)
            try world.advance(to: start + samples[samples.count - 1].time)
            try world.lift(target, velocity: nil)
        }

        func line(_ writer: StepWriter) -> String? {
            let list = samples.map { "[\(StepWriter.number($0.time.seconds * 1000)), \(StepWriter.number($0.x)), \(StepWriter.number($0.y))]" }
            return "touches: {\(onView ? "view" : "scrollView"): \(target), samples: [\(list.joined(separator: ", "))]}"
        }

        var certainDuration: VirtualTime { samples[samples.count - 1].time }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            onView ? !play.held.contains(target) && play.shows { $0.views.contains { $0.id == target } } : play.canTouch(target)
        }
    }
}
