/// What a behaviour sees of a scroll view's items: each item's id, place and
/// size along the axis, and the visible area they show in — what
/// `UICollectionView.layoutAttributesForItem(at:)` and SwiftUI's scroll
/// geometry tell an app. Positions are content coordinates along the axis.
public protocol ItemLayoutHost {
    /// How many items there are now.
    var itemCount: Int { get }
    /// The item at `index` in layout order (0 ..< ``itemCount``).
    func item(at index: Int) -> PlacedItem
    /// The index of the item called `id`, when it is there.
    func index(ofItem id: String) -> Int?
    /// The visible area along the axis, in content coordinates: the viewport
    /// less the adjusted insets.
    var visibleRange: ClosedRange<Double> { get }
    /// Whether the items lie along x.
    var isHorizontal: Bool { get }
    /// The pinned header above the item at `index`, 0 when its section pins none.
    func pinnedHeaderSize(above index: Int) -> Double
    /// The frame on the screen of the item at `index`.
    func frame(ofItemAt index: Int) -> ViewFrame
    /// Whether the item at `index` is laid out (always, for one without an estimate).
    func isLaidOut(itemAt index: Int) -> Bool
}

/// One item where it lies now.
public struct PlacedItem: Sendable, Equatable {
    /// Its identifier.
    public let id: String
    /// Its leading edge along the axis, in content coordinates.
    public let position: Double
    /// Its size along the axis (the estimate until it is laid out).
    public let size: Double

    /// An item `id` at `position`, `size` long.
    public init(id: String, position: Double, size: Double) {
        self.id = id
        self.position = position
        self.size = size
    }
}

extension ItemLayoutHost {
    /// SwiftUI's `ScrollTransitionPhase.value` of the item at `index`.
    public func transitionPhase(ofItemAt index: Int) -> Double {
        let item = item(at: index)
        return Extent(position: item.position, size: item.size).transitionPhase(in: visibleRange)
    }

    /// The part of the item at `index` inside the visible area.
    public func visibleFraction(ofItemAt index: Int) -> Double {
        let item = item(at: index)
        return Extent(position: item.position, size: item.size).visibleFraction(in: visibleRange)
    }
}

extension ItemLayoutHost {
    /// The ids of the items more than `threshold` of which shows, in layout
    /// order (`{visibleItems}`): found from the first item that ends past the
    /// visible area's leading edge, so a long list costs what shows.
    func idsOfItems(showingMoreThan threshold: Double) -> [PropertyValue] {
        let visible = visibleRange
        var low = 0, high = itemCount
        while low < high {
            let middle = (low + high) / 2
            let item = item(at: middle)
            if item.position + item.size > visible.lowerBound { high = middle } else { low = middle + 1 }
        }
        var ids: [PropertyValue] = []
        var index = low
        while index < itemCount {
            let item = item(at: index)
            guard item.position < visible.upperBound else { break }
            if Extent(position: item.position, size: item.size).visibleFraction(in: visible) > threshold { ids.append(.text(item.id)) }
            index += 1
        }
        return ids
    }

    /// What `field` reads of the item at `index`.
    func value(_ field: ItemPath.Field, ofItemAt index: Int) -> PropertyValue {
        switch field {
        case .position: return .number(item(at: index).position)
        case .size: return .number(item(at: index).size)
        case .frameX: return .number(frame(ofItemAt: index).x)
        case .frameY: return .number(frame(ofItemAt: index).y)
        case .frameWidth: return .number(frame(ofItemAt: index).width)
        case .frameHeight: return .number(frame(ofItemAt: index).height)
        case .visibleFraction: return .number(visibleFraction(ofItemAt: index))
        case .transitionPhase: return .number(transitionPhase(ofItemAt: index))
        case .transitionPhaseEased:
            let item = item(at: index)
            return .number(Extent(position: item.position, size: item.size).easedTransitionPhase(in: visibleRange))
        case .isLaidOut: return .boolean(isLaidOut(itemAt: index))
        case .id: return .text(item(at: index).id)
        case .index: return .number(Double(index))
        }
    }
}

extension ItemLayoutHost {
    /// The index of the item `value` names: an id it has (a string), or an
    /// index in range (a number); `nil` otherwise.
    func index(named value: PropertyValue) -> Int? {
        switch value {
        case .text(let id): return index(ofItem: id)
        case .number(let number) where number >= 0 && number < Double(itemCount): return Int(number)
        default: return nil
        }
    }
}
