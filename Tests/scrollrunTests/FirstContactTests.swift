import Foundation
import Testing

/// A valid spec with one passing expectation, tagged `smoke`.
let passingSpec = """
    scrollspec: 1
    name: Passing
    tags: [smoke]
    screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
    script: [{drag: {scrollView: list, by: 100}}, {expect: {list.offset: 100}}]
    """

@Suite("First contact: help, version, exit statuses")
struct FirstContactTests {
    @Test("a misspelt subcommand is named as one, with a suggestion, exit 64; a path is still a path", arguments: [
        (["valdate", "specs/"], "scrollrun: error: unknown subcommand `valdate`; did you mean `validate`? (a spec is run by its path: `scrollrun FILE.scroll.yaml`)"),
        (["explian"], "scrollrun: error: unknown subcommand `explian`; did you mean `explain`? (a spec is run by its path: `scrollrun FILE.scroll.yaml`)"),
        (["valdate.scroll.yaml"], "scrollrun: error: valdate.scroll.yaml: no such file or directory"),
    ])
    func misspeltSubcommand(_ arguments: [String], _ message: String) throws {
        let folder = try temporaryFolder([:])
        let result = try scrollrun(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.errors == message + "\n")
    }

    @Test("every help form prints help and exits 0", arguments: [
        ["--help"], ["-h"], ["help"], ["run", "--help"], ["validate", "-h"], ["help", "explain"], ["explain", "--help"],
        ["plugins", "--help"], ["schema", "-h"],
    ])
    func help(arguments: [String]) throws {
        let result = try scrollrun(arguments)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("USAGE: scrollrun"))
        #expect(!result.errors.contains("internal error"))
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try scrollrun(["--version"])
        #expect(result.status == 0 && result.output == "1.2.0\n")
    }

    @Test("usage errors stay 64 and point at help", arguments: [["--no-such-option"], ["run"], ["validate", "--format", "pdf", "x"]])
    func usage(arguments: [String]) throws {
        let result = try scrollrun(arguments)
        #expect(result.status == 64)
        #expect(result.errors.contains("--help"))
    }

    @Test("a selection of no spec is a usage error unless --allow-empty", arguments: [
        (["--include-tags", "smok"], "no spec was selected (--include-tags smok)"),
        (["--shard", "3/3"], "no spec was selected (--shard 3/3)"),
    ])
    func emptySelection(options: [String], message: String) throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec, "b.scroll.yaml": passingSpec])
        for command in ["run", "validate"] {
            let empty = try scrollrun([command, "."] + options, in: folder)
            #expect(empty.status == 64)
            #expect(empty.errors.contains(message), "\(empty.errors)")
            #expect(empty.errors.contains("--allow-empty"))
            let allowed = try scrollrun([command, ".", "--allow-empty"] + options, in: folder)
            #expect(allowed.status == 0)
            #expect(allowed.output.hasPrefix("0 specs: 0 "))
        }
    }

    @Test("*.scroll.yml is found like *.scroll.yaml")
    func ymlSuffix() throws {
        let folder = try temporaryFolder(["a.scroll.yml": passingSpec, "b.yml": "not a spec"])
        let result = try scrollrun(["run", "."], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("PASS ./a.scroll.yml (Passing)"))
    }

    @Test("- reads a spec from standard input, named <stdin>")
    func standardInput() throws {
        let passing = try scrollrun(["run", "-"], input: passingSpec)
        #expect(passing.status == 0 && passing.output.contains("PASS <stdin> (Passing)"))
        let invalid = try scrollrun(["validate", "-"], input: "scrollspec: 1\nname: x\nscreen: []\n")
        #expect(invalid.status == 2 && invalid.output.contains("<stdin>:3:1: error: unknown key `screen`"))
    }

    @Test("explain takes files and directories, and a missing file is a usage error")
    func explain() throws {
        let missing = try scrollrun(["explain", "nowhere.scroll.yaml"])
        #expect(missing.status == 64 && missing.errors.contains("nowhere.scroll.yaml: no such file or directory"))
        let folder = try scrollrun(["explain", "Examples"])
        #expect(folder.status == 0)
        #expect(folder.output.contains("undoScrollToTop") && folder.output.contains("nestedScroll"))
    }

    @Test("a bare-number duration under 10 warns that it means milliseconds, and the spec still passes")
    func millisecondWarning() throws {
        let folder = try temporaryFolder(["w.scroll.yaml": """
            scrollspec: 1
            name: Short wait
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script:
              - drag: {scrollView: list, by: 100}
              - expect: {list.offset: 100}
              - wait: 1
            """])
        let result = try scrollrun(["run", "w.scroll.yaml"], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("w.scroll.yaml:7:11: warning: `wait: 1` is 1 millisecond: a bare number is milliseconds; write `1s` for seconds, or `1ms` to keep milliseconds"))
    }

    @Test("PASS and FAIL are coloured with FORCE_COLOR off a terminal")
    func forcedColour() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        let result = try scrollrun(["run", "."], environment: ["FORCE_COLOR": "1"], in: folder)
        #expect(result.output.contains("\u{1B}[1;32mPASS\u{1B}[0m ./a.scroll.yaml"))
    }

    @Test("a drag on a hidden screen says which step shows it", arguments: [
        ("list", "cannot touch `list`: its screen `profile` is not visible at t=0s; show it first with `- selectTab: profile`"),
        ("detailList", "cannot touch `detailList`: its screen `detail` is not visible at t=0s; show it first with `- push: detail`"),
    ])
    func hiddenDrag(scrollView: String, message: String) throws {
        let folder = try temporaryFolder(["h.scroll.yaml": """
            scrollspec: 1
            name: Hidden
            tabs: [home, profile]
            screens:
              - {id: home, tab: home, scrollViews: [{id: feed, contentHeight: 3000}]}
              - {id: profile, tab: profile, scrollViews: [{id: list, contentHeight: 3000}]}
              - {id: detail, scrollViews: [{id: detailList, contentHeight: 3000}]}
            script:
              - drag: {scrollView: \(scrollView), by: 100}
            """])
        let result = try scrollrun(["run", "h.scroll.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("h.scroll.yaml:9:5: error: \(message)"), "\(result.output)")
    }
}
