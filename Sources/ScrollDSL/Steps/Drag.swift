extension Step {
    /// `drag`: touch down, move `by` over `duration`, lift with velocity `release`.
    struct Drag: ScriptStep {
        /// The scroll view the finger lands on.
        var scrollView: String
        /// How far the finger moves, in points (a positive `y` moves the content's offset down).
        var by: Vector
        /// How long the move takes.
        var duration: VirtualTime
        /// How the finger lifts.
        var release: Release

        static let declaration = StepDeclaration(
            name: "drag",
            summary: "Touch down, move the finger `by` points over `duration`, lift at `release`. The script goes on when the finger lifts.",
            forms: [.keys([.touchedScrollView, .travel, .fingerDuration, .release]), .keys([.touchedView, .travel, .fingerDuration, .release])],
            example: "- drag: {scrollView: feed, by: 600, duration: 400ms, release: finger}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> (any ScriptStep)? {
            let context = decoder.context
            guard let map = MappingReader(step: "drag", node, context: context) else { return nil }
            let view = map["view"].flatMap { decoder.namesOnlyView(map, "drag") ? decoder.freeView($0, "drag") : nil }
            if map["view"] != nil, view == nil { return nil }
            let scrollView = view ?? decoder.freeScrollView(map, "drag")
            let by = map.required("by").flatMap { decoder.readTravel($0, "by", on: scrollView) }
            let duration = map["duration"].map { context.duration($0, "duration") } ?? Step.usualDuration
            let release = map["release"].map { decoder.readRelease($0, on: scrollView) } ?? .still
            guard let scrollView, let by, let duration, let release else { return nil }
            if release == .finger, let releaseNode = map["release"], !decoder.checkFingerVelocity(by: by, duration: duration, at: releaseNode.mark) {
                return nil
            }
            if let view { return ViewFinger(view: view, motion: .drag(by, duration, release)) }
            return Drag(scrollView: scrollView, by: by, duration: duration, release: release)
        }

        var label: String { "drag \(scrollView) \(by.formatted)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            try world.touchDown(scrollView, at: mark)
            try world.startMove(scrollView, by: by, duration: duration)
            try world.advance(to: world.now + duration)
            try world.lift(scrollView, velocity: release.velocity)
        }

        func line(_ writer: StepWriter) -> String? {
            "drag: {scrollView: \(scrollView), by: \(writer.vector(by, on: scrollView)), duration: \(duration), release: \(writer.release(release, on: scrollView))}"
        }

        var certainDuration: VirtualTime { duration }

        var isHandSpeed: Bool { release.isHandSpeed && HandPace.isHandSpeed(moving: by, in: duration) }

        func simpler() -> [any ScriptStep] {
            var forms = Simpler.rounder(by, steps: [500, 100, 10]).map { by in Simpler.changed(self) { $0.by = by } }
            if release != .still { forms.append(Simpler.changed(self) { $0.release = .still }) }
            if duration != Step.usualDuration { forms.append(Simpler.changed(self) { $0.duration = Step.usualDuration }) }
            return forms
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.canTouch(scrollView)
        }
    }
}
