import Foundation
import Testing
import ScrollDSL
import ScrollDSLBuiltIns

private let fourProblemSpec: String = {
    let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/four-problems.scroll.yaml").path
    return (try? String(contentsOfFile: fixture, encoding: .utf8)) ?? ""
}()

private let validSpecText = """
    scrollspec: 1
    name: Valid
    screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
    script: [{wait: 1s}]
    """

@Suite("scrollrun validate")
struct ValidateCommandTests {
    @Test("the Examples validate: exit 0 and a summary")
    func examples() throws {
        let count = try SpecFiles.expand([packageRoot.appendingPathComponent("Examples").path]).files.count
        let result = try scrollrun(["validate", "Examples"])
        #expect(result.status == 0)
        #expect(result.output == "\(count) specs: \(count) valid, 0 invalid\n")
    }

    @Test("--stamp: the summary as a comment once every spec is valid; no stamp for an invalid spec; never an input")
    func stamp() throws {
        let folder = try temporaryFolder(["valid.scroll.yaml": validSpecText, "bad.scroll.yaml": fourProblemSpec])
        let valid = try scrollrun(["validate", "valid.scroll.yaml", "--stamp", "valid.swift"], in: folder)
        #expect(valid.status == 0)
        #expect(valid.output == "1 spec: 1 valid, 0 invalid\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("valid.swift"), encoding: .utf8) == "// 1 spec: 1 valid, 0 invalid\n")
        let invalid = try scrollrun(["validate", "bad.scroll.yaml", "--stamp", "bad.swift"], in: folder)
        #expect(invalid.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.swift").path))
        let onInput = try scrollrun(["validate", "valid.scroll.yaml", "--stamp", "valid.scroll.yaml"], in: folder)
        #expect(onInput.status == 64)
        #expect(onInput.errors.contains("--stamp valid.scroll.yaml is the input valid.scroll.yaml; writing it would destroy the spec"))
    }

    @Test("four problems in one file: four positioned lines with suggestions, a summary, exit 2")
    func fourProblems() throws {
        let folder = try temporaryFolder(["bad.scroll.yaml": fourProblemSpec])
        let result = try scrollrun(["validate", "bad.scroll.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.output == """
            bad.scroll.yaml:6:20: error: unknown key `contentHieght` in a scroll view; did you mean `contentHeight`?
            bad.scroll.yaml:8:9: error: unknown behaviour `undoScrolToTop`; did you mean `undoScrollToTop`?
            bad.scroll.yaml:10:49: error: `duration` cannot be "3 seconds"; a duration is a number of milliseconds (`300`) or a string with a unit (`300ms`, `1.5s`)
            bad.scroll.yaml:11:14: error: unknown identifier `fed` in `fed.offset`; did you mean `feed`?
            1 spec: 0 valid, 1 invalid (4 errors)

            """)
    }

    @Test("directories are searched for *.scroll.yaml at any depth, in path order")
    func directories() throws {
        let folder = try temporaryFolder([
            "specs/b.scroll.yaml": fourProblemSpec, "specs/a/z.scroll.yaml": validSpecText,
            "specs/notes.yaml": "not: a spec", "specs/readme.md": "#",
        ])
        let result = try scrollrun(["validate", "specs", "specs/a/z.scroll.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.hasSuffix("3 specs: 2 valid, 1 invalid (4 errors)\n"))
        #expect(result.output.hasPrefix("specs/b.scroll.yaml:6:20: error:"))
    }

    @Test("usage errors exit 64 with a message on standard error", arguments: [
        (["validate", "missing.scroll.yaml"], "missing.scroll.yaml: no such file or directory"),
        (["validate", "empty"], "empty: no *.scroll.yaml or *.scroll.yml files in this directory"),
        (["validate"], "Missing expected argument '<paths> ...'"),
        (["validate", "--frobnicate", "x"], "Unknown option '--frobnicate'"),
    ])
    func usage(arguments: [String], message: String) throws {
        let folder = try temporaryFolder(["empty/other.txt": ""])
        let result = try scrollrun(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test("hostile input exits 2 with a positioned message", arguments: [
        ("empty", "", "1:1: error: the file holds no YAML document"),
        ("binary", "\u{1}\u{2}\u{3}\u{0}garbage", "1:1: error: not readable as UTF-8 text: control characters are not allowed"),
        ("list", "- a\n- b\n", "1:1: error: a spec must be a map, not a list"),
        ("unterminated", "scrollspec: 1\nname: \"open\n", "3:1: error: invalid YAML: found unexpected end of stream while scanning a quoted scalar"),
        ("bomb", aliasBomb, "5:45: error: aliases expand to more than 100000 nodes"),
        ("deep", String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000), "1:65: error: lists and maps are nested more than 64 levels deep"),
        ("two documents", "a: 1\n---\nb: 2\n", "2:1: error: a spec or plugin file is one YAML document"),
        ("duplicate screen with a rule", """
            scrollspec: 1
            name: Dup
            screens:
              - id: feed
                scrollViews: [{id: posts, contentHeight: 3000}]
                views: [{id: spinner}]
              - id: feed
                behaviours: [{loadMore: {scrollView: posts, indicator: spinner}}]
            """, "7:9: error: `feed` is already declared as a screen on line 4; identifiers must be unique"),
    ])
    func hostile(name: String, content: String, message: String) throws {
        let folder = try temporaryFolder(["input.scroll.yaml": content])
        let result = try scrollrun(["validate", "input.scroll.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("input.scroll.yaml:" + message), "\(result.output)")
    }

    @Test("without a subcommand scrollrun runs, which checks the spec first")
    func defaultSubcommand() throws {
        let folder = try temporaryFolder(["bad.scroll.yaml": fourProblemSpec])
        let result = try scrollrun(["bad.scroll.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("bad.scroll.yaml:6:20: error: unknown key `contentHieght`"))
    }
}

private let aliasBomb: String = {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1..<10 {
        lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n")
}()
