import Foundation
import Testing

/// docs/cli.md's exit status table, row by row: every status it lists is
/// produced by a real invocation here (70, an internal error, only by a bug).
@Suite("The exit status table of docs/cli.md")
struct ExitStatusTableTests {
    /// The statuses the table lists, in order.
    static func documentedStatuses() throws -> [Int32] {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let table = try #require(page.components(separatedBy: "| exit status | meaning |").dropFirst().first)
        let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        return rows.flatMap { row in
            row.split(separator: "|").first!.split(separator: ",").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    @Test("the table lists 0, 1, 2, 64, 70, 74, 129, 130, 143 and 152")
    func table() throws {
        #expect(try Self.documentedStatuses() == [0, 1, 2, 64, 70, 74, 129, 130, 143, 152])
    }

    @Test("each status comes from the case the table names")
    func statuses() throws {
        let failing = passingSpec.replacingOccurrences(of: "list.offset: 100", with: "list.offset: 90")
        let folder = try temporaryFolder(["pass.scroll.yaml": passingSpec, "fail.scroll.yaml": failing, "bad.scroll.yaml": "scrollspec: 1\n"])
        #expect(try scrollrun(["pass.scroll.yaml"], in: folder).status == 0)
        #expect(try scrollrun(["fail.scroll.yaml"], in: folder).status == 1)
        #expect(try scrollrun(["bad.scroll.yaml"], in: folder).status == 2)
        #expect(try scrollrun(["pass.scroll.yaml", "--max-time", "100ms"], in: folder).status == 2)
        #expect(try scrollrun(["missing.scroll.yaml"], in: folder).status == 64)
        #expect(try scrollrun(["pass.scroll.yaml", "--output", "pass.scroll.yaml"], in: folder).status == 64)
        #expect(try runWithBrokenStandardOutput(["pass.scroll.yaml"], in: folder).status == 74)
    }
}
