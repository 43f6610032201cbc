import ScrollText

/// A scroll view's content as its viewport shows it in a replay's snapshot,
/// zoomed and moved by the offset: the items in sight with their ids, and the
/// views placed in the content (in an item only while the item shows).
struct ContentViewport {
    let horizontal: Bool
    let zoom: Double
    let offset: (x: Double, y: Double)
    /// The viewport's width and height.
    let size: (width: Double, height: Double)

    /// Where content point (`x`, `y`) shows in the viewport.
    private func shown(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (point.x * zoom - offset.x, point.y * zoom - offset.y)
    }

    /// The content point of an item's leading corner, `position` along the axis.
    private func origin(_ position: Double) -> (x: Double, y: Double) {
        horizontal ? (position, 0) : (0, position)
    }

    /// An item as a band across the viewport, its id at its leading corner
    /// (kept in sight while any of the item shows).
    func draw(_ item: ShownItems.Item) -> [String] {
        let (left, top) = shown(origin(item.position))
        let (width, height) = horizontal ? (item.size * zoom, size.height) : (size.width, item.size * zoom)
        let label = (x: min(max(left, 0), left + width - 40) + 6, y: min(max(top, 0), top + height - 20) + 14)
        let number = ScreenSnapshot.number
        return [
            "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#e3f2fd\" stroke=\"#90a4ae\"/>",
            "<text x=\"\(number(label.x))\" y=\"\(number(label.y))\" font-size=\"11\" fill=\"#37474f\">\(XML.escape(item.id))</text>",
        ]
    }

    /// A view placed in the content, at the `scale` (about its middle, as
    /// `scaleEffect`) and `alpha` a behaviour writes on it; nothing when it is
    /// out of sight or its item is.
    func draw(_ view: ViewSpec, at placement: ContentPlacement, colour: String, among items: [ShownItems.Item], _ replay: Replay, _ time: VirtualTime) -> [String] {
        var itemOrigin = (x: 0.0, y: 0.0)
        if let itemID = placement.item {
            guard let item = items.first(where: { $0.id == itemID }) else { return [] }
            itemOrigin = origin(item.position)
        }
        let scale = replay.number("\(view.id).scale", at: time, or: 1)
        let alpha = min(max(replay.number("\(view.id).alpha", at: time, or: 1), 0), 1)
        let (width, height) = (placement.width * zoom * scale, placement.height * zoom * scale)
        let corner = shown((itemOrigin.x + placement.x, itemOrigin.y + placement.y))
        let (left, top) = (corner.x + placement.width * zoom * (1 - scale) / 2, corner.y + placement.height * zoom * (1 - scale) / 2)
        guard left < size.width, left + width > 0, top < size.height, top + height > 0 else { return [] }
        let number = ScreenSnapshot.number
        return ["<g opacity=\"\(number(alpha))\"><rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(colour)\"/>"
                + "<text x=\"\(number(left + 8))\" y=\"\(number(top + height - 8))\" font-size=\"12\" fill=\"#fff\">\(view.id)</text></g>"]
    }
}
