/// Self-sizing items: an item with an estimate counts it until it comes
/// within the layout window, then takes its real size; an item laid out
/// before the visible area moves the offset by what its estimate missed, so
/// that what shows stays still, as `UICollectionView` and SwiftUI's lazy
/// stacks correct their estimates.
extension SimulatedScrollView {
    /// The content range items are laid out in: a viewport before the offset
    /// to two after it.
    private var layoutWindow: (start: Double, end: Double) {
        (offset - viewport, offset + 2 * viewport)
    }

    /// Lays out the items the window reaches, pass after pass until none
    /// enters; each pass corrects the offset by what the items laid out before
    /// the visible area's leading edge changed (every motion under way moves
    /// with it), then the content's length follows and the offset is clamped.
    func layOutEstimatedItems() {
        while var list = items {
            let window = layoutWindow
            let entering = list.estimated(overlapping: window.start, window.end)
            guard !entering.isEmpty else { return }
            let leading = visibleSpan.leading
            items = nil  // so that the list changes in place, uncopied
            let estimated = list.layOut(entering)
            items = list
            var correction = 0.0
            for (index, before) in zip(entering, estimated) where before.position < leading {
                correction += list.placed[index].size - before.size
            }
            shift(by: correction)
            changeContentLength(list.contentLength, at: clock.now)
        }
    }

    /// Whether no item with an estimate can come into the layout window
    /// while the glide or animation under way runs its course (up to a bound):
    /// frames may then coast, as the layout they skip would do nothing.
    var layoutStaysStill: Bool {
        // Read through the optional first: frames of a list without estimates copy nothing.
        guard items?.estimatedCount ?? 0 > 0, let items else { return true }
        let end: Double
        switch main.motion {
        case let .decelerating(origin, velocity, _): end = min(max(origin + glide.deceleration.travel(velocity: velocity), top), bottom)
        case let .animating(_, target, _, _): end = target
        default: return false
        }
        let (low, high) = (min(offset, end), max(offset, end))
        return !items.hasEstimated(overlapping: low - viewport, high + 2 * viewport)
    }

    /// Lays out the items around where the scroll view rests at time 0: around
    /// the first resting offset, then around the resting offset `restingOffset`
    /// gives for the bounds as they are, until no item enters. Returns the
    /// content's length along the axis.
    static func initialLayout(of list: inout ItemList, viewport: Double, insets: (leading: Double, trailing: Double),
                              restingOffset: (_ top: Double, _ bottom: Double) -> Double) -> Double {
        let top = -insets.leading
        var around = top
        while true {
            let entering = list.estimated(overlapping: around - viewport, around + 2 * viewport)
            if !entering.isEmpty { _ = list.layOut(entering) }
            let bottom = max(top, list.contentLength + insets.trailing - viewport)
            let next = restingOffset(top, bottom)
            if entering.isEmpty, next == around { return list.contentLength }
            around = next
        }
    }
}
