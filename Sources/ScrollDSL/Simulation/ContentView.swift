/// A view placed in a scroll view's content: where it lies now, how it shows,
/// and what the item paths read of it (`VIEW.frame.y`, `VIEW.visibleFraction`).
struct ContentView {
    let placement: ContentPlacement
    // The world owns its scroll views for the whole run, which outlives every view.
    unowned let scrollView: SimulatedScrollView

    /// Its frame in content coordinates; `nil` when the item it lies in is gone.
    var frameInContent: ViewFrame? {
        var (x, y) = (placement.x, placement.y)
        if let id = placement.item {
            guard let item = scrollView.items?.item(id) else { return nil }
            if scrollView.axis == .horizontal { x += item.position } else { y += item.position }
        }
        return ViewFrame(x: x, y: y, width: placement.width, height: placement.height)
    }

    /// Its frame on the screen.
    var frame: ViewFrame? {
        guard let inContent = frameInContent else { return nil }
        let origin = scrollView.frameOrigin
        return ViewFrame(x: origin.x + inContent.x - scrollView.offsetX, y: origin.y + inContent.y - scrollView.offsetY,
                         width: inContent.width, height: inContent.height)
    }

    /// Its stretch along the scroll view's axis.
    private var extent: Extent? {
        frameInContent.map { frame in
            scrollView.axis == .horizontal ? Extent(position: frame.x, size: frame.width) : Extent(position: frame.y, size: frame.height)
        }
    }

    /// Whether a tap at (`x`, `y`) on the screen lands on it: inside its frame,
    /// where its scroll view's visible area shows it.
    func shows(x: Double, y: Double) -> Bool {
        guard let frame, frame.contains(x: x, y: y) else { return false }
        let visible = scrollView.visibleSpan
        let origin = scrollView.frameOrigin
        let along = scrollView.axis == .horizontal ? x - origin.x + scrollView.offsetX : y - origin.y + scrollView.offsetY
        return along >= visible.leading && along < visible.trailing
    }

    /// What an item path's field reads of it; null when its item is gone.
    func value(_ field: ItemPath.Field) -> PropertyValue {
        guard let frame, let extent else { return .null }
        let span = scrollView.visibleSpan
        let visible = span.leading...max(span.leading, span.trailing)
        switch field {
        case .position: return .number(extent.position)
        case .size: return .number(extent.size)
        case .frameX: return .number(frame.x)
        case .frameY: return .number(frame.y)
        case .frameWidth: return .number(frame.width)
        case .frameHeight: return .number(frame.height)
        case .visibleFraction: return .number(extent.visibleFraction(in: visible))
        case .transitionPhase: return .number(extent.transitionPhase(in: visible))
        case .transitionPhaseEased: return .number(extent.easedTransitionPhase(in: visible))
        case .isLaidOut: return .boolean(placement.item.flatMap { scrollView.items?.item($0) }.map { scrollView.items!.isLaidOut($0) } ?? true)
        case .id: return .text(placement.item ?? "")
        case .index: return .number(Double(placement.item.flatMap { scrollView.items?.index(of: $0) } ?? -1))
        }
    }
}
