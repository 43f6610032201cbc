import ScrollText

/// The phone screen of a replay at one moment, as a small SVG image: what the
/// replay page draws, without a script (the HTML report's frames before a failure).
enum ScreenSnapshot {
    private static let palette = ["#e4572e", "#29335c", "#f3a712", "#669bbc", "#a8c686", "#8e24aa"]

    /// `replay`'s screen at `time`, `scale` times its size in points.
    static func svg(_ replay: Replay, at time: VirtualTime, scale: Double = 0.4) -> String {
        let device = replay.spec.device
        let sheets = Set(replay.spec.presentations.map(\.screen))
        let screen = replay.spec.screens.last { !sheets.contains($0.id) && replay.value("\($0.id).visible", at: time) == .boolean(true) } ?? replay.spec.screens[0]
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(device.width * scale))\" height=\"\(number(device.height * scale))\""
                + " viewBox=\"0 0 \(number(device.width)) \(number(device.height))\" font-family=\"Helvetica,Arial,sans-serif\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"#fff\" stroke=\"#263238\" stroke-width=\"4\"/>",
        ]
        parts += contents(of: screen, replay, time)
        parts += views(of: screen, replay, time)
        parts += navigationBar(of: screen, replay, time)
        parts.append("<rect width=\"\(number(device.width))\" height=\"\(number(device.statusBarHeight))\" fill=\"#fff\" fill-opacity=\"0.85\"/>")
        parts.append("<text x=\"28\" y=\"\(number(device.statusBarHeight / 2 + 6))\" font-size=\"15\" font-weight=\"600\">9:41</text>")
        parts.append("<text x=\"\(number(device.width - 12))\" y=\"\(number(device.statusBarHeight / 2 + 6))\" font-size=\"13\" text-anchor=\"end\" fill=\"#546e7a\">t=\(time)</text>")
        parts += toolbar(of: screen, device: device, hasTabBar: !replay.spec.tabs.isEmpty)
        parts += tabBar(replay, time)
        parts += keyboard(replay, time)
        parts += sheets.flatMap { sheet(showing: $0, replay, time) }
        return (parts + ["</svg>"]).joined(separator: "\n")
    }

    /// Every scroll view of `screen` with the scroll views inside it, from its top-left corner.
    static func contents(of screen: Screen, _ replay: Replay, _ time: VirtualTime) -> [String] {
        let held = HeldContent(screen)
        return screen.scrollViews.filter { $0.container == nil }.flatMap { content(of: $0, x: 0, y: 0, held: held, replay, time) }
    }

    /// What lies in each scroll view's content: the scroll views and the views
    /// placed in it, gathered once (a screen may hold thousands).
    private struct HeldContent {
        var scrollViews: [String: [ScrollViewSpec]] = [:]
        var views: [String: [(index: Int, view: ViewSpec, placement: ContentPlacement)]] = [:]

        init(_ screen: Screen) {
            for scrollView in screen.scrollViews {
                if let container = scrollView.container { scrollViews[container.outer, default: []].append(scrollView) }
            }
            for (index, view) in screen.views.enumerated() {
                if let placement = view.placement { views[placement.scrollView, default: []].append((index, view, placement)) }
            }
        }
    }

    /// A scroll view's viewport at (`x`, `y`), its content moved by its offset:
    /// stripes every 100 pt of content, its items with their ids, the views
    /// placed in it and the scroll views inside it.
    private static func content(of scrollView: ScrollViewSpec, x: Double, y: Double, held: HeldContent, _ replay: Replay, _ time: VirtualTime) -> [String] {
        let id = scrollView.id, inset = scrollView.adjustedContentInset
        let main = replay.number("\(id).offset", at: time, or: 0)
        let offsetX = scrollView.axis == .horizontal ? main : replay.number("\(id).offset.x", at: time, or: -inset.left)
        let offsetY = scrollView.axis == .horizontal ? replay.number("\(id).offset.y", at: time, or: -inset.top) : main
        let zoom = replay.number("\(id).zoomScale", at: time, or: 1)
        let (width, height) = (scrollView.viewportWidth, scrollView.viewportHeight)
        var parts = ["<svg x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\">",
                     "<rect width=\"100%\" height=\"100%\" fill=\"#fafafa\"/>"]
        let cell = ContentStripes.length(zoom: zoom)
        let horizontal = scrollView.axis == .horizontal, across = scrollView.axis != .vertical
        // Only the cells the viewport shows: a canvas of 10^7 pt has 10^10 of them.
        let columns = across ? ContentStripes.shown(from: offsetX, length: width, cell: cell, content: scrollView.contentWidth * zoom) : 0...0
        let rows = horizontal ? 0...0 : ContentStripes.shown(from: offsetY, length: height, cell: cell, content: scrollView.contentHeight * zoom)
        for column in columns {
            let left = across ? Double(column) * cell - offsetX : -offsetX
            let cellWidth = across ? cell : scrollView.contentWidth * zoom
            for row in rows {
                let top = horizontal ? -offsetY : Double(row) * cell - offsetY
                let cellHeight = horizontal ? scrollView.contentHeight * zoom : cell
                let shade = (column + row) % 2 == 1 ? "#dfe6ea" : "#f5f7f8"
                parts.append("<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(shade)\"/>")
            }
        }
        let viewport = ContentViewport(horizontal: horizontal, zoom: zoom, offset: (offsetX, offsetY), size: (width, height))
        var items: [ShownItems.Item] = []
        if case .text(let text)? = replay.value("\(id).items", at: time) { items = ShownItems.items(in: text) }
        parts += items.flatMap(viewport.draw)
        for (index, view, placement) in held.views[id] ?? [] {
            parts += viewport.draw(view, at: placement, colour: palette[index % palette.count], among: items, replay, time)
        }
        for inner in held.scrollViews[id] ?? [] {
            let origin = inner.container!.origin
            parts += content(of: inner, x: origin.x * zoom - offsetX, y: origin.y * zoom - offsetY, held: held, replay, time)
        }
        parts.append("<rect width=\"100%\" height=\"100%\" fill=\"none\" stroke=\"#455a64\"/>")
        parts.append("<text x=\"\(number(width - 8))\" y=\"\(number(height - 8))\" font-size=\"11\" text-anchor=\"end\" fill=\"#455a64\">\(id)</text>")
        return parts + ["</svg>"]
    }

    /// The views behaviours move, placed as the replay page places them
    /// (``ViewPlacement``); a view with no frame, height or position is not
    /// drawn, nor is one in a scroll view's content (its content draws it).
    private static func views(of screen: Screen, _ replay: Replay, _ time: VirtualTime) -> [String] {
        screen.views.enumerated().compactMap { index, view in
            guard view.placement == nil, let placed = ViewPlacement(view, in: replay, at: time) else { return nil }
            let (x, y, width, height) = placed.frame
            let label = placed.position.isEmpty ? view.id : "\(view.id) · \(XML.escape(placed.position))"
            return "<g opacity=\"\(number(placed.alpha))\"><rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(palette[index % palette.count])\"/>"
                + "<text x=\"\(number(x + 8))\" y=\"\(number(y + height - 8))\" font-size=\"12\" fill=\"#fff\">\(label)</text></g>"
        }
    }

    /// The navigation bar at its height then: opaque once the content is under it.
    private static func navigationBar(of screen: Screen, _ replay: Replay, _ time: VirtualTime) -> [String] {
        guard let bar = screen.navigationBar, bar.style != .hidden else { return [] }
        let device = replay.spec.device, safeTop = device.safeAreaInsets.top
        let height = replay.number("\(screen.id).navigationBar.height", at: time, or: bar.style.height)
        // A bar hidden by a swipe or a behaviour is not drawn; one on its way shows its height.
        guard height > 0 else { return [] }
        var parts: [String] = []
        if replay.value("\(screen.id).navigationBar.scrollEdge", at: time) == .boolean(false) {
            parts.append("<rect width=\"\(number(device.width))\" height=\"\(number(safeTop + height))\" fill=\"#f8f8f8\" fill-opacity=\"0.95\"/>")
        }
        if height > BarMetrics.navigationBar {
            parts.append("<text x=\"16\" y=\"\(number(safeTop + height - 10))\" font-size=\"34\" font-weight=\"700\">\(screen.id)</text>")
        } else {
            parts.append("<text x=\"\(number(device.width / 2))\" y=\"\(number(safeTop + 28))\" font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\">\(screen.id)</text>")
        }
        return parts
    }

    private static func toolbar(of screen: Screen, device: Device, hasTabBar: Bool) -> [String] {
        guard screen.toolbar else { return [] }
        let top = device.height - device.safeAreaInsets.bottom - (hasTabBar ? BarMetrics.tabBar : 0) - BarMetrics.toolbar
        return ["<rect y=\"\(number(top))\" width=\"\(number(device.width))\" height=\"\(number(device.height - top))\" fill=\"#f8f8f8\"/>"]
    }

    private static func keyboard(_ replay: Replay, _ time: VirtualTime) -> [String] {
        let device = replay.spec.device
        let top = replay.number("keyboard.frame.y", at: time, or: device.height)
        guard top < device.height else { return [] }
        return ["<rect y=\"\(number(top))\" width=\"\(number(device.width))\" height=\"\(number(device.height - top))\" fill=\"#d1d3d9\"/>"]
    }

    private static func tabBar(_ replay: Replay, _ time: VirtualTime) -> [String] {
        let tabs = replay.spec.tabs, device = replay.spec.device
        guard !tabs.isEmpty else { return [] }
        var selected = tabs[0]
        if case .text(let text)? = replay.value("tabBar.selected", at: time) { selected = text }
        let height = device.safeAreaInsets.bottom + BarMetrics.tabBar
        let top = device.height - height, each = device.width / Double(tabs.count)
        let accessory = replay.spec.tabBar?.accessoryHeight ?? 0
        if replay.value("tabBar.isMinimized", at: time) == .boolean(true) {
            // The minimised bar: the selected tab in a small pill, the accessory inline beside it.
            var parts = ["<rect x=\"16\" y=\"\(number(top + 4))\" width=\"64\" height=\"41\" rx=\"20\" fill=\"#f8f8f8\"/>",
                         "<text x=\"48\" y=\"\(number(top + 29))\" font-size=\"12\" text-anchor=\"middle\" fill=\"#007aff\">\(selected)</text>"]
            if accessory > 0 { parts.append("<rect x=\"88\" y=\"\(number(top + 4))\" width=\"\(number(device.width - 104))\" height=\"41\" rx=\"20\" fill=\"#f8f8f8\"/>") }
            return parts
        }
        var parts = ["<rect y=\"\(number(top))\" width=\"\(number(device.width))\" height=\"\(number(height))\" fill=\"#f8f8f8\"/>"]
        if accessory > 0 {
            parts.append("<rect x=\"16\" y=\"\(number(top - accessory))\" width=\"\(number(device.width - 32))\" height=\"\(number(accessory - 4))\" rx=\"12\" fill=\"#f8f8f8\"/>")
        }
        for (index, tab) in tabs.enumerated() {
            let colour = tab == selected ? "#007aff" : "#8e8e93"
            parts.append("<text x=\"\(number(Double(index) * each + each / 2))\" y=\"\(number(top + 30))\" font-size=\"12\" text-anchor=\"middle\" fill=\"\(colour)\">\(tab)</text>")
        }
        return parts
    }

    static func number(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return value.formatted }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(rounded)"
    }
}
