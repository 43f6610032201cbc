import Foundation
import Testing

/// The README's Swift, in "Testing your own Swift code", is code that compiles:
/// each block is, line for line, in `Examples/TeamHeader`, which CI builds and
/// tests (`scripts/check-team-code`).
@Suite("README Swift blocks")
struct ReadmeSwiftTests {
    static let root = LanguageReferenceTests.packageRoot.path

    /// The trimmed, non-empty lines of `text`.
    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("every Swift block of the team-code section is in the example package")
    func blocksAreCompiled() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "## Testing your own Swift code"))
        let section = readme[start.upperBound...].components(separatedBy: "\n## ")[0]
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 3)
        let folder = Self.root + "/Examples/TeamHeader"
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        let sources = files.map { Self.lines($0).joined(separator: "\n") }
        for block in blocks {
            let wanted = Self.lines(block).joined(separator: "\n")
            #expect(sources.contains { $0.contains(wanted) }, "not in Examples/TeamHeader:\n\(block)")
        }
    }
}
