import Foundation
import TestSupport
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// The vocabulary is enough: three built-in behaviours written as plugin files
/// (`Tests/Fixtures/composed/`) give the same traces as the built-ins on
/// every Example they can stand in for.
@Suite("Composed versions of the built-ins")
struct DifferentialTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func composed(_ name: String) throws -> PluginSet {
        let file = root.appendingPathComponent("Tests/Fixtures/composed/\(name).scrollplugin.yaml").path
        return try PluginLoader.load([file], into: PluginSet.builtIn.removing(behaviour: name))
    }

    private func trace(_ spec: Spec) -> [String] {
        let lines = TraceLines()
        let result = Interpreter.run(spec, options: RunOptions(trace: lines))
        #expect(result.passed, "\(spec.file): \(result.diagnostics)")
        return lines.lines
    }

    @Test("the Examples run with the composed version give byte-identical traces", arguments: [
        ("undoScrollToTop", 2), ("thresholdBar", 3), ("headerCollapse", 2),
    ])
    func sameTraces(plugin: String, atLeast: Int) throws {
        let plugins = try Self.composed(plugin)
        var compared: [String] = []
        for file in try SpecFiles.expand([Self.root.appendingPathComponent("Examples").path]).files {
            let builtIn = try SpecLoader.load(contentsOf: file, plugins: .builtIn)
            guard builtIn.screens.contains(where: { $0.behaviours.contains { $0.plugin == plugin } }) else { continue }
            // Examples using what the composed version leaves out (headerCollapse's
            // other modes and snap) are refused by it, and not compared.
            guard let composed = try? SpecLoader.load(contentsOf: file, plugins: plugins) else { continue }
            #expect(trace(composed) == trace(builtIn), "\(file)")
            compared.append(URL(fileURLWithPath: file).lastPathComponent)
        }
        #expect(compared.count >= atLeast, "compared \(compared)")
    }

    @Test("seed 000's share(): without it the toggle saves before it reads, and scrolls to the new offset instead of the top")
    func shareOrder() throws {
        let fixture = Self.root.appendingPathComponent("Tests/Fixtures/composed/undoScrollToTop.scrollplugin.yaml")
        let unshared = try String(contentsOf: fixture, encoding: .utf8).replacingOccurrences(of: "      - share ", with: "      # no share ")
        let folder = try scratchFolder("share")
        try unshared.write(to: folder.appendingPathComponent("undoScrollToTop.scrollplugin.yaml"), atomically: true, encoding: .utf8)
        let spec = """
            scrollspec: 1
            name: Share
            screens:
              - id: timeline
                scrollViews: [{id: feed, contentHeight: 5000}]
                behaviours: [{undoScrollToTop: {scrollView: feed, animated: false}}]
            script:
              - drag: {scrollView: feed, by: 1000}
              - tapStatusBar
              - expect: {feed.offset: top}
            """
        let shared = try SpecLoader.load(yaml: spec, plugins: try Self.composed("undoScrollToTop"))
        #expect(Interpreter.run(shared).passed)
        let plugins = try PluginLoader.load([folder.path], into: PluginSet.builtIn.removing(behaviour: "undoScrollToTop"))
        let result = Interpreter.run(try SpecLoader.load(yaml: spec, plugins: plugins))
        #expect(result.diagnostics.map(\.message) == ["expected feed.offset to be top (0) ±0.5, got 1000 at t=300ms"])
    }
}
