/// What `pinch` and `zoomTo` read: a scroll view whose limits let it zoom,
/// a scale, and a point of its viewport.
extension StepDecoder {
    /// `scale`: above 0, within the limit.
    func readScale(_ map: MappingReader) -> Double? {
        map.required("scale").flatMap { context.number($0, "scale", minimum: 0, maximum: SpecLimits.zoomScale, exclusiveMinimum: true) }
    }

    /// The scroll view `id` if its limits let it zoom.
    func zoomable(_ id: String, _ map: MappingReader) -> String? {
        guard context.zoomableViewports[id] != nil else {
            context.error("`\(id)` cannot zoom: give it `maximumZoomScale` above its `minimumZoomScale` (both 1 by default)", at: map["scrollView"]?.mark ?? map.mark)
            return nil
        }
        return id
    }

    /// `center`: a point of the viewport (`{x, y}` from its top left corner).
    func readCenter(_ node: Node, of id: String?) -> Vector? {
        guard let map = MappingReader(node, subject: "`center`", keys: ["x", "y"], context: context) else { return nil }
        let viewport = id.flatMap { context.zoomableViewports[$0] } ?? (width: SpecLimits.length, height: SpecLimits.length)
        let x = map.required("x").flatMap { context.number($0, "center.x", minimum: 0, maximum: viewport.width) }
        let y = map.required("y").flatMap { context.number($0, "center.y", minimum: 0, maximum: viewport.height) }
        guard let x, let y else { return nil }
        return Vector(x: x, y: y)
    }
}
