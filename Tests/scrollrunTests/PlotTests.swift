import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("scrollrun --plot")
struct PlotTests {
    #if canImport(FoundationXML)
    @Test("the SVG has axes, a legend, one line per numeric property, a lane per word property, step markers and failure crosses")
    func svg() throws {
        let folder = try temporaryFolder([:])
        let failing = try String(contentsOf: packageRoot.appendingPathComponent("Examples/combined-timeline.scroll.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "expect: {hero.translation: -150, titleBar.position: bottom}", with: "expect: {hero.translation: -120, titleBar.position: top}")
        try failing.write(to: folder.appendingPathComponent("combined.scroll.yaml"), atomically: true, encoding: .utf8)
        let result = try scrollrun(["combined.scroll.yaml", "--plot", "plot.svg"], in: folder)
        #expect(result.status == 1)
        let svg = try String(contentsOf: folder.appendingPathComponent("plot.svg"), encoding: .utf8)
        let root = try #require(try XMLDocument(data: Data(svg.utf8)).rootElement())
        #expect(root.name == "svg")
        let titles = root.elements(forName: "polyline").compactMap { $0.elements(forName: "title").first?.stringValue }
        #expect(titles == ["feed.offset", "hero.translation"])
        let texts = (try root.nodes(forXPath: "//*[local-name()='text']")).compactMap(\.stringValue)
        for label in ["Legend", "feed.offset", "hero.translation", "titleBar.position", "virtual time (s)", "points", "bottom", "top"] {
            #expect(texts.contains(label), "\(label)")
        }
        let stepMarkers = try root.nodes(forXPath: "//*[local-name()='line'][@stroke-dasharray]/*[local-name()='title']").compactMap(\.stringValue)
        #expect(stepMarkers.count == 8)
        #expect(stepMarkers.first == "line 20: drag feed 3000 at t=0s")
        let crosses = try root.nodes(forXPath: "//*[local-name()='path'][@stroke='#d00']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(crosses == [
            "expected hero.translation to be -120 ±0.5, got -150 at t=1.3s",
            "expected titleBar.position to be \"top\", got \"bottom\" at t=1.3s",
        ])
    }
    #endif

    @Test("--plot-property chooses what is drawn, and is checked against the spec")
    func properties() throws {
        let folder = try temporaryFolder([:])
        let bank = packageRoot.appendingPathComponent("Examples/bank-card.scroll.yaml").path
        let ok = try scrollrun([bank, "--plot", "p.svg", "--plot-property", "card.offset", "--plot-property", "card.phase"], in: folder)
        #expect(ok.status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.contains("<title>card.offset</title>") && !svg.contains("<title>transactions.offset</title>"))
        #expect(svg.contains(">card.phase</text>") && svg.contains(">decelerating</text>"))
        let typo = try scrollrun([bank, "--plot", "p.svg", "--plot-property", "crad.offset"], in: folder)
        #expect(typo.status == 64 && typo.errors.contains("--plot-property crad.offset: unknown identifier `crad`; did you mean `card`?"))
    }

    @Test("--plot-property takes what behaviours write (plugin files too), behaviours' own properties and distanceFromBottom")
    func writtenProperties() throws {
        let folder = try temporaryFolder([:])
        let reading = packageRoot.appendingPathComponent("Examples/plugins/reading-progress.scroll.yaml").path
        let ok = try scrollrun([reading, "--plot", "p.svg", "--plot-property", "progressBar.progress", "--plot-property", "text.distanceFromBottom"], in: folder)
        #expect(ok.status == 0, "\(ok.errors)")
        let svg = try String(contentsOf: folder.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.contains("<title>progressBar.progress</title>") && svg.contains("<title>text.distanceFromBottom</title>"))
        let card = packageRoot.appendingPathComponent("Examples/card-pull-to-refresh.scroll.yaml").path
        #expect(try scrollrun([card, "--plot", "p.svg", "--plot-property", "refresh.refreshCount"], in: folder).status == 0)
        let typo = try scrollrun([reading, "--plot", "p.svg", "--plot-property", "progressBar.progres"], in: folder)
        #expect(typo.status == 64 && typo.errors.contains("`progres` is not a property of `progressBar`; did you mean `progress`?"), "\(typo.errors)")
    }

    @Test("--plot draws one spec")
    func oneSpec() throws {
        let result = try scrollrun(["Examples", "--plot", "/tmp/never.svg"])
        #expect(result.status == 64 && result.errors.contains("--plot draws one spec, but"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.svg"))
    }
}
