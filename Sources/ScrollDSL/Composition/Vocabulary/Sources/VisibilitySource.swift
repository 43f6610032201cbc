/// `{visibility: {scrollView: SV, item: ID}, threshold: 0.5}`: SwiftUI's
/// `onScrollVisibilityChange`: whether more than `threshold` of an item shows.
struct VisibilitySource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "visibility", form: "{visibility: {scrollView: SV, item: ID}, threshold: 0.5}",
        documentation: "whether more than `threshold` (0.5 when left out) of the item shows in the scroll view's visible area (its `visibleFraction`): the value at installation, then `true` in the first turn it passes the threshold after one where it did not, `false` the other way (`onScrollVisibilityChange`); `item` is an id, or a string parameter holding one; `{visibility: VIEW}` watches a view placed in content; `threshold` a number or a number parameter")
    static let otherKeys = ["threshold"]

    /// What is watched: an item of a scroll view (its id, or the string
    /// parameter that holds it), or a view placed in content.
    enum Target {
        case item(scrollView: String, id: ParameterOr<String>)
        case view(String)
    }

    let target: Target
    /// The fraction, or the number parameter that holds it.
    let threshold: ParameterOr<Double>

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        let context = decoder.context
        guard value.mapping != nil else {
            // `{visibility: VIEW}`: a view placed in a scroll view's content.
            guard let view = decoder.parameter(value, .view(needsHeight: false), for: entry.name), let threshold = threshold(map, decoder) else { return nil }
            return DecodedSource(source: VisibilitySource(target: .view(view), threshold: threshold), type: .boolean)
        }
        guard let target = MappingReader(value, subject: "`visibility`", keys: ["scrollView", "item"], context: context),
              let scrollViewNode = target.required("scrollView"), let scrollView = decoder.parameter(scrollViewNode, .scrollView, for: entry.name),
              let itemNode = target.required("item"), let itemText = context.string(itemNode, "item", acceptingAnyScalar: true) else { return nil }
        let item = ItemSinkReader.idOrParameter(itemText, decoder)
        guard let threshold = threshold(map, decoder) else { return nil }
        return DecodedSource(source: VisibilitySource(target: .item(scrollView: scrollView, id: item), threshold: threshold), type: .boolean)
    }

    /// `threshold`: a fraction, or a number parameter; 0.5 when left out.
    static func threshold(_ map: SourceMap, _ decoder: PipelineDecoder) -> ParameterOr<Double>? {
        guard let node = map["threshold"] else { return .value(0.5) }
        if case .string(let name)? = node.scalar?.value, case .number? = decoder.parameterTypes[name] { return .parameter(name) }
        return decoder.context.number(node, "threshold", minimum: 0, maximum: 1).map { .value($0) }
    }

    var label: String {
        switch target {
        case let .item(scrollView, id): return "visibility(\(scrollView), \(id), threshold: \(threshold))"
        case .view(let view): return "visibility(\(view), threshold: \(threshold))"
        }
    }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let threshold = scope.resolve(self.threshold) { $0.number } ?? 0.5
        let host: any ScrollViewHost
        let fraction: () -> Double
        switch target {
        case let .item(scrollView, id):
            let items = scope.scrollView(scrollView)
            let wanted = scope.resolve(id) { $0.string } ?? ""
            host = items
            fraction = {
                guard let layout = items.itemLayout, let index = layout.index(ofItem: wanted) else { return 0 }
                return layout.visibleFraction(ofItemAt: index)
            }
        case .view(let name):
            let view = scope.view(name)
            guard let scrollView = view.containingScrollView else { return .never(label + ": not in a scroll view's content") }
            host = scrollView
            fraction = { view.visibleFractionInContent }
        }
        let shows = { fraction() > threshold }
        let changes = Observable.merge([host.didScroll.map(label) { _ in () }, host.didChangeLayout.map(label) { _ in () }])
        return changes.map(label) { Bindings(value: .boolean(shows())) }
            .startWith(Bindings(value: .boolean(shows())), label: label)
            .distinctUntilChanged { $0.value }
    }
}
