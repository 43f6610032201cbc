extension Step {
    /// `push`: shows a screen on the selected tab's stack: the one instance,
    /// or with `fresh`, a new one (a new view controller, as UIKit makes).
    struct Push: ScriptStep {
        /// The screen shown.
        var screen: String
        /// Whether the transition animates.
        var animated = Push.animatedByDefault
        /// Whether the screen is made anew.
        var fresh = false

        private static let animatedByDefault = true

        static let declaration = StepDeclaration(
            name: "push",
            summary: "Show a screen without `tab` on the selected tab's stack; animated for 350 ms unless `animated: false`.",
            forms: [.value(type: "screen identifier", schema: { Schema.reference("identifier") }), .keys([
                KeyDeclaration("screen", "screen identifier", default: nil, "The screen to show.", schema: Schema.reference("identifier")),
                KeyDeclaration("animated", "boolean", defaultsTo: animatedByDefault, "Whether the transition takes 350 ms.", schema: Schema.type("boolean")),
                KeyDeclaration("fresh", "boolean", defaultsTo: false, "Whether UIKit makes the screen anew (a new view controller): its scroll views start at their initial offset and content, its views and behaviours from their initial state. Otherwise the one instance of the screen shows as it was left.", schema: Schema.type("boolean")),
            ])],
            example: "- push: {screen: detail, animated: false}\n- pop\n- push: {screen: detail, fresh: true}",
            decode: { value, _, decoder in value.flatMap { decode($0, decoder) } }
        )

        private static func decode(_ node: Node, _ decoder: StepDecoder) -> Push? {
            let context = decoder.context
            var screenNode = node
            var push = Push(screen: "")
            if node.mapping != nil {
                guard let map = MappingReader(step: "push", node, context: context),
                      let screen = map.required("screen") else { return nil }
                screenNode = screen
                push.animated = map["animated"].flatMap { context.boolean($0, "animated") } ?? push.animated
                push.fresh = map["fresh"].flatMap { context.boolean($0, "fresh") } ?? push.fresh
            }
            guard let id = context.identifier(screenNode, "push") else { return nil }
            if let problem = context.symbols.problem(resolving: id, as: .screen) {
                context.error(problem, at: screenNode.mark)
                return nil
            }
            if let tab = decoder.tab(rootedAt: id) {
                context.error("screen `\(id)` is the root of tab `\(tab)`; only screens without `tab` can be pushed", at: screenNode.mark)
                return nil
            }
            push.screen = id
            return push
        }

        var label: String { "push \(screen)" + (fresh ? " (fresh)" : "") }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.push(screen, animated: animated, fresh: fresh, at: mark)
        }

        func line(_ writer: StepWriter) -> String? {
            guard !animated || fresh else { return "push: \(screen)" }
            return "push: {screen: \(screen)" + (animated ? "" : ", animated: false") + (fresh ? ", fresh: true" : "") + "}"
        }

        func navigate(_ navigation: inout Navigation) {
            if !navigation.isStacked(screen) { navigation.currentStack.append(screen) }
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            guard play.held.isEmpty, !play.navigation.isStacked(screen) else { return false }
            navigate(&play.navigation)
            return true
        }
    }
}
