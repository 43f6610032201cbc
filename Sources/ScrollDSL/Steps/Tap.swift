import ScrollText

extension Step {
    /// `tap: {x, y}`: a tap at a point (`x` is the middle of the screen when not given).
    struct Tap: ScriptStep {
        /// Where the tap lands across; the middle of the screen when `nil`.
        var x: Double?
        /// Where the tap lands.
        var y: Double

        static let declaration = StepDeclaration(
            name: "tap",
            summary: "A tap at a point, or on a view. Below `y = statusBarHeight + 20` it is a status-bar tap; the topmost view of a visible screen whose frame, where it shows (moved by its `translation`), holds the point is tapped (`{tap: VIEW}` in plugin files hears it). `{view: ID}` taps the middle of the view's frame where it shows, or the view itself when it has no frame; its screen must be visible (`validate` refuses a tap on a view whose screen the script has not shown; the run, one whose screen is still appearing). `{view: tabBar}` taps the tab bar where no tab is: a minimised bar expands, and no tab is selected.",
            forms: [
                .keys([KeyDeclaration("y", "number in [0, device height]", default: nil, "Where the tap lands.", schema: Schema.number(minimum: 0)),
                       KeyDeclaration("x", "number in [0, device width]", default: "the middle of the screen", "Where the tap lands across.", schema: Schema.number(minimum: 0))]),
                .keys([KeyDeclaration("view", "view identifier", default: nil, "The view tapped.", schema: Schema.reference("identifier"))]),
                .keys([KeyDeclaration.list,
                       KeyDeclaration("item", "item id", default: nil, "The item whose middle is tapped (`didSelectItemAt`; `{tap: {scrollView: SV, item: ID}}` in plugin files hears it); a view over it takes the tap, and on content that glides or animates the tap only stops it.", schema: Schema.oneOf([Schema.type("string"), Schema.type("number")]))]),
            ],
            example: "- tap: {y: 40}\n- tap: {x: 340, y: 780}\n- tap: {view: bar}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> (any ScriptStep)? {
            let context = decoder.context
            guard let map = MappingReader(step: "tap", node, context: context) else { return nil }
            if map["item"] != nil {
                let scrollView = decoder.list(map)
                let item = map.required("item").flatMap { decoder.existingItem($0, in: scrollView) }
                guard let scrollView, let item else { return nil }
                return TapItem(scrollView: scrollView, item: item)
            }
            if let viewNode = map["view"] {
                if let point = map["x"] ?? map["y"] {
                    context.error("`tap` takes a `view` or a point `{x, y}`, not both", at: point.mark)
                    return nil
                }
                if viewNode.isScalar(SymbolTable.tabBar), context.symbols[SymbolTable.tabBar] == nil { return TapTabBar.decode(viewNode, decoder) }
                return TapView.decode(viewNode, decoder)
            }
            guard let y = map.required("y").flatMap({ context.number($0, "y", minimum: 0, maximum: decoder.device.height) }) else { return nil }
            guard let xNode = map["x"] else { return Tap(x: nil, y: y) }
            return context.number(xNode, "x", minimum: 0, maximum: decoder.device.width).map { Tap(x: $0, y: y) }
        }

        var label: String { x.map { "tap x=\($0.formatted) y=\(y.formatted)" } ?? "tap y=\(y.formatted)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.tap(x: x, y: y)
        }

        func line(_ writer: StepWriter) -> String? {
            "tap: {" + (x.map { "x: \(StepWriter.number($0)), " } ?? "") + "y: \(StepWriter.number(y))}"
        }

        var isTap: Bool { true }
    }

    /// `tap: {scrollView, item}`: a tap on an item's middle.
    struct TapItem: ScriptStep {
        var scrollView: String
        var item: String

        var label: String { "tap \(scrollView) item \(item)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.tap(item: item, in: scrollView, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "tap: {scrollView: \(scrollView), item: \(JSON.string(item))}" }

        var isTap: Bool { true }
    }

    /// `tap: {view: tabBar}`: a tap on the tab bar's empty part, which expands
    /// a minimised bar and selects nothing.
    struct TapTabBar: ScriptStep {
        fileprivate static func decode(_ node: Node, _ decoder: StepDecoder) -> TapTabBar? {
            guard !decoder.tabs.names.isEmpty else {
                decoder.context.error("`tabBar` is the tab bar, which shows only in a spec with `tabs`; declare the tabs at the top level", at: node.mark)
                return nil
            }
            return TapTabBar()
        }

        var label: String { "tap tabBar" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.turn(.input("tap", on: SymbolTable.tabBar)) { run.world.stage.tabBarMinimizer?.expand() }
        }

        func line(_ writer: StepWriter) -> String? { "tap: {view: \(SymbolTable.tabBar)}" }

        var isTap: Bool { true }
    }

    /// `tap: {view}`: a tap on a view, at the middle of its frame, or on the
    /// view itself when it has none.
    struct TapView: ScriptStep {
        /// The view tapped.
        var view: String

        fileprivate static func decode(_ node: Node, _ decoder: StepDecoder) -> TapView? {
            decoder.shownReference(node, "view", as: .view, to: "tap").map(TapView.init)
        }

        var label: String { "tap \(view)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.tap(view: view, at: mark)
        }

        func line(_ writer: StepWriter) -> String? { "tap: {view: \(view)}" }

        var isTap: Bool { true }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.shows { $0.views.contains { $0.id == view } }
        }
    }
}
