extension Step {
    /// `stopScrolling`: the app stops the scroll view's motion
    /// (`stopScrollingAndZooming()`).
    struct StopScrolling: ScriptStep {
        /// The scroll view stopped.
        var scrollView: String

        static let declaration = StepDeclaration(
            name: "stopScrolling",
            summary: "The app calls `stopScrollingAndZooming()`: any glide, spring back, programmatic or status-bar scroll, key press scroll or zoom animation ends where it is, in the step's own turn. Content left past a bound returns on the spring, and a behaviour that chooses where glides end (`snap`) is asked, as for a lift with no velocity, and the content glides there (the nearest page or item). A finger holding the scroll view is unaffected; its screen must be visible.",
            forms: [.value(type: "scroll view", schema: { Schema.reference("identifier") })],
            example: "- fling: {scrollView: feed, velocity: 3000}\n- wait: 100ms\n- stopScrolling: feed\n- expect: {feed.phase: idle, feed.velocity: 0}",
            decode: { value, _, decoder in value.flatMap { decoder.shownReference($0, "stopScrolling", as: .scrollView, to: "stop") }.map(StopScrolling.init) }
        )

        var label: String { "stopScrolling \(scrollView)" }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let stopped = try run.world.visibleScrollView(scrollView, at: mark, for: "stop")
            try run.world.turn(.input("stopScrolling", on: scrollView)) { stopped.stopScrollingAndZooming() }
        }

        func line(_ writer: StepWriter) -> String? { "stopScrolling: \(scrollView)" }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            play.shows { $0.scrollViews.contains { $0.id == scrollView } }
        }
    }
}
