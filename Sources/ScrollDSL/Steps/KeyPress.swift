extension Step {
    /// `key: {press}`: a key of a hardware keyboard scrolls the focused scroll view.
    struct KeyPress: ScriptStep {
        /// The key pressed.
        var press: Press

        /// The keys that scroll.
        enum Press: String, CaseIterable, Sendable {
            case downArrow, upArrow, rightArrow, leftArrow, pageDown, pageUp, space, home, end
        }

        /// How far an arrow scrolls, and how much of the visible length a page keeps in view (a DSL choice).
        static let lineDistance = 40.0
        /// How long the scroll a press starts lasts (a DSL choice, as `scrollTo`'s).
        static let animationDuration = VirtualTime.milliseconds(300)

        static let declaration = StepDeclaration(
            name: "key",
            summary: "A key of a hardware keyboard, pressed on the focused scroll view (the one a finger touched last, or `focus` named): `downArrow` and `upArrow` scroll 40 pt along y, `rightArrow` and `leftArrow` along x; `pageDown`, `space` and `pageUp` by the visible length (the viewport less the adjusted insets) less 40 pt, and `home` and `end` to `top` and `bottom`, along y (along x on a horizontal scroll view). The scroll is clamped into the bounds and animated for 300 ms on the smoothstep curve from the turn of the press; an arrow across an axis the scroll view does not scroll does nothing. While the keyboard shows, its text field takes the keys: `validate` refuses a press that surely comes then, and the run stops at one that does, or at one with no scroll view focused.",
            forms: [.keys([KeyDeclaration("press", Press.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), default: nil, "The key pressed.", schema: .object([("enum", .array(Press.allCases.map { .string($0.rawValue) }))]))])],
            example: "- drag: {scrollView: feed, by: 300}\n- key: {press: pageDown}\n- waitForIdle\n- expect: {feed.offset: 833}\n- key: {press: upArrow}\n- waitForIdle\n- expect: {feed.offset: 793}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> KeyPress? {
            let context = decoder.context
            guard let map = MappingReader(step: "key", node, context: context),
                  let press = map.required("press").flatMap({ context.word($0, "press", among: Press.self) }) else { return nil }
            if let shown = decoder.script.keyboardSurelyShown {
                context.error("the keyboard shown by `showKeyboard` on line \(shown.line) still shows here, so its text field takes this key, not a scroll view; hide it first with `- hideKeyboard`", at: node.mark)
                return nil
            }
            return KeyPress(press: press)
        }

        var label: String { "key \(press.rawValue)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let scrollView = try run.world.scrollViewTakingKeys(at: mark)
            // The page keys, `home` and `end` act along y, or along x on a horizontal scroll view.
            let paged: WritableKeyPath<Vector, Double> = scrollView.axis == .horizontal ? \.x : \.y
            let pagedAxis = scrollView.axis == .horizontal ? scrollView.horizontal : scrollView.vertical
            let page = (scrollView.axis == .horizontal ? scrollView.visibleWidth : scrollView.visibleHeight) - Self.lineDistance
            var target = Vector(x: scrollView.offsetX, y: scrollView.offsetY)
            switch press {
            case .downArrow: target.y += Self.lineDistance
            case .upArrow: target.y -= Self.lineDistance
            case .rightArrow: target.x += Self.lineDistance
            case .leftArrow: target.x -= Self.lineDistance
            case .pageDown, .space: target[keyPath: paged] += page
            case .pageUp: target[keyPath: paged] -= page
            case .home: target[keyPath: paged] = pagedAxis.top
            case .end: target[keyPath: paged] = pagedAxis.bottom
            }
            let scrollsX = scrollView.axis != .vertical
            let scrollsY = scrollView.axis != .horizontal
            // An arrow across an axis the scroll view does not scroll moves nothing.
            guard scrollsX || target.x == scrollView.offsetX, scrollsY || target.y == scrollView.offsetY else { return }
            try run.world.pressKey(
                scrolling: scrollView,
                toX: min(max(target.x, scrollView.horizontal.top), scrollView.horizontal.bottom),
                y: min(max(target.y, scrollView.vertical.top), scrollView.vertical.bottom),
                duration: Self.animationDuration
            )
        }

        func line(_ writer: StepWriter) -> String? { "key: {press: \(press.rawValue)}" }
    }
}
