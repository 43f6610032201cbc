extension Step {
    /// `zoomTo`: `setZoomScale(_:animated:)`.
    struct ZoomTo: ScriptStep {
        /// The scale set and the point zoomed about.
        var zoom: Zoom

        static let declaration = StepDeclaration(
            name: "zoomTo",
            summary: "`setZoomScale(_:animated:)`: the scale, kept within the limits, at once or animated for 300 ms on the smoothstep curve.",
            forms: [.keys([
                KeyDeclaration("scrollView", "scroll view", default: nil, "The scroll view that zooms.", schema: Schema.reference("identifier")),
                KeyDeclaration("scale", "number > 0", default: nil, "The zoom scale.", schema: Schema.number(exclusiveMinimum: 0)),
                .animated,
                .zoomCenter,
            ])],
            example: "- zoomTo: {scrollView: photo, scale: 1, animated: true}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> ZoomTo? {
            let context = decoder.context
            guard let map = MappingReader(step: "zoomTo", node, context: context) else { return nil }
            let id = decoder.scrollViewReference(map).flatMap { decoder.zoomable($0, map) }
            let scale = decoder.readScale(map)
            let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
            let center = map["center"].map { decoder.readCenter($0, of: id) }
            guard let id, let scale, let animated, let center = center ?? .some(nil) else { return nil }
            return ZoomTo(zoom: Zoom(scrollView: id, scale: scale, center: center, animated: animated, duration: Step.usualDuration))
        }

        var label: String { "zoomTo \(zoom.scrollView) \(zoom.scale.formatted)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            // `setZoomScale(_:animated:)`, about the step's `center`.
            let world = run.world
            let scrollView = world.stage.scrollView(zoom.scrollView)
            let center = zoom.center ?? scrollView.viewportMiddle
            try world.turn(.input("zoomTo", on: zoom.scrollView)) {
                scrollView.zoom(to: zoom.scale, animated: zoom.animated, center: center, at: world.now)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            "zoomTo: {scrollView: \(zoom.scrollView), \(zoom.writtenScale), animated: \(zoom.animated)\(zoom.writtenCenter)}"
        }

        func simpler() -> [any ScriptStep] {
            zoom.simpler().map(ZoomTo.init)
        }
    }
}
