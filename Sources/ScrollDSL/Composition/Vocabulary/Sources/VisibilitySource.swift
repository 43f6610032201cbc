/// `{visibility: {scrollView: SV, item: ID}, threshold: 0.5}`: SwiftUI's
/// `onScrollVisibilityChange`: whether more than `threshold` of an item shows.
struct VisibilitySource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "visibility", form: "{visibility: {scrollView: SV, item: ID}, threshold: 0.5}",
        documentation: "whether more than `threshold` (0.5 when left out) of the item shows in the scroll view's visible area (its `visibleFraction`): the value at installation, then `true` in the first turn it passes the threshold after one where it did not, `false` the other way (`onScrollVisibilityChange`); `item` is an id, or a string parameter holding one; `threshold` a number or a number parameter")
    static let otherKeys = ["threshold"]

    let scrollView: String
    /// The item's id, or the string parameter that holds it.
    let item: ParameterOr<String>
    /// The fraction, or the number parameter that holds it.
    let threshold: ParameterOr<Double>

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        let context = decoder.context
        guard let target = MappingReader(value, subject: "`visibility`", keys: ["scrollView", "item"], context: context),
              let scrollViewNode = target.required("scrollView"), let scrollView = decoder.parameter(scrollViewNode, .scrollView, for: entry.name),
              let itemNode = target.required("item"), let itemText = context.string(itemNode, "item", acceptingAnyScalar: true) else { return nil }
        let item: ParameterOr<String> = decoder.parameterTypes[itemText].map { type in
            if case .text = type { return .parameter(itemText) }
            return .value(itemText)
        } ?? .value(itemText)
        var threshold = ParameterOr<Double>.value(0.5)
        if let node = map["threshold"] {
            if case .string(let name)? = node.scalar?.value, case .number? = decoder.parameterTypes[name] {
                threshold = .parameter(name)
            } else if let fraction = context.number(node, "threshold", minimum: 0, maximum: 1) {
                threshold = .value(fraction)
            } else {
                return nil
            }
        }
        return DecodedSource(source: VisibilitySource(scrollView: scrollView, item: item, threshold: threshold), type: .boolean)
    }

    var label: String { "visibility(\(scrollView), \(item), threshold: \(threshold))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let host = scope.scrollView(scrollView)
        let id = scope.resolve(item) { $0.string } ?? ""
        let threshold = scope.resolve(self.threshold) { $0.number } ?? 0.5
        let shows = { () -> Bool in
            guard let items = host.itemLayout, let index = items.index(ofItem: id) else { return false }
            return items.visibleFraction(ofItemAt: index) > threshold
        }
        let changes = Observable.merge([host.didScroll.map(label) { _ in () }, host.didChangeLayout.map(label) { _ in () }])
        return changes.map(label) { Bindings(value: .boolean(shows())) }
            .startWith(Bindings(value: .boolean(shows())), label: label)
            .distinctUntilChanged { $0.value }
    }
}
