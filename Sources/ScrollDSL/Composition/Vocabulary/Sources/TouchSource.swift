/// `{touch: VIEW}`: a finger on a view from its first point, with no slop
/// (a section index follows the finger from its touch-down).
struct TouchSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "touch", form: "{touch: VIEW}",
        documentation: "each touch of a finger on the view parameter `VIEW` from its first point, with no slop, the element being its `state`: `down` at the touch-down, `moved` once per frame in which it moved, `up` at the lift (or when the view's screen stops being visible with the finger down); "
            + "binds `state`, `x` and `y` (where the finger is on the screen; `null` on a view with no frame). A behaviour listening owns the fingers on the view: the scroll view under them does not move")

    let view: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        decoder.parameter(value, .view(needsHeight: false), for: entry.name).map {
            DecodedSource(source: TouchSource(view: $0), type: .string, record: [.state: .string, .x: .number.optional, .y: .number.optional])
        }
    }

    var label: String { "touch(\(view))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        scope.view(view).touches.map(label) { Bindings(finger: $0.state.rawValue, x: $0.x, y: $0.y) }
    }
}
