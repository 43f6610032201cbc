/// `{event: NAME, of: SV}`: one of a scroll view's delegate moments.
struct EventSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "event", form: "{event: NAME, of: SV}",
        documentation: "one scroll view event: `dragBegin` (`scrollViewWillBeginDragging`), `dragEnd` (`scrollViewDidEndDragging`), `didEndDecelerating` "
            + "(all motion ended) (`null`); `didScroll` (the offset); `willEndDragging` (the release velocity, in points per second: "
            + "`target` is where the glide would rest, and the sink `{targetOffset: SV}` chooses where it ends)")
    static let otherKeys = ["of"]

    /// The moments it names, with the type of their elements.
    enum Moment: String, CaseIterable, Sendable {
        case dragBegin, dragEnd, willEndDragging, didEndDecelerating, didScroll

        var elementType: ExpressionType {
            switch self {
            case .didScroll, .willEndDragging: return .number
            case .dragBegin, .dragEnd, .didEndDecelerating: return .null
            }
        }
    }

    let moment: Moment
    let scrollView: String

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let name = decoder.context.choice(value, "event", among: Moment.allCases.map(\.rawValue)), let moment = Moment(rawValue: name) else { return nil }
        guard let ofNode = map["of"] else {
            decoder.context.error("`event` needs `of`: the scroll view whose event it is", at: map.node.mark)
            return nil
        }
        return decoder.parameter(ofNode, .scrollView, for: "of").map { DecodedSource(source: EventSource(moment: moment, scrollView: $0), type: moment.elementType) }
    }

    var label: String { "\(moment.rawValue)(\(scrollView))" }
    var releasedScrollView: String? { moment == .willEndDragging ? scrollView : nil }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let host = scope.scrollView(scrollView)
        let name = moment.rawValue
        switch moment {
        case .dragBegin: return host.willBeginDragging.map(name) { Bindings(value: .null) }
        case .dragEnd: return host.didEndDragging.map(name) { _ in Bindings(value: .null) }
        case .didEndDecelerating: return host.didBecomeIdle.map(name) { Bindings(value: .null) }
        case .didScroll: return host.didScroll.map(name) { Bindings(value: .number($0.current)) }
        case .willEndDragging:
            let cell = scope.release!
            let releases = host.willEndDragging
            // The release is held while its element passes, for `target` and `targetOffset`.
            return Observable(label: name, source: releases) { observer in
                releases.subscribe { release in
                    cell.current = release
                    observer(Bindings(value: .number(release.velocity)))
                    cell.current = nil
                }
            }
        }
    }
}
