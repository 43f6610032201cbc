extension Step {
    /// `pinch`: two fingers pinch a scroll view that zooms, for the zoom's `duration`, and lift.
    struct Pinch: ScriptStep {
        /// The scale asked and the point pinched about.
        var zoom: Zoom

        static let declaration = StepDeclaration(
            name: "pinch",
            summary: "Two fingers pinch a scroll view that zooms for `duration` and lift; the scale asked goes linearly from the zoom the pinch starts from to `scale` times it. Past a limit it overshoots with `bouncesZoom` and animates back within 300 ms after the lift.",
            forms: [.keys([
                KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view the fingers touch.", schema: Schema.reference("identifier")),
                KeyDeclaration("scale", "number > 0", default: nil, "What the pinch multiplies the zoom by: above 1 spreads, below 1 closes.", schema: Schema.number(exclusiveMinimum: 0)),
                KeyDeclaration("duration", "duration", defaultsTo: Step.usualDuration, "How long the fingers move.", schema: Schema.reference("duration")),
                .zoomCenter,
            ])],
            example: "- pinch: {scrollView: photo, scale: 2.5, center: {x: 100, y: 300}}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> Pinch? {
            let context = decoder.context
            guard let map = MappingReader(step: "pinch", node, context: context) else { return nil }
            let id = decoder.freeScrollView(map, "pinch").flatMap { decoder.zoomable($0, map) }
            let scale = decoder.readScale(map)
            let duration = map["duration"].map { context.duration($0, "duration") } ?? Step.usualDuration
            let center = map["center"].map { decoder.readCenter($0, of: id) }
            guard let id, let scale, let duration, let center = center ?? .some(nil) else { return nil }
            return Pinch(zoom: Zoom(scrollView: id, scale: scale, center: center, animated: true, duration: duration))
        }

        var label: String { "pinch \(zoom.scrollView) ×\(zoom.scale.formatted)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            // Two fingers land, pinch for the step's duration, and lift; the script goes on at the lift.
            let world = run.world
            let scrollView = try world.touchedScrollView(zoom.scrollView, at: mark)
            let center = zoom.center ?? scrollView.viewportMiddle
            try world.turn(.input("pinch", on: zoom.scrollView)) {
                scrollView.beginPinch(factor: zoom.scale, center: center, duration: zoom.duration, at: world.now)
            }
            try world.advance(to: world.now + zoom.duration)
            try world.turn(.input("liftPinch", on: zoom.scrollView)) { scrollView.endPinch(at: world.now) }
        }

        func line(_ writer: StepWriter) -> String? {
            "pinch: {scrollView: \(zoom.scrollView), \(zoom.writtenScale), duration: \(zoom.duration)\(zoom.writtenCenter)}"
        }

        var certainDuration: VirtualTime { zoom.duration }

        func simpler() -> [any ScriptStep] {
            var forms = zoom.simpler()
            if zoom.duration != Step.usualDuration { forms.append(Simpler.changed(zoom) { $0.duration = Step.usualDuration }) }
            return forms.map(Pinch.init)
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.canTouch(zoom.scrollView)
        }
    }
}
