/// Decodes a screen's bars, `navigationBar` and `toolbar`, and works out the
/// inset adjustment of the scroll views inside another (whose frame on the
/// screen follows their outer scroll view's).
struct BarsDecoder {
    private static let navigationBarKeys = ["style", "contentScrollView", "hidesBarsOnSwipe"]

    let context: DecodingContext

    /// `navigationBar`: a style (`standard`, `large`, `hidden`) or `{style, contentScrollView}`.
    func navigationBar(_ node: Node) -> NavigationBar? {
        guard node.mapping != nil else {
            return style(node).map { NavigationBar(style: $0) }
        }
        guard let map = MappingReader(node, subject: "`navigationBar`", keys: Self.navigationBarKeys, context: context) else { return nil }
        guard let style = map.required("style").flatMap(style) else { return nil }
        var bar = NavigationBar(style: style, contentScrollView: map["contentScrollView"].flatMap { context.identifier($0, "contentScrollView") })
        if let node = map["hidesBarsOnSwipe"], let hides = context.boolean(node, "hidesBarsOnSwipe") {
            bar.hidesBarsOnSwipe = hides
            if hides, style == .hidden {
                context.warning("`hidesBarsOnSwipe` on a hidden navigation bar hides nothing until a behaviour shows the bar; give the bar `style: standard` or `large`, or leave `hidesBarsOnSwipe` out", at: node.mark)
            }
        }
        return bar
    }

    /// `toolbar`: `true` or `false`, or `{items: BOOL}`; whether it shows, and whether it has items.
    func toolbar(_ node: Node) -> (shows: Bool, hasItems: Bool)? {
        guard node.mapping != nil else { return context.boolean(node, "toolbar").map { ($0, false) } }
        guard let map = MappingReader(node, subject: "`toolbar`", keys: ["items"], context: context) else { return nil }
        return (true, map["items"].flatMap { context.boolean($0, "items") } ?? false)
    }

    private func style(_ node: Node) -> NavigationBarStyle? {
        context.word(node, "navigationBar", among: NavigationBarStyle.self)
    }

    /// Checks that the bar's `contentScrollView` is a vertical scroll view of
    /// the screen, and fills in the default (the first vertical one not inside another).
    func resolveContentScrollView(of bar: inout NavigationBar, among scrollViews: [ScrollViewSpec], at node: Node) {
        guard let id = bar.contentScrollView else {
            bar.contentScrollView = scrollViews.first { $0.container == nil && $0.axis.scrollsVertically }?.id
            return
        }
        let mark = node.mapping?.first { $0.key.isScalar("contentScrollView") }?.value.mark ?? node.mark
        guard let scrollView = scrollViews.first(where: { $0.id == id }) else {
            context.error("`contentScrollView` `\(id)` is not a scroll view of this screen" + Suggestion.hint(for: id, among: scrollViews.map(\.id)), at: mark)
            return
        }
        if !scrollView.axis.scrollsVertically {
            context.error("`contentScrollView` `\(id)` scrolls only horizontally; a navigation bar follows a vertical scroll view", at: mark)
        }
    }

    /// The adjustments of the scroll views inside another: each frame is its
    /// outer's, moved by `at` and by the outer's offset at time 0. A chain
    /// that names no outer or loops (already reported) is left as it is.
    func adjustContained(_ scrollViews: inout [ScrollViewSpec], chrome: ScreenChrome) {
        guard chrome.declaresBars || scrollViews.contains(where: { context.statedAdjustments[$0.id] != nil }) else { return }
        let indices = Dictionary(scrollViews.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var frames: [Int: ViewFrame] = [:]
        for index in scrollViews.indices where scrollViews[index].container == nil {
            frames[index] = ViewFrame(x: 0, y: 0, width: scrollViews[index].viewportWidth, height: scrollViews[index].viewportHeight)
        }
        var unplaceable = Set<Int>()
        for start in scrollViews.indices where frames[start] == nil {
            // Walk out to a placed scroll view, then place each on the way back in.
            var chain: [Int] = []
            var current = start
            while frames[current] == nil, !unplaceable.contains(current), chain.count <= scrollViews.count {
                chain.append(current)
                guard let outer = scrollViews[current].container.flatMap({ indices[$0.outer] }) else { break }
                current = outer
            }
            guard frames[current] != nil else {
                unplaceable.formUnion(chain)
                continue
            }
            for index in chain.reversed() {
                let scrollView = scrollViews[index], container = scrollView.container!
                let outerIndex = indices[container.outer]!
                let outer = frames[outerIndex]!
                let (offsetX, offsetY) = Self.initialOffset(of: scrollViews[outerIndex])
                let frame = ViewFrame(
                    x: outer.x + container.origin.x - offsetX, y: outer.y + container.origin.y - offsetY,
                    width: scrollView.viewportWidth, height: scrollView.viewportHeight
                )
                scrollViews[index].insetAdjustmentBox = context.shared(
                    chrome.adjustment(frame: frame, behavior: context.statedAdjustments[scrollView.id], isOwn: false))
                frames[index] = frame
            }
        }
    }

    /// Where a scroll view rests at time 0, along x and y.
    private static func initialOffset(of scrollView: ScrollViewSpec) -> (x: Double, y: Double) {
        switch scrollView.axis {
        case .vertical: return (0, scrollView.offset(of: scrollView.initialOffset))
        case .horizontal: return (scrollView.offset(of: scrollView.initialOffset), 0)
        case .both: return (scrollView.offset(of: scrollView.initialCrossOffset, across: true), scrollView.offset(of: scrollView.initialOffset))
        }
    }
}
