import Foundation
import Testing

@Suite("Composed plugins on the command line")
struct PluginCommandTests {
    private let examples = packageRoot.appendingPathComponent("Examples/plugins").path

    @Test("plugins --check runs every example of every plugin file: 0 when all hold")
    func checkPasses() throws {
        let result = try scrollrun(["plugins", "--check", examples])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("14 plugins, 19 examples: 19 held, 0 failed\n"))
        #expect(result.output.contains("PASS fadeTitle: a distance of 0 is refused"))
        #expect(result.output.contains("PASS doubleTapStatusBar: a double tap scrolls to the top, a single tap does nothing"), "a trigger's examples run too")
    }

    @Test("plugins --check: 1 when an example fails, at its line in the plugin file; 2 for an invalid plugin; 64 for a missing path")
    func checkFails() throws {
        let source = try String(contentsOfFile: examples + "/fadeTitle.scrollplugin.yaml", encoding: .utf8)
        let folder = try temporaryFolder([
            "fadeTitle.scrollplugin.yaml": source.replacingOccurrences(of: "{approx: 0.5, tolerance: 0.001}", with: "{approx: 0.6, tolerance: 0.001}"),
        ])
        let failing = try scrollrun(["plugins", "--check", "."], in: folder)
        #expect(failing.status == 1)
        #expect(failing.output.contains("./fadeTitle.scrollplugin.yaml:32:11: error: expected title.alpha to be 0.6 ±0.001, got 0.5 at t=300ms"))
        #expect(failing.output.contains("FAIL fadeTitle: half way after 22 pt, opaque after 44"))
        let broken = try temporaryFolder(["fadeTitle.scrollplugin.yaml": source.replacingOccurrences(of: "(value - scrollView.top)", with: "(value - scrolView.top)")])
        let invalid = try scrollrun(["plugins", "--check", "."], in: broken)
        #expect(invalid.status == 2)
        #expect(invalid.output.contains("./fadeTitle.scrollplugin.yaml:16:30: error: unknown name `scrolView`; did you mean `scrollView`?"))
        #expect(try scrollrun(["plugins", "--check", "nowhere"]).status == 64)
    }

    @Test("a plugin file named twice, or through its directory too, is read once")
    func namedTwice() throws {
        let fade = packageRoot.appendingPathComponent("Examples/plugins/fadeTitle.scrollplugin.yaml").path
        let folder = packageRoot.appendingPathComponent("Examples/plugins").path
        let result = try scrollrun(["plugins", "--check", fade, "--plugins", fade, "--plugins", folder])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("declared twice"))
    }

    @Test("--plugins lets every spec of a run use the plugin files, and the listing, schema and explain show them")
    func pluginsOption() throws {
        let spec = """
            scrollspec: 1
            name: Suite plugin
            screens:
              - id: album
                scrollViews: [{id: songs, contentHeight: 3000}]
                views: [{id: title}]
                behaviours: [{fadeTitle: {scrollView: songs, title: title}}]
            script:
              - drag: {scrollView: songs, by: 44}
              - expect: {title.alpha: 1}
            """
        let folder = try temporaryFolder(["a.scroll.yaml": spec])
        #expect(try scrollrun(["run", "a.scroll.yaml"], in: folder).status == 2)
        let run = try scrollrun(["run", "a.scroll.yaml", "--plugins", examples], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let listing = try scrollrun(["plugins", "--plugins", examples])
        #expect(listing.output.contains("  fadeTitle: The title fades in as the content scrolls under the bar."))
        #expect(listing.output.contains("    distance    number ≥ 1 = 44"))
        let markdown = try scrollrun(["plugins", "--format", "markdown", "--plugins", examples])
        #expect(markdown.output.contains("## `scrollProgress`") && markdown.output.contains("Writes `bar.finished`, `bar.progress`."))
        let schema = try scrollrun(["schema", "--plugins", examples])
        #expect(schema.output.contains("\"parallaxHeader\": {"))
        let explain = try scrollrun(["explain", "a.scroll.yaml", "--plugins", examples], in: folder)
        #expect(explain.output.contains("map(clamp((value - scrollView.top) / distance, 0, 1))"))
        #expect(explain.output.contains("sink set(title.alpha)"))
    }

    @Test("a plot draws what a composed behaviour writes")
    func plot() throws {
        let folder = try temporaryFolder([:])
        let result = try scrollrun(["run", examples + "/reader-title.scroll.yaml", "--plot", "p.svg"], in: folder)
        #expect(result.status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.contains("<title>albumTitle.alpha</title>"))
    }
}

@Suite("The README's plugin")
struct ReadmePluginTests {
    /// The YAML block of the README that starts with the comment `# NAME: …`.
    private func block(_ name: String, in readme: String) throws -> String {
        let start = try #require(readme.range(of: "```yaml\n# \(name):"))
        let body = readme[start.upperBound...]
        let end = try #require(body.range(of: "```"))
        return String(body[..<end.lowerBound].drop { $0 != "\n" }.dropFirst())
    }

    @Test("the plugin and the spec in the README's first screen pass as written")
    func firstScreen() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let folder = try temporaryFolder([
            "fadeTitle.scrollplugin.yaml": try block("fadeTitle.scrollplugin.yaml", in: readme),
            "album.scroll.yaml": try block("album.scroll.yaml", in: readme),
        ])
        let result = try scrollrun(["album.scroll.yaml"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("PASS album.scroll.yaml (Album title fades in): 1 expectation held"))
    }
}
