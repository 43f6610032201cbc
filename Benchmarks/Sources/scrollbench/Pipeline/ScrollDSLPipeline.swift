import ScrollDSL

/// Seed 000's pipeline as ScrollDSL compiles it from YAML, fed straight into
/// the graph's sources (no physics, no frames: the pipeline's own cost).
enum ScrollDSLPipeline {
    static let spec = """
        scrollspec: 1
        name: Undo pipeline
        screens:
          - id: timeline
            scrollViews: [{id: feed, contentHeight: 120000, contentInset: {top: 98, bottom: 83}}]
            behaviours: [{undoScrollToTop: {scrollView: feed, animated: false}}]
        """

    static func run(_ events: [PipelineEvent]) -> PipelineOutput {
        let program = Program(spec: try! SpecLoader.load(yaml: spec))
        let world = program.world
        let feed = world.scrollView("feed")
        let screen = world.screen("timeline")
        var output = PipelineOutput()
        for event in events {
            switch event {
            case .offset(let offset):
                feed.scroll(to: offset, animated: false, duration: .zero, at: world.now)
            case .tap(let y):
                for _ in 0..<UndoSetup.hitTestsPerTap { world.hitTests.send(y) }
                world.scheduler.runEndOfTurn()
                output.record(offsetAfterTap: feed.offset)
            case .dragBegin:
                feed.dragBegan.send(())
            case .visibility(let visible):
                screen.visible.send(visible)
            }
        }
        return output
    }
}
