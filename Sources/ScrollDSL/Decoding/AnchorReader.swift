/// Reads where an item ends up when a scroll view scrolls to it (`anchor`):
/// a SwiftUI `UnitPoint` by name (`top`, `center`, `bottomTrailing`, …, with
/// `middle` for `center`), a unit point `{x, y}` with each fraction in 0…1,
/// or `visible`, ScrollViewProxy's `nil` anchor.
struct AnchorReader {
    let context: DecodingContext

    /// The anchor at `node`, for a scroll view along x when `horizontal`; a
    /// name whose component along the axis is 0.5 only because of the other
    /// axis is a warning, with the name that was probably meant.
    /// A plugin file knows no axis (`warnsAcross: false`): there a name is taken as written.
    func decode(_ node: Node, _ what: String, horizontal: Bool, allowsVisible: Bool = true, warnsAcross: Bool = true) -> ItemAnchor? {
        if node.mapping != nil {
            guard let map = MappingReader(node, subject: .init(quoting: what), keys: ["x", "y"], context: context),
                  let x = map.required("x").flatMap({ fraction($0, "\(what).x") }),
                  let y = map.required("y").flatMap({ fraction($0, "\(what).y") }) else { return nil }
            return .point(UnitPoint(x: x, y: y))
        }
        let names = UnitPoint.named.map(\.name) + (allowsVisible ? ["visible"] : [])
        guard let name = context.choice(node, what, among: names) else { return nil }
        guard let point = UnitPoint.named.first(where: { $0.name == name })?.point else { return .visible }
        let across = horizontal ? point.y : point.x
        if warnsAcross, point.along(horizontally: horizontal) == 0.5, across != 0.5 {
            let meant = horizontal ? (across == 0 ? "leading" : "trailing") : (across == 0 ? "top" : "bottom")
            context.warning("`\(name)` on a \(horizontal ? "horizontal" : "vertical") scroll view centres the item; did you mean `\(meant)`?", at: node.mark)
        }
        return .point(point)
    }

    private func fraction(_ node: Node, _ what: String) -> Double? {
        context.number(node, what, minimum: 0, maximum: 1)
    }
}
