/// `{tap: VIEW}`: taps on a view, while its screen is visible; `{tap:
/// {scrollView: SV, item: ID}}`: taps that reach an item (`didSelectItemAt`),
/// or any item of the scroll view without `item`, the element being its id.
struct TapSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "tap", form: "{tap: VIEW}",
        documentation: "each tap on the view parameter `VIEW` (a `tap: {view}` step, or a `tap: {x, y}` inside its frame), only while its screen is visible (`null`), binding `x` and `y`, where it landed on the screen (`null` for a view with no frame); "
            + "`{tap: {scrollView: SV, item: ID}}` each tap that reaches the item (`didSelectItemAt`: a `tap: {scrollView, item}` step), or with no `item` any item of `SV`, the element being the item's id; `ID` is an id or a string parameter")

    /// What is tapped: a view, or an item of a scroll view (any one when `nil`).
    enum Target {
        case view(String)
        case item(scrollView: String, id: ParameterOr<String>?)
    }

    let target: Target

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard value.mapping != nil else {
            return decoder.parameter(value, .view(needsHeight: false), for: entry.name).map {
                DecodedSource(source: TapSource(target: .view($0)), type: .null, record: [.x: .number.optional, .y: .number.optional])
            }
        }
        let context = decoder.context
        guard let target = MappingReader(value, subject: "`tap`", keys: ["scrollView", "item"], context: context),
              let scrollViewNode = target.required("scrollView"), let scrollView = decoder.parameter(scrollViewNode, .scrollView, for: entry.name) else { return nil }
        guard let itemNode = target["item"] else {
            return DecodedSource(source: TapSource(target: .item(scrollView: scrollView, id: nil)), type: .string)
        }
        guard let text = context.string(itemNode, "item", acceptingAnyScalar: true) else { return nil }
        return DecodedSource(source: TapSource(target: .item(scrollView: scrollView, id: ItemSinkReader.idOrParameter(text, decoder))), type: .string)
    }

    var label: String {
        switch target {
        case .view(let view): return "tap(\(view))"
        case let .item(scrollView, id): return "tap(\(scrollView)" + (id.map { ", item: \($0)" } ?? "") + ")"
        }
    }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        switch target {
        case .view(let view):
            let host = scope.view(view)
            return host.didTap.pausable(scope.context.screen.visibility).map(label) {
                var tap = Bindings(value: .null)
                if let point = host.lastTapPoint { (tap.x, tap.y) = (.number(point.x), .number(point.y)) }
                return tap
            }
        case let .item(scrollView, id):
            let wanted = id.flatMap { scope.resolve($0) { $0.string } }
            let selected = scope.scrollView(scrollView).didSelectItem.map(label) { Bindings(value: .text($0)) }
            guard let wanted else { return selected }
            return selected.filter(label) { $0.value == .text(wanted) }
        }
    }
}
