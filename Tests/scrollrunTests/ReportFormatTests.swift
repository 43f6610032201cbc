import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// A passing spec, a failing one and an invalid one, in a folder.
private func mixedFolder() throws -> URL {
    try temporaryFolder([
        "a-pass.scroll.yaml": """
            scrollspec: 1
            name: Passing
            tags: [smoke]
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script: [{drag: {scrollView: list, by: 50}}, {expect: {list.offset: 50}}]
            """,
        "b-fail.scroll.yaml": """
            scrollspec: 1
            name: "Failing <&> \\"quoted\\""
            tags: [slow]
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script:
              - drag: {scrollView: list, by: 120}
              - expect: {list.offset: 100}
              - expect: {list.phase: idle}
            """,
        "c-invalid.scroll.yaml": "scrollspec: 1\nname: Broken\nscreens: [{id: s, scrollViews: [{id: list}]}]\n",
    ])
}

@Suite("Report formats")
struct ReportFormatTests {
    @Test("json: a version, every spec with its status, and the counts")
    func json() throws {
        let result = try scrollrun(["run", ".", "--format", "json"], in: mixedFolder())
        #expect(result.status == 2)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let specs = try #require(document["specs"] as? [[String: Any]])
        #expect(specs.map { $0["status"] as? String } == ["passed", "failed", "invalid"])
        let failing = try #require(specs[1]["expectations"] as? [[String: Any]])
        let failures = try #require(failing[0]["failures"] as? [[String: Any]])
        #expect(failures[0]["message"] as? String == "expected list.offset to be 100 ±0.5, got 120 at t=300ms")
        #expect(failures[0]["line"] as? Int == 7 && failures[0]["column"] as? Int == 5)
        let invalid = try #require(specs[2]["diagnostics"] as? [[String: Any]])
        #expect(invalid[0]["message"] as? String == "a scroll view needs `contentHeight`")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["specs": 3, "passed": 1, "failed": 1, "invalid": 1, "expectations": 3, "failedExpectations": 1])
    }

