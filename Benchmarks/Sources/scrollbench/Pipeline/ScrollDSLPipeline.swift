import ScrollDSL

import Foundation

/// Seed 000's pipeline as ScrollDSL compiles it from YAML, fed straight into
/// the graph's sources (no physics, no frames: the pipeline's own cost): the
/// built-in Swift plugin, or the same behaviour written as a plugin file.
enum ScrollDSLPipeline {
    /// The built-ins with `undoScrollToTop` replaced by its plugin file
    /// (`Tests/Fixtures/composed/`, which the differential test checks).
    static let composedPlugins: PluginSet = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Tests/Fixtures/composed/undoScrollToTop.scrollplugin.yaml").standardized.path
        return try! PluginLoader.load([file], into: PluginSet.builtIn.removing(behaviour: "undoScrollToTop"))
    }()

    static let spec = """
        scrollspec: 1
        name: Undo pipeline
        screens:
          - id: timeline
            scrollViews: [{id: feed, contentHeight: 120000, contentInset: {top: 98, bottom: 83}}]
            behaviours: [{undoScrollToTop: {scrollView: feed, animated: false}}]
        """

    static func run(_ events: [PipelineEvent]) -> PipelineOutput {
        run(events, plugins: .builtIn)
    }

    static func runComposed(_ events: [PipelineEvent]) -> PipelineOutput {
        run(events, plugins: composedPlugins)
    }

    private static func run(_ events: [PipelineEvent], plugins: PluginSet) -> PipelineOutput {
        let program = Program(spec: try! SpecLoader.load(yaml: spec, plugins: plugins))
        let world = program.world
        let feed = world.scrollView("feed")
        // The graph's sources, as the world's event loop holds them.
        let (hitTests, scheduler, dragBegan, visible) = (world.hitTests, world.scheduler, feed.dragBegan, world.screen("timeline").visible)
        let now = world.now
        var output = PipelineOutput()
        for event in events {
            switch event {
            case .offset(let offset):
                feed.scroll(to: offset, animated: false, duration: .zero, at: now)
            case .tap(let y):
                for _ in 0..<UndoSetup.hitTestsPerTap { hitTests.send(y) }
                scheduler.runEndOfTurn()
                output.record(offsetAfterTap: feed.offset)
            case .dragBegin:
                dragBegan.send(())
            case .visibility(let isVisible):
                visible.send(isVisible)
            }
        }
        return output
    }
}
