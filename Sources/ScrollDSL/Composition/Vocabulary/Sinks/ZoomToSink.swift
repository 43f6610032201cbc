/// `{zoomTo: SV, scale: EXPR, center: {x: EXPR, y: EXPR}, animated}`:
/// `zoom(to:animated:)` at each element, about a point of the viewport (a
/// double tap's zoom, an app's own zoom button).
struct ZoomToSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "zoomTo", form: "{zoomTo: SV, scale: EXPR, center: {x: EXPR, y: EXPR}, animated: true}",
        documentation: "zooms the scroll view to the scale an expression gives (clamped to its limits), about `center`, a point of the viewport, animated unless `animated: false`; nothing on a scroll view that does not zoom")
    static let otherKeys = ["scale", "center", "animated"]

    let scrollView: String
    let scale: TypedExpression
    let center: (x: TypedExpression, y: TypedExpression)
    let animated: Bool

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        let reader = ItemSinkReader(decoder: decoder, names: names)
        guard let scrollView = decoder.parameter(value, .scrollView, for: entry.name), let scale = reader.number(map, "scale") else { return nil }
        guard let centerNode = map["center"] else {
            decoder.context.error("`zoomTo` needs `center`: the point of the viewport the zoom keeps still, `{x, y}`", at: map.node.mark)
            return nil
        }
        guard MappingReader(centerNode, subject: "`center`", keys: ["x", "y"], context: decoder.context) != nil else { return nil }
        let point = SourceMap(node: centerNode, pairs: centerNode.mapping ?? [])
        guard let x = reader.number(point, "x"), let y = reader.number(point, "y") else { return nil }
        guard let animated = map["animated"].map({ decoder.context.boolean($0, "animated") }) ?? true else { return nil }
        return ZoomToSink(scrollView: scrollView, scale: scale, center: (x, y), animated: animated)
    }

    var label: String { "zoomTo(\(scrollView), animated: \(animated))" }
    var expressions: [TypedExpression] { [scale, center.x, center.y] }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let host = scope.scrollView(scrollView)
        let scale = scope.compile(self.scale)
        let (x, y) = (scope.compile(center.x), scope.compile(center.y))
        let animated = self.animated
        scope.subscribe(label, stream) { bindings in
            host.setZoomScale(scale(bindings).numberValue, animated: animated, center: (x(bindings).numberValue, y(bindings).numberValue))
        }
    }
}
