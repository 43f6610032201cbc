@_spi(Benchmarks) import ScrollDSL
import ScrollDSLBuiltIns

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
        // The graph's sources, as the world's event loop holds them.
        let feed = GraphFeed(program, scrollView: "feed", screen: "timeline")
        var output = PipelineOutput()
        for event in events {
            switch event {
            case .offset(let offset):
                feed.setOffset(offset)
            case .tap(let y):
                feed.tap(y: y, hitTests: UndoSetup.hitTestsPerTap)
                output.record(offsetAfterTap: feed.offset)
            case .dragBegin:
                feed.beginDragging()
            case .visibility(let isVisible):
                feed.setVisible(isVisible)
            }
        }
        return output
    }
}
