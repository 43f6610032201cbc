/// `pinch` and `zoomTo`: zooming a scroll view whose limits let it zoom,
/// about a point of its viewport.
extension StepDecoder {
    func pinch(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "pinch", node, context: context) else { return nil }
        let id = freeScrollView(map, "pinch").flatMap { zoomable($0, map) }
        let scale = map.required("scale").flatMap { context.number($0, "scale", minimum: 0, maximum: SpecLimits.zoomScale, exclusiveMinimum: true) }
        let duration = map["duration"].map { context.duration($0, "duration") } ?? Self.defaultDragDuration
        let center = map["center"].map { readCenter($0, of: id) }
        guard let id, let scale, let duration, let center = center ?? .some(nil) else { return nil }
        return .pinch(Step.Zoom(scrollView: id, scale: scale, center: center, animated: true, duration: duration))
    }

    func zoomTo(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "zoomTo", node, context: context) else { return nil }
        let id = scrollViewReference(map).flatMap { zoomable($0, map) }
        let scale = map.required("scale").flatMap { context.number($0, "scale", minimum: 0, maximum: SpecLimits.zoomScale, exclusiveMinimum: true) }
        let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
        let center = map["center"].map { readCenter($0, of: id) }
        guard let id, let scale, let animated, let center = center ?? .some(nil) else { return nil }
        return .zoomTo(Step.Zoom(scrollView: id, scale: scale, center: center, animated: animated, duration: Zoom.animationDuration))
    }

    /// The scroll view `id` if its limits let it zoom.
    private func zoomable(_ id: String, _ map: MappingReader) -> String? {
        guard context.zoomableViewports[id] != nil else {
            context.error("`\(id)` cannot zoom: give it `maximumZoomScale` above its `minimumZoomScale` (both 1 by default)", at: map["scrollView"]?.mark ?? map.mark)
            return nil
        }
        return id
    }

    /// `center`: a point of the viewport (`{x, y}` from its top left corner).
    private func readCenter(_ node: Node, of id: String?) -> Vector? {
        guard let map = MappingReader(node, subject: "`center`", keys: ["x", "y"], context: context) else { return nil }
        let viewport = id.flatMap { context.zoomableViewports[$0] } ?? (width: SpecLimits.length, height: SpecLimits.length)
        let x = map.required("x").flatMap { context.number($0, "center.x", minimum: 0, maximum: viewport.width) }
        let y = map.required("y").flatMap { context.number($0, "center.y", minimum: 0, maximum: viewport.height) }
        guard let x, let y else { return nil }
        return Vector(x: x, y: y)
    }
}
