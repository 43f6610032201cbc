import Foundation
import Testing
import ScrollDSL
import ScrollDSLBuiltIns

@Suite("scrollrun explain and plugins")
struct ExplainAndPluginsTests {
    @Test("explain prints seed 000's graph: sources, operators, sinks")
    func explainText() throws {
        let result = try scrollrun(["explain", "Examples/tweetbot-undo.scroll.yaml"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.first == "undoScrollToTop on screen `timeline` (line 16)")
        for expected in [
            "n1 hitTest source", "n2 filter(y < 74) ← n1", "n3 debounce(0) ← n2", "n10 pausable ← n8, n9",
            "n12 withLatestFrom ← n10, n11", "n13 share ← n12", "n14 save ← n13",
            "sink bind(to: target) ← n14", "sink setContentOffset(feed, animated: true) ← n17",
        ] {
            #expect(lines.contains(expected), "missing \(expected) in \(lines)")
        }
    }

    @Test("explain --format mermaid gives a flowchart with one subgraph per behaviour")
    func explainMermaid() throws {
        let result = try scrollrun(["explain", "Examples/sliding-header.scroll.yaml", "--format", "mermaid"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("flowchart LR\n  subgraph b1[\"headerCollapse on listings\"]\n"))
        #expect(result.output.contains("b1n1[\"didScroll\"]"))
        #expect(result.output.contains("[/\"set(photo.translation)\"/]"))
        #expect(result.output.hasSuffix("  end\n"))
    }

    @Test("explain of an invalid spec reports it and exits 2")
    func explainInvalid() throws {
        let result = try scrollrun(["explain", "Tests/Fixtures/four-problems.scroll.yaml"])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("Tests/Fixtures/four-problems.scroll.yaml:6:20: error:"))
    }

    @Test("plugins lists every behaviour and trigger with parameters and defaults")
    func pluginsText() throws {
        let result = try scrollrun(["plugins"])
        #expect(result.status == 0)
        for name in PluginSet.builtIn.behaviourNames + PluginSet.builtIn.triggerNames {
            #expect(result.output.contains("  \(name): "), "\(name)")
        }
        #expect(result.output.contains("snapDuration  duration = 200ms"))
        #expect(result.output.contains("header        view with a height (required)"))
    }

    @Test("docs/plugins.md is what plugins --format markdown prints now")
    func referenceIsCurrent() throws {
        let result = try scrollrun(["plugins", "--format", "markdown"])
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("docs/plugins.md"), encoding: .utf8)
        #expect(result.output == committed, "run `scrollrun plugins --format markdown > docs/plugins.md`")
        #expect(committed.contains("| `minHeight` | number ≥ 0 | `0` | Height left visible when collapsed. |"))
    }

    @Test("scrollrun language prints docs/language.md")
    func languageReference() throws {
        let result = try scrollrun(["language"])
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        #expect(result.status == 0 && result.output == committed, "run `scrollrun language > docs/language.md`")
    }

    @Test("a plugin file's summary, docs, defaults and expressions reach the terminal escaped, in every listing")
    func escapedPluginText() throws {
        let plugin = """
            scrollplugin: 1
            name: evil
            summary: "Red\\e[31m and\\nnew line\\u2028 and\\u202E bidi"
            documentation: "Doc\\e[2J"
            parameters:
              scrollView: {type: scrollView, doc: "p\\e[1m"}
              label: {type: string, default: "d\\e[5m"}
            pipelines:
              - from: {offset: scrollView}
                pipe: [map: "label == '\\e[7m' ? 1 : 0"]
                to: {log: value}
            """
        let spec = "scrollspec: 1\nname: E\nuse: [evil.scrollplugin.yaml]\nscreens: [{id: a, scrollViews: [{id: l, contentHeight: 3000}], behaviours: [{evil: {scrollView: l}}]}]\n"
        let folder = try temporaryFolder(["evil.scrollplugin.yaml": plugin, "e.scroll.yaml": spec])
        for arguments in [["plugins", "--plugins", "."], ["plugins", "--plugins", ".", "--format", "markdown"], ["explain", "e.scroll.yaml"], ["explain", "e.scroll.yaml", "--format", "mermaid"]] {
            let result = try scrollrun(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
            let controls = result.output.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || [0x2028, 0x202E].contains($0.value) }
            #expect(controls.isEmpty, "\(arguments) printed \(controls.map(\.value))")
            #expect(result.output.contains("\\u{1B}"), "\(arguments)")
        }
    }

    @Test("explain on a plugin file prints the graph its first passing example compiles; a plugin file run as a spec says what it is")
    func explainPluginFile() throws {
        let fade = packageRoot.appendingPathComponent("Examples/plugins/fadeTitle.scrollplugin.yaml").path
        let explained = try scrollrun(["explain", fade])
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("fadeTitle on screen `album`"))
        #expect(explained.output.contains("sink set(title.alpha)"))
        let ran = try scrollrun(["run", fade])
        #expect(ran.status == 2)
        #expect(ran.output.components(separatedBy: "error:").count == 2, "one error, not one per key: \(ran.output)")
        #expect(ran.output.contains("this is a plugin file, not a spec"))
    }
}
