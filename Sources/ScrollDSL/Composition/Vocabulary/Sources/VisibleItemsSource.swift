/// `{visibleItems: SV, threshold: 0.5}`: the ids of the items that show, as
/// SwiftUI's `onScrollTargetVisibilityChange(idType:threshold:)` reports them.
struct VisibleItemsSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "visibleItems", form: "{visibleItems: SV, threshold: 0.5}",
        documentation: "the ids of the scroll view's items more than `threshold` (0.5 when left out) of which shows, in layout order: once at installation, then whenever that list changes (`onScrollTargetVisibilityChange`); `value` is a list, read with `count(value)`, `value[i]`, `contains(value, x)` and `indexOf(value, x)`; `threshold` a number or a number parameter")
    static let otherKeys = ["threshold"]

    let scrollView: String
    /// The fraction, or the number parameter that holds it.
    let threshold: ParameterOr<Double>

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let scrollView = decoder.parameter(value, .scrollView, for: entry.name),
              let threshold = VisibilitySource.threshold(map, decoder) else { return nil }
        return DecodedSource(source: VisibleItemsSource(scrollView: scrollView, threshold: threshold), type: .list)
    }

    var label: String { "visibleItems(\(scrollView), threshold: \(threshold))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let threshold = scope.resolve(self.threshold) { $0.number } ?? 0.5
        let host = scope.scrollView(scrollView)
        let ids = { Bindings(value: .null, list: host.itemLayout?.idsOfItems(showingMoreThan: threshold) ?? []) }
        let changes = Observable.merge([host.didScroll.map(label) { _ in () }, host.didChangeLayout.map(label) { _ in () }])
        return changes.map(label) { ids() }
            .startWith(ids(), label: label)
            .distinctUntilChanged { $0.list ?? [] }
    }
}
