import Foundation
import Testing
import TestSupport

/// docs/cli.md's transcript of exploring the title broken on purpose: what it
/// shows `scrollrun explore` printing, and the counterexample's script, are
/// what this build prints and writes.
@Suite("The exploring transcript of docs/cli.md")
struct ExploreTranscriptTests {
    static let command = "$ cd Examples/plugins && scrollrun explore jumpy-title.scroll.yaml\n"
    static let showScript = "$ sed -n '/^script:/,$p' jumpy-title.counterexample.scroll.yaml\n"

    @Test("exploring Examples/plugins/jumpy-title prints what docs/cli.md shows and writes the script it shows")
    func transcript() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let transcript = try #require(page.components(separatedBy: Self.command).dropFirst().first?.components(separatedBy: "```").first)
        let parts = transcript.components(separatedBy: Self.showScript)
        try #require(parts.count == 2, "docs/cli.md shows the counterexample's script with `\(Self.showScript)`")
        // A copy, so that the counterexample is written beside it as docs/cli.md says, and not in Examples.
        let plugins = try scratchFolder("readme").appendingPathComponent("plugins")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/plugins"), to: plugins)
        let explored = try scrollrun(["explore", "jumpy-title.scroll.yaml"], in: plugins)
        #expect(explored.status == 1)
        #expect(explored.output + explored.errors == parts[0], "printed:\n\(explored.output)\(explored.errors)")
        let written = try String(contentsOf: plugins.appendingPathComponent("jumpy-title.counterexample.scroll.yaml"), encoding: .utf8)
        let script = try #require(written.range(of: "\nscript:\n")).upperBound
        #expect("script:\n" + written[script...] == parts[1], "written:\n\(written)")
    }
}
