/// Reads a scroll view's anchoring: `anchor: {initialOffset, sizeChanges,
/// alignment}` (SwiftUI's `defaultScrollAnchor(_:for:)`), `scrollPosition:
/// {anchor, keep}` and `bounceBehavior` (`always` or `basedOnSize`, per axis
/// as `{vertical, horizontal}` on a two-way scroll view).
struct AnchoringReader {
    let context: DecodingContext

    func decode(_ map: MappingReader, axis: ScrollAxis) -> ScrollAnchoring {
        var anchoring = ScrollAnchoring()
        let horizontal = axis == .horizontal
        if let node = map["anchor"], let anchor = MappingReader(node, subject: "`anchor`", keys: ["initialOffset", "sizeChanges", "alignment"], context: context) {
            if let initial = anchor["initialOffset"], let written = map["initialOffset"] {
                context.error("`initialOffset` and `anchor.initialOffset` both say where the scroll view rests; give one", at: (written.mark < initial.mark ? initial : written).mark)
            }
            anchoring.initialOffset = anchor["initialOffset"].flatMap { fraction($0, "anchor.initialOffset", horizontal: horizontal) }
            anchoring.sizeChanges = anchor["sizeChanges"].flatMap { fraction($0, "anchor.sizeChanges", horizontal: horizontal) }
            anchoring.alignment = anchor["alignment"].flatMap { fraction($0, "anchor.alignment", horizontal: horizontal) }
        }
        if let node = map["scrollPosition"], let position = MappingReader(node, subject: "`scrollPosition`", keys: ["anchor", "keep"], context: context) {
            anchoring.scrollPosition = position["anchor"].flatMap { fraction($0, "scrollPosition.anchor", horizontal: horizontal) }
            anchoring.keepsScrollPosition = position["keep"].flatMap { context.boolean($0, "scrollPosition.keep") } ?? false
        }
        if let node = map["bounceBehavior"] {
            if axis == .both, node.mapping != nil {
                if let behaviours = MappingReader(node, subject: "`bounceBehavior`", keys: ["vertical", "horizontal"], context: context) {
                    anchoring.bouncesBasedOnSize = behaviours["vertical"].flatMap { basedOnSize($0, "bounceBehavior.vertical") } ?? false
                    anchoring.bouncesBasedOnSizeAcross = behaviours["horizontal"].flatMap { basedOnSize($0, "bounceBehavior.horizontal") } ?? false
                }
            } else if let based = basedOnSize(node, "bounceBehavior") {
                anchoring.bouncesBasedOnSize = based
                anchoring.bouncesBasedOnSizeAcross = axis == .both && based
            }
        }
        return anchoring
    }

    /// A unit point's component along the axis.
    private func fraction(_ node: Node, _ what: String, horizontal: Bool) -> Double? {
        guard case .point(let point)? = AnchorReader(context: context).decode(node, what, horizontal: horizontal, allowsVisible: false) else { return nil }
        return point.along(horizontally: horizontal)
    }

    private func basedOnSize(_ node: Node, _ what: String) -> Bool? {
        context.choice(node, what, among: ["always", "basedOnSize"]).map { $0 == "basedOnSize" }
    }
}
