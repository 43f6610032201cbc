/// `{pan: VIEW}`: a finger's pan on a view (`UIPanGestureRecognizer`), each
/// step its own element, binding where the finger is and how it moved.
struct PanSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "pan", form: "{pan: VIEW}",
        documentation: "each step of a pan of a finger on the view parameter `VIEW`, the element being its `state`: `began` once the finger is 10 pt from its touch-down, `changed` once per frame in which it moved, `ended` at the lift, `cancelled` when the view's screen stops being visible with the finger down; "
            + "binds `state`, `x` and `y` (where the finger is on the screen; `null` on a view with no frame), `translation.x` and `translation.y` (how far it moved since its touch-down, down the screen positive) and `velocity.x` and `velocity.y` (points per second, as `velocity(in:)`: the move's speed, the release at `ended`, or sampled touches' estimate). A behaviour listening owns the fingers on the view: the scroll view under them does not move")

    let view: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .view(needsHeight: false), for: entry.name).map {
            DecodedSource(source: PanSource(view: $0), type: .string, record: [
                .state: .string, .x: .number.optional, .y: .number.optional,
                .translationX: .number, .translationY: .number, .velocityX: .number, .velocityY: .number,
            ])
        }
    }

    var label: String { "pan(\(view))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.view(view).pans.map(label) { pan in
            Bindings(finger: pan.state.rawValue, x: pan.x, y: pan.y, translation: pan.translation, velocity: pan.velocity)
        }
    }
}
