extension Step {
    /// A step that acts on a behaviour by its `id`, such as `endRefreshing`:
    /// a command a plugin's behaviour hears.
    struct Command: ScriptStep {
        /// The command.
        var name: String
        /// The `id` of the behaviour it acts on.
        var behaviour: String

        /// The standard library's `pullToRefresh` command, documented with the language's steps.
        static let endRefreshing = StepDeclaration(
            name: "endRefreshing",
            summary: "Ends the refresh of the `pullToRefresh` with this `id` (`UIRefreshControl.endRefreshing()`); ending one that is not refreshing does nothing.",
            forms: [.value(type: "behaviour id", schema: { Schema.reference("identifier") })],
            example: "- touchDown: {scrollView: feed}\n- moveBy: {by: -200, duration: 300ms}\n- lift\n- expect: {refresh.refreshing: true}\n- waitForIdle\n- endRefreshing: refresh\n- expect: {refresh.refreshing: false, feed.offset: top, within: 1s}",
            decode: { value, _, decoder in value.flatMap { decoder.command("endRefreshing", $0) } }
        )

        var label: String { "\(name) \(behaviour)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            try run.world.perform(name, on: behaviour)
        }

        func line(_ writer: StepWriter) -> String? { "\(name): \(behaviour)" }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.shows { $0.behaviours.contains { $0.id == behaviour } }
        }
    }
}