    #if canImport(FoundationXML)
    @Test("junit: the structure GitLab and Jenkins read, with counts that add up")
    func junit() throws {
        let result = try scrollrun(["run", ".", "--format", "junit"], in: mixedFolder())
        #expect(result.status == 2)
        let document = try XMLDocument(data: Data(result.output.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "4")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "file")?.stringValue } == ["./a-pass.scroll.yaml", "./b-fail.scroll.yaml", "./c-invalid.scroll.yaml"])
        #expect(suites[1].attribute(forName: "name")?.stringValue == "Failing <&> \"quoted\"")
        for suite in suites {
            let cases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == String(cases.count))
            let failures = cases.flatMap { $0.elements(forName: "failure") }
            #expect(suite.attribute(forName: "failures")?.stringValue == String(failures.count))
            #expect(Set(cases.compactMap { $0.attribute(forName: "name")?.stringValue }).count == cases.count, "unique names")
            for testcase in cases {
                for attribute in ["name", "classname", "file", "line", "time"] {
                    #expect(testcase.attribute(forName: attribute) != nil, "\(attribute)")
                }
            }
            #expect(Set(["name", "file", "tests", "failures", "errors", "time"]).isSubset(of: Set(suite.attributes?.compactMap(\.name) ?? [])))
        }
        let failing = try #require(suites[1].elements(forName: "testcase").first)
        #expect(failing.attribute(forName: "name")?.stringValue == "expect list.offset")
        #expect(failing.attribute(forName: "classname")?.stringValue == "..b-fail")
        let failure = try #require(failing.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "expected list.offset to be 100 ±0.5, got 120 at t=300ms")
        #expect(failure.stringValue == "./b-fail.scroll.yaml:7:5: expected list.offset to be 100 ±0.5, got 120 at t=300ms")
        let excerpt = try #require(failing.elements(forName: "system-out").first?.stringValue)
        #expect(excerpt.contains("\"turn\":\"lift(list)\""))
        let properties = suites[1].elements(forName: "properties").first?.elements(forName: "property") ?? []
        #expect(properties.first?.attribute(forName: "value")?.stringValue == "300ms")
        let error = try #require(suites[2].elements(forName: "testcase").first?.elements(forName: "error").first)
        #expect(error.attribute(forName: "type")?.stringValue == "invalid")
    }
    #endif

    @Test("tap: version 14, a subtest per spec, YAML diagnostics")
    func tap() throws {
        let result = try scrollrun(["run", ".", "--format", "tap"], in: mixedFolder())
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "TAP version 14", "1..3", "# Subtest: ./a-pass.scroll.yaml (Passing)", "    1..1", "    ok 1 - 5:47 expect list.offset",
            "ok 1 - ./a-pass.scroll.yaml (Passing)",
        ])
        #expect(lines.contains("    not ok 1 - 7:5 expect list.offset"))
        #expect(lines.contains("      message: \"expected list.offset to be 100 ±0.5, got 120 at t=300ms\""))
        #expect(lines.contains("not ok 2 - ./b-fail.scroll.yaml (Failing <&> \"quoted\")"))
        #expect(lines.contains("not ok 3 - ./c-invalid.scroll.yaml"))
        #expect(lines.contains("  message: \"a scroll view needs `contentHeight`\""))
    }

    @Test("a spec's warnings reach junit (the suite's system-err) and tap (comments before its test point)")
    func warnings() throws {
        let folder = try temporaryFolder(["w.scroll.yaml": listSpec(name: "Warned", script: "[{drag: {scrollView: list, by: 50, duration: 3}}, {expect: {list.offset: 50}}]")])
        let warning = "w.scroll.yaml:4:54: warning: `duration: 3` is 3 milliseconds: a bare number is milliseconds; write `3s` for seconds, or `3ms` to keep milliseconds"
        let junit = try scrollrun(["run", "w.scroll.yaml", "--format", "junit"], in: folder)
        #expect(junit.status == 0)
        let lines = junit.output.split(separator: "\n").map(String.init)
        #expect(lines.suffix(4) == [
            "    <testcase name=\"expect list.offset\" classname=\"w\" file=\"w.scroll.yaml\" line=\"4\" time=\"0\"/>",
            "    <system-err>\(warning)</system-err>", "  </testsuite>", "</testsuites>",
        ], "\(junit.output)")
        let tap = try scrollrun(["run", "w.scroll.yaml", "--format", "tap"], in: folder).output.split(separator: "\n").map(String.init)
        #expect(Array(tap.prefix(4)) == ["TAP version 14", "1..1", "# " + warning, "# Subtest: w.scroll.yaml (Warned)"], "\(tap)")
    }

    @Test("github: one escaped annotation per problem")
    func github() throws {
        let result = try scrollrun(["run", ".", "--format", "github"], in: mixedFolder())
        #expect(result.output == """
            ::error file=./b-fail.scroll.yaml,line=7,col=5,title=scrollrun%3A scroll expectation failed::expected list.offset to be 100 ±0.5, got 120 at t=300ms
            ::error file=./c-invalid.scroll.yaml,line=3,col=33,title=scrollrun%3A invalid spec::a scroll view needs `contentHeight`
            3 specs: 1 passed, 1 failed, 1 invalid (3 expectations, 1 failed)

            """)
    }

    @Test("with GITHUB_ACTIONS=true, text reports are followed by annotations")
    func githubActions() throws {
        let result = try scrollrun(["run", "."], environment: ["NO_COLOR": "1", "GITHUB_ACTIONS": "true"], in: mixedFolder())
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("3 specs: 1 passed, 1 failed, 1 invalid (3 expectations, 1 failed)"))
        #expect(lines.suffix(2).allSatisfy { $0.hasPrefix("::error file=") })
    }

    @Test("validate speaks every format too", arguments: ["json", "junit", "tap", "github", "text"])
    func validateFormats(format: String) throws {
        let result = try scrollrun(["validate", ".", "--format", format], in: mixedFolder())
        #expect(result.status == 2)
        #expect(result.output.contains("contentHeight"))
        #expect(!result.output.contains("expected list.offset"), "validate runs nothing")
    }

    @Test("--output writes the whole report atomically, only the summary to stdout, and replaces an old one")
    func output() throws {
        let folder = try mixedFolder()
        try "old".write(to: folder.appendingPathComponent("report.xml"), atomically: true, encoding: .utf8)
        let result = try scrollrun(["run", ".", "--format", "junit", "--output", "report.xml"], in: folder)
        #expect(result.status == 2)
        #expect(result.output == "3 specs: 1 passed, 1 failed, 1 invalid (3 expectations, 1 failed)\n")
        let written = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(written.hasPrefix("<?xml") && written.hasSuffix("</testsuites>\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
        let bad = try scrollrun(["run", ".", "--output", "/nonexistent/r.txt"], in: folder)
        #expect(bad.status == 64 && bad.errors == "scrollrun: error: --output /nonexistent/r.txt: the directory /nonexistent does not exist\n")
    }

    @Test("tags and shards select specs; invalid specs are always reported")
    func selection() throws {
        let folder = try mixedFolder()
        let smoke = try scrollrun(["run", ".", "--include-tags", "smoke,fast"], in: folder)
        #expect(smoke.output.hasSuffix("2 specs: 1 passed, 0 failed, 1 invalid (1 expectation, 0 failed)\n"))
        let notSlow = try scrollrun(["run", ".", "--exclude-tags", "slow"], in: folder)
        #expect(notSlow.output.hasSuffix("2 specs: 1 passed, 0 failed, 1 invalid (1 expectation, 0 failed)\n"))
        let shards = try (1...2).map { try scrollrun(["validate", ".", "--shard", "\($0)/2", "--format", "json"], in: folder).output }
        #expect(shards[0].contains("a-pass") && !shards[0].contains("b-fail") && shards[0].contains("c-invalid"))
        #expect(shards[1].contains("b-fail") && !shards[1].contains("a-pass"))
        for (shard, teaching) in [("3/2", "the shards of 2 are numbered from 1 to 2"), ("1/0", "N, the number of shards, must be at least 1"),
                                  ("2", "write shard I of N as I/N, such as 1/4"), ("-1/2", "the shards of 2 are numbered from 1 to 2")] {
            let bad = try scrollrun(["run", ".", "--shard", shard], in: folder)
            #expect(bad.status == 64 && bad.errors.contains("The value '\(shard)' is invalid for '--shard <I/N>': \(teaching)"), "\(bad.errors)")
        }
    }

    @Test("every format is byte-identical across runs", arguments: ["text", "json", "junit", "tap", "github"])
    func deterministic(format: String) throws {
        let folder = try mixedFolder()
        let first = try scrollrun(["run", ".", "--format", format], in: folder)
        let second = try scrollrun(["run", ".", "--format", format], in: folder)
        #expect(first.output == second.output)
    }

    @Test("github: a run that broke a limit is titled so, not as a failed expectation")
    func limitTitle() throws {
        let folder = try temporaryFolder(["lim.scroll.yaml": "scrollspec: 1\nname: Limit\nscreens: [{id: a, scrollViews: [{id: l, contentHeight: 30000}]}]\nscript:\n  - fling: {scrollView: l, velocity: 5000}\n  - waitForIdle\n"])
        let result = try scrollrun(["run", "lim.scroll.yaml", "--max-time", "500ms", "--format", "github"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("::error file=lim.scroll.yaml,line=6,col=5,title=scrollrun%3A run broke a limit::the run reached its time limit of 500ms"))
    }
}
