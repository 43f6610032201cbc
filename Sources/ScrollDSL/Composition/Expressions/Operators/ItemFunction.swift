/// The functions expressions call on a scroll view's items — what SwiftUI's
/// `scrollTargetBehavior(.viewAligned)` works out — each taking the scroll
/// view parameter first: `snapItem(scrollView, offset, anchor, direction)`,
/// `snapOffset(scrollView, index, anchor)`, `snapReach(scrollView, limit)`.
/// An anchor is a `UnitPoint` name (`""` for the leading edge along the axis).
enum ItemFunction: String, CaseIterable, Sendable {
    /// The index of the item whose snap offset is nearest `offset` (ties: in
    /// `direction`'s sign, the lower index at 0); −1 without items.
    case snapItem
    /// The offset that puts the item at `index`'s anchor point on the visible
    /// area's, clamped into the bounds.
    case snapOffset
    /// How many items from the one at touch-down a glide may end, by SwiftUI's
    /// `ViewAlignedScrollTargetBehavior.LimitBehavior` name.
    case snapReach

    /// The types of the arguments after the scroll view.
    var argumentTypes: [ExpressionType] {
        switch self {
        case .snapItem: return [.number, .string, .number]
        case .snapOffset: return [.number, .string]
        case .snapReach: return [.string]
        }
    }

    /// The function bound to `scrollView` and compiled arguments, on the
    /// device `deviceWidth` wide.
    func evaluator(_ scrollView: any ScrollViewHost, deviceWidth: Double, _ arguments: [Evaluator]) -> Evaluator {
        switch self {
        case .snapItem:
            return { bindings in
                guard let items = scrollView.itemLayout, items.itemCount > 0 else { return .number(-1) }
                let anchor = Self.fraction(arguments[1](bindings), in: items)
                let index = Self.nearestItem(to: arguments[0](bindings).numberValue, anchor: anchor, direction: arguments[2](bindings).numberValue, of: scrollView, items)
                return .number(Double(index))
            }
        case .snapOffset:
            return { bindings in
                guard let items = scrollView.itemLayout, items.itemCount > 0 else { return .number(scrollView.contentOffset) }
                let index = Int(min(max(arguments[0](bindings).numberValue, 0), Double(items.itemCount - 1)))
                return .number(Self.offset(showing: index, at: Self.fraction(arguments[1](bindings), in: items), of: scrollView, items))
            }
        case .snapReach:
            return { bindings in
                guard let items = scrollView.itemLayout else { return .number(0) }
                return .number(Double(Self.reach(arguments[0](bindings).textValue, items, deviceWidth: deviceWidth)))
            }
        }
    }

    /// How far along the axis an anchor name lies; `""` is the leading edge.
    private static func fraction(_ anchor: PropertyValue, in items: any ItemLayoutHost) -> Double {
        let point = UnitPoint.named.first { $0.name == anchor.textValue }?.point ?? UnitPoint(x: 0, y: 0)
        return point.along(horizontally: items.isHorizontal)
    }

    /// The snap offset of the item at `index`.
    private static func offset(showing index: Int, at anchor: Double, of scrollView: any ScrollViewHost, _ items: any ItemLayoutHost) -> Double {
        let item = items.item(at: index)
        let visible = items.visibleRange
        let leadingInset = visible.lowerBound - scrollView.contentOffset
        let target = item.position + anchor * item.size - leadingInset - anchor * (visible.upperBound - visible.lowerBound)
        return min(max(target, scrollView.top), scrollView.bottom)
    }

    private static func nearestItem(to offset: Double, anchor: Double, direction: Double, of scrollView: any ScrollViewHost, _ items: any ItemLayoutHost) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for index in 0..<items.itemCount {
            let point = Self.offset(showing: index, at: anchor, of: scrollView, items)
            let distance = abs(point - offset)
            // A tie goes the velocity's way: to the later item moving on, the earlier one at rest or moving back.
            if distance < bestDistance || (distance == bestDistance && direction > 0) {
                (best, bestDistance) = (index, distance)
            }
        }
        return best
    }

    /// How many items from the touch-down one a glide may end: 1 for
    /// `alwaysByOne`; for `always` and `alwaysByFew` as many as fit the visible
    /// length at the mean size of the items showing (at least 1); unbounded for
    /// `never`, and for `automatic` except on a horizontal scroll view of a
    /// device narrower than 600 pt, where it is `always`.
    private static func reach(_ limit: String, _ items: any ItemLayoutHost, deviceWidth: Double) -> Int {
        let unbounded = 1_000_000_000
        switch limit {
        case "alwaysByOne": return 1
        case "never": return unbounded
        case "automatic" where !(items.isHorizontal && deviceWidth < 600): return unbounded
        default:
            let showing = (0..<items.itemCount).filter { items.visibleFraction(ofItemAt: $0) > 0 }
            guard !showing.isEmpty else { return 1 }
            let mean = showing.reduce(0) { $0 + items.item(at: $1).size } / Double(showing.count)
            let visible = items.visibleRange
            return mean > 0 ? max(1, Int(((visible.upperBound - visible.lowerBound) / mean).rounded(.down))) : 1
        }
    }

    /// Every function's name, for suggestions.
    static let names = allCases.map(\.rawValue)
}
