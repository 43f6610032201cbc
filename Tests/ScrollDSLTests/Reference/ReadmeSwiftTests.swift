import Foundation
import Testing

/// The README's Swift, in "Testing your own Swift code", and the DocC
/// articles' are code that compiles: each block is, line for line, in
/// `Examples/TeamApp`, which CI builds and tests (`scripts/check-team-app`).
@Suite("README Swift blocks")
struct ReadmeSwiftTests {
    static let root = LanguageReferenceTests.packageRoot.path

    /// The trimmed, non-empty lines of `text`.
    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The Swift blocks of `text` (Markdown).
    private static func swiftBlocks(_ text: some StringProtocol) -> [String] {
        text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// Whether `block` is, line for line, in a Swift file of `Examples/TeamApp`.
    private static func isCompiled(_ block: String) throws -> Bool {
        let folder = root + "/Examples/TeamApp"
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }
            .map { lines(try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)).joined(separator: "\n") }
        let wanted = lines(block).joined(separator: "\n")
        return sources.contains { $0.contains(wanted) }
    }

    @Test("every Swift block of the team-code section is in the example package")
    func blocksAreCompiled() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "## Testing your own Swift code"))
        let blocks = Self.swiftBlocks(readme[start.upperBound...].components(separatedBy: "\n## ")[0])
        #expect(blocks.count == 3)
        for block in blocks {
            #expect(try Self.isCompiled(block), "not in Examples/TeamApp:\n\(block)")
        }
    }

    @Test("every Swift block of the DocC articles is in the example package")
    func articleBlocksAreCompiled() throws {
        let catalogue = Self.root + "/Sources/ScrollDSL/ScrollDSL.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalogue).filter { $0.hasSuffix(".md") }.sorted()
        let blocks = try articles.flatMap { Self.swiftBlocks(try String(contentsOfFile: catalogue + "/" + $0, encoding: .utf8)) }
        #expect(blocks.count >= 4)
        for block in blocks {
            #expect(try Self.isCompiled(block), "not in Examples/TeamApp:\n\(block)")
        }
    }
}
