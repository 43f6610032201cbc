extension Step {
    /// A zoom: a pinch by `scale` (times the scale it starts from), or `zoomTo`
    /// a scale, about `center` (the viewport's middle when `nil`).
    struct Zoom: Sendable {
        /// The scroll view zoomed.
        var scrollView: String
        /// The scale: a pinch multiplies the scale it starts from by it; `zoomTo` sets it.
        var scale: Double
        /// The point of the viewport zoomed about; its middle when `nil`.
        var center: Vector?
        /// Whether `zoomTo` animates (for 300 ms); a pinch always takes its `duration`.
        var animated: Bool
        /// How long a pinch lasts (an animated `zoomTo` takes the zoom animation's 300 ms whatever this says).
        var duration: VirtualTime

        /// `scale: S`, as the decoder reads it back.
        var writtenScale: String {
            "scale: \(StepWriter.number(scale))"
        }

        /// `, center: {x, y}` for a zoom about a point, nothing about the viewport's middle.
        var writtenCenter: String {
            center.map { ", center: {x: \(StepWriter.number($0.x)), y: \(StepWriter.number($0.y))}" } ?? ""
        }

        /// Simpler scales (whole, halves, tenths), then the same about the viewport's middle.
        func simpler() -> [Zoom] {
            var scales: [Double] = []
            for scale in [1.0, 2, 10].map({ (scale * $0).rounded() / $0 }) where scale > 0 && scale != self.scale && !scales.contains(scale) {
                scales.append(scale)
            }
            var forms = scales.map { scale in Simpler.changed(self) { $0.scale = scale } }
            if center != nil { forms.append(Simpler.changed(self) { $0.center = nil }) }
            return forms
        }
    }
}
