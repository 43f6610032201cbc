import Foundation
import Testing
import TestSupport

/// A title bar without hysteresis, with a plugin file of its own beside it, and `invariants`.
private func titleBar(_ invariants: String) -> String {
    """
    scrollspec: 1
    name: Title bar
    use: [plugins]
    screens:
      - id: article
        scrollViews: [{id: text, contentHeight: 5000}]
        views: [{id: title}]
        behaviours:
          - thresholdBar: {scrollView: text, bar: title, threshold: 100}
          - fadeTitle: {scrollView: text, title: title}
    invariants:
    \(invariants)
    """
}

private let fadeTitle = """
    scrollplugin: 1
    name: fadeTitle
    summary: The title fades in.
    parameters:
      scrollView: {type: scrollView}
      title: {type: view}
    pipelines:
      - from: {offset: scrollView}
        pipe: [map: "clamp(scrollView.distanceFromTop / 44, 0, 1)"]
        to: {set: title.alpha}
    """

/// A folder with `bar.scroll.yaml`, the title bar with `invariants`, and its plugin file.
private func barFolder(_ invariants: String) throws -> URL {
    try temporaryFolder(["bar.scroll.yaml": titleBar(invariants), "plugins/fadeTitle.scrollplugin.yaml": fadeTitle])
}

/// A chat that opens at the bottom, past what its invariant allows: it breaks
/// before any step, so exploring it finds a counterexample of no steps at once.
let chatBrokenAtStart = """
    scrollspec: 1
    name: Chat
    screens:
      - id: conversation
        scrollViews: [{id: messages, contentHeight: 4000, initialOffset: bottom}]
    invariants:
      - {messages.offset: {max: 700}}
    """

@Suite("scrollrun explore")
struct ExploreCommandTests {
    @Test("a broken invariant: exit 1, the counterexample beside the spec, and run on it fails the same way")
    func counterexample() throws {
        let folder = try barFolder("  - {changes: title.position, atMost: 1, within: 300ms}")
        let explored = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "300"], in: folder)
        #expect(explored.status == 1, "\(explored.output)\(explored.errors)")
        #expect(explored.output.contains("bar.scroll.yaml:12:5: error: invariant broken: title.position changed 2 times within 300ms (at most 1)"), "\(explored.output)")
        #expect(explored.errors.contains("the counterexample is in ./bar.counterexample.scroll.yaml"), "\(explored.errors)")
        #expect(explored.errors.contains("explore bar.scroll.yaml: "), "a quiet line off a terminal")
        let replayed = try scrollrun(["run", "bar.counterexample.scroll.yaml"], in: folder)
        #expect(replayed.status == 1)
        let message = explored.output.split(separator: "\n").first { $0.contains("invariant broken") }.map { String($0.split(separator: ": error: ").last!) }
        #expect(replayed.output.contains(try #require(message)), "\(replayed.output)")
        #expect(try scrollrun(["explore", "bar.scroll.yaml", "--runs", "300"], in: folder).output == explored.output, "the same seed, the same report")
        for jobs in ["1", "3"] {
            let counterexample = try String(contentsOf: folder.appendingPathComponent("bar.counterexample.scroll.yaml"), encoding: .utf8)
            let again = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "300", "--jobs", jobs], in: folder)
            #expect(again.output == explored.output, "--jobs \(jobs) finds and reports the same")
            #expect(try String(contentsOf: folder.appendingPathComponent("bar.counterexample.scroll.yaml"), encoding: .utf8) == counterexample)
        }
        let noJobs = try scrollrun(["explore", "bar.scroll.yaml", "--jobs", "0"], in: folder)
        #expect(noJobs.status == 64 && noJobs.errors.contains("--jobs must be from 1 to 256, not 0"), "\(noJobs.errors)")
        for seed in [["--seed=-1"], ["--seed", "-1"]] {
            let negativeSeed = try scrollrun(["explore", "bar.scroll.yaml"] + seed, in: folder)
            #expect(negativeSeed.status == 64 && negativeSeed.errors.contains("The value '-1' is invalid for '--seed <seed>'"), "\(negativeSeed.errors)")
            #expect(negativeSeed.errors.contains("a whole number from 0 to 18446744073709551615"), "\(negativeSeed.errors)")
        }
        let negativeRuns = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "-5"], in: folder)
        #expect(negativeRuns.status == 64 && negativeRuns.errors.contains("--runs must be from 1 to 1000000, not -5"), "\(negativeRuns.errors)")
    }

    @Test("an invariant broken before the first step: the counterexample has no steps, `script: []`, and run on it fails the same way")
    func counterexampleWithoutSteps() throws {
        let folder = try temporaryFolder(["chat.scroll.yaml": chatBrokenAtStart])
        let explored = try scrollrun(["explore", "chat.scroll.yaml", "--format", "junit"], in: folder)
        #expect(explored.status == 1, "\(explored.output)\(explored.errors)")
        #expect(explored.output.contains("the shortest script found (run 0): 0 steps, shrunk from 22, written to ./chat.counterexample.scroll.yaml:"), "\(explored.output)")
        #expect(explored.output.contains("script: []"), "\(explored.output)")
        let counterexample = try String(contentsOf: folder.appendingPathComponent("chat.counterexample.scroll.yaml"), encoding: .utf8)
        #expect(counterexample.hasSuffix("\nscript: []\n"), "\(counterexample)")
        let replayed = try scrollrun(["run", "chat.counterexample.scroll.yaml"], in: folder)
        #expect(replayed.status == 1, "\(replayed.output)")
        #expect(replayed.output.contains("chat.counterexample.scroll.yaml:11:5: error: invariant broken: expected messages.offset to be in [-∞, 700], got 3148 at t=0s"), "\(replayed.output)")
    }

    @Test("two specs of one name explored into one --counterexamples folder keep a counterexample each: the second is NAME-2")
    func counterexamplesOfOneName() throws {
        let other = chatBrokenAtStart.replacingOccurrences(of: "name: Chat", with: "name: Other chat")
        let folder = try temporaryFolder(["ios/chat.scroll.yaml": chatBrokenAtStart, "android/chat.scroll.yaml": other, "out/keep": ""])
        let explored = try scrollrun(["explore", "ios", "android", "--counterexamples", "out"], in: folder)
        #expect(explored.status == 1, "\(explored.output)\(explored.errors)")
        #expect(explored.errors.contains("the counterexample is in out/chat.counterexample.scroll.yaml"), "\(explored.errors)")
        #expect(explored.errors.contains("the counterexample is in out/chat-2.counterexample.scroll.yaml"), "\(explored.errors)")
        for (file, name) in [("chat", "Chat"), ("chat-2", "Other chat")] {
            let text = try String(contentsOf: folder.appendingPathComponent("out/\(file).counterexample.scroll.yaml"), encoding: .utf8)
            #expect(text.contains("\nname: \(name)\n"), "\(file): \(text)")
        }
    }

    @Test("a broken value with line breaks stays in the counterexample's comment, escaped: the file runs and fails the same way")
    func counterexampleMessageOnOneLine() throws {
        // The title bar's plugin file, writing a text with a line break once the list has scrolled.
        let plugin = fadeTitle
            .replacingOccurrences(of: #"map: "clamp(scrollView.distanceFromTop / 44, 0, 1)""#, with: #"map: "value > 50 ? 'a\nname: injected' : 'z'""#)
            .replacingOccurrences(of: "title.alpha", with: "title.style")
        let folder = try temporaryFolder(["probe.scroll.yaml": titleBar("  - {title.style: z}"), "plugins/fadeTitle.scrollplugin.yaml": plugin])
        let explored = try scrollrun(["explore", "probe.scroll.yaml"], in: folder)
        #expect(explored.status == 1, "\(explored.output)\(explored.errors)")
        let counterexample = try String(contentsOf: folder.appendingPathComponent("probe.counterexample.scroll.yaml"), encoding: .utf8)
        #expect(counterexample.contains(#"#   invariant broken: expected title.style to be "z", got "a\nname: injected" at t="#), "\(counterexample)")
        let replayed = try scrollrun(["run", "probe.counterexample.scroll.yaml"], in: folder)
        #expect(replayed.status == 1, "\(replayed.output)")
        #expect(replayed.output.contains(#"error: invariant broken: expected title.style to be "z", got "a\nname: injected" at t="#), "\(replayed.output)")
    }

    @Test("a spec read from standard input: its counterexample, written from the text explored, is stdin.counterexample.scroll.yaml, the same as the file's")
    func counterexampleOfStandardInput() throws {
        let folder = try barFolder("  - {changes: title.position, atMost: 1, within: 300ms}")
        let spec = try String(contentsOf: folder.appendingPathComponent("bar.scroll.yaml"), encoding: .utf8)
        let explored = try scrollrun(["explore", "-", "--runs", "300"], in: folder, input: spec)
        #expect(explored.status == 1, "\(explored.output)\(explored.errors)")
        #expect(explored.output.hasPrefix("<stdin>:12:5: error: invariant broken: "), "\(explored.output)")
        #expect(explored.errors.hasSuffix("the counterexample is in ./stdin.counterexample.scroll.yaml: scrollrun run ./stdin.counterexample.scroll.yaml\n"), "\(explored.errors)")
        #expect(try scrollrun(["explore", "bar.scroll.yaml", "--runs", "300"], in: folder).status == 1)
        let fromInput = try String(contentsOf: folder.appendingPathComponent("stdin.counterexample.scroll.yaml"), encoding: .utf8)
        #expect(try String(contentsOf: folder.appendingPathComponent("bar.counterexample.scroll.yaml"), encoding: .utf8) == fromInput)
        #expect(try scrollrun(["run", "stdin.counterexample.scroll.yaml"], in: folder).status == 1)
    }

    @Test("--counterexamples writes elsewhere, and the spec's use: paths lead from there to its plugins, relative, as an artifact beside a checkout needs")
    func elsewhere() throws {
        let folder = try temporaryFolder([
            "specs/bar.scroll.yaml": titleBar("  - {changes: title.position, atMost: 1, within: 300ms}"),
            "specs/plugins/fadeTitle.scrollplugin.yaml": fadeTitle,
            "found/.keep": "",
        ])
        let explored = try scrollrun(["explore", "specs/bar.scroll.yaml", "--runs", "300", "--counterexamples", "found"], in: folder)
        #expect(explored.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs/bar.counterexample.scroll.yaml").path))
        let written = try String(contentsOf: folder.appendingPathComponent("found/bar.counterexample.scroll.yaml"), encoding: .utf8)
        #expect(written.contains("\nuse: [../specs/plugins]\n"), "\(written)")
        let replayed = try scrollrun(["run", "found/bar.counterexample.scroll.yaml"], in: folder)
        #expect(replayed.status == 1 && replayed.output.contains("invariant broken"), "\(replayed.output)")
        for (folderName, problem) in [("lost", "the directory lost does not exist"), ("specs/bar.scroll.yaml", "specs/bar.scroll.yaml is not a directory")] {
            let refused = try scrollrun(["explore", "specs/bar.scroll.yaml", "--runs", "300", "--counterexamples", folderName], in: folder)
            #expect(refused.status == 64, "refused before exploring: \(refused.output)")
            #expect(refused.errors.contains("--counterexamples \(folderName): \(problem)"), "\(refused.errors)")
            #expect(!refused.errors.contains("explore specs/bar.scroll.yaml"), "nothing was explored")
        }
    }

    @Test("invariants that hold: exit 0, one JUnit test case per invariant, nothing written; no invariants: exit 2")
    func holdsAndInvalid() throws {
        let folder = try temporaryFolder([
            "bar.scroll.yaml": titleBar("  - {title.alpha: {min: 0, max: 1}}\n  - {text.offset: {min: top, max: bottom}, whenIdle: true}"),
            "plugins/fadeTitle.scrollplugin.yaml": fadeTitle,
            "none.scroll.yaml": titleBar("  []").replacingOccurrences(of: "invariants:\n  []", with: ""),
        ])
        let held = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "30", "--format", "junit"], in: folder)
        #expect(held.status == 0, "\(held.output)")
        #expect(held.output.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bar.scroll.yaml", "none.scroll.yaml", "plugins"])
        let none = try scrollrun(["explore", "none.scroll.yaml"], in: folder)
        #expect(none.status == 2)
        #expect(none.output.contains("`explore` checks the spec's `invariants`, and it declares none"))
        #expect(try scrollrun(["explore", "bar.scroll.yaml", "--runs", "0"], in: folder).status == 64)
    }

    @Test("a directory's specs without invariants are passed by, named on standard error, unless no spec there declares any")
    func directoryPassesBySpecsWithoutInvariants() throws {
        let none = titleBar("  []").replacingOccurrences(of: "invariants:\n  []", with: "")
        let folder = try temporaryFolder([
            "specs/bar.scroll.yaml": titleBar("  - {title.alpha: {min: 0, max: 1}}"),
            "specs/none.scroll.yaml": none,
            "specs/plugins/fadeTitle.scrollplugin.yaml": fadeTitle,
            "plain/none.scroll.yaml": "scrollspec: 1\nname: Plain\nscreens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]\n",
        ])
        let mixed = try scrollrun(["explore", "specs", "--runs", "5"], in: folder)
        #expect(mixed.status == 0, "\(mixed.output)")
        #expect(mixed.output.hasSuffix("1 spec: 1 passed, 0 failed, 0 invalid (1 expectation, 0 failed)\n"), "\(mixed.output)")
        #expect(mixed.errors.hasSuffix("scrollrun: not explored, as they declare no `invariants`: specs/none.scroll.yaml\n"), "\(mixed.errors)")
        let named = try scrollrun(["explore", "specs", "specs/none.scroll.yaml", "--runs", "5"], in: folder)
        #expect(named.status == 2, "a spec named on the command line must declare invariants: \(named.output)")
        let nothing = try scrollrun(["explore", "plain"], in: folder)
        #expect(nothing.status == 2, "\(nothing.output)")
        #expect(nothing.output.hasPrefix("plain/none.scroll.yaml:1:1: error: `explore` checks the spec's `invariants`, and it declares none"), "\(nothing.output)")
        #expect(!nothing.errors.contains("not explored"))
    }

    @Test("exploring a directory again passes by the counterexample the first time wrote there, which explore named alone explores")
    func directoryPassesByCounterexamples() throws {
        let folder = try barFolder("  - {changes: title.position, atMost: 1, within: 300ms}")
        let first = try scrollrun(["explore", ".", "--runs", "300"], in: folder)
        #expect(first.status == 1 && first.errors.contains("the counterexample is in ./bar.counterexample.scroll.yaml"), "\(first.errors)")
        let again = try scrollrun(["explore", ".", "--runs", "300"], in: folder)
        #expect(again.status == 1, "\(again.output)")
        #expect(again.output.hasSuffix("1 spec: 0 passed, 1 failed, 0 invalid (1 expectation, 1 failed)\n"), "only bar.scroll.yaml: \(again.output)")
        #expect(again.errors.contains("scrollrun: not explored, as they are counterexamples (run them with `scrollrun run`): ./bar.counterexample.scroll.yaml\n"), "\(again.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["bar.counterexample.scroll.yaml", "bar.scroll.yaml", "plugins"], "no counterexample of a counterexample")
        let named = try scrollrun(["explore", "bar.counterexample.scroll.yaml", "--runs", "300"], in: folder)
        #expect(named.output.contains("FAIL bar.counterexample.scroll.yaml"), "\(named.output)")
    }

    @Test("an invariant no explored run tested is a warning at its line, in the text and JSON reports (its expectation `untested`); the exit stays 0")
    func untestedWarning() throws {
        let folder = try barFolder("  - {title.alpha: 0, when: {text.offset: {min: 100000}}}")
        let text = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20"], in: folder)
        #expect(text.status == 0, "\(text.output)")
        #expect(text.output.contains("bar.scroll.yaml:12:5: warning: invariant title.alpha when text.offset was never tested in 20 explored runs: its `when` never held"))
        let json = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20", "--format", "json"], in: folder)
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let warnings = try #require((report["specs"] as? [[String: Any]])?.first?["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["line"] as? Int } == [12])
        let expectations = try #require((report["specs"] as? [[String: Any]])?.first?["expectations"] as? [[String: Any]])
        #expect(expectations.map { $0["untested"] as? String } == ["never tested in 20 explored runs: its `when` never held"])
    }

    @Test("runs cut short by a --max-time too short for their scripts are a warning at the spec's start, not a violation; the exit stays 0")
    func stoppedRunsWarning() throws {
        let folder = try barFolder("  - {title.alpha: {min: 0, max: 1}}")
        let result = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20", "--max-time", "1ms"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("bar.scroll.yaml:1:1: warning: 20 of 20 explored runs stopped before their script ended (no violation, but they explored less); the first, run 0, at its step "), "\(result.output)")
        #expect(result.output.contains(": the run reached its time limit of 1ms of virtual time (raise it with --max-time)\n"))
        #expect(!(try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20"], in: folder)).output.contains("warning"))
    }

    @Test("the verdict counts untested invariants apart; a shard given none of a spec's runs tested nothing, and says so, exit 0")
    func emptyShard() throws {
        let folder = try barFolder("  - {title.alpha: 0, when: {text.offset: {min: 100000}}}\n  - {title.alpha: {min: 0, max: 1}}")
        let some = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20"], in: folder)
        #expect(some.output.contains("PASS bar.scroll.yaml (Title bar): 1 expectation held, 1 untested, in 20 explored runs ("), "\(some.output)")
        let empty = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "1", "--shard", "2/2"], in: folder)
        #expect(empty.status == 0, "\(empty.output)")
        let reason = "never tested, as no explored run fell in this shard (give --runs at least the number of shards)"
        #expect(empty.output.contains("bar.scroll.yaml:12:5: warning: invariant title.alpha when text.offset was \(reason)\n"), "\(empty.output)")
        #expect(empty.output.contains("bar.scroll.yaml:13:5: warning: invariant title.alpha was \(reason)\n"))
        #expect(empty.output.contains("PASS bar.scroll.yaml (Title bar): 0 expectations held, 2 untested, in 0 explored runs (0s of virtual time)"))
        let junit = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "1", "--shard", "2/2", "--format", "junit"], in: folder)
        #expect(junit.output.components(separatedBy: "<skipped message=\"\(reason)\"/>").count == 3, "\(junit.output)")
    }

    @Test("an untested invariant is a skipped test case in JUnit and TAP, with the warning beside it; a tested one is not")
    func untestedSkipped() throws {
        let folder = try barFolder("  - {title.alpha: 0, when: {text.offset: {min: 100000}}}\n  - {title.alpha: {min: 0, max: 1}}")
        let skip = "never tested in 20 explored runs: its `when` never held"
        let junit = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20", "--format", "junit"], in: folder)
        #expect(junit.status == 0, "\(junit.output)")
        let lines = junit.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("<testsuite ") && $0.contains(" tests=\"2\" ") && $0.contains(" skipped=\"1\" ") }, "\(junit.output)")
        let skipped = try #require(lines.firstIndex { $0.hasPrefix("<skipped ") })
        #expect(lines[skipped] == "<skipped message=\"\(skip)\"/>")
        #expect(lines[skipped - 1].hasPrefix("<testcase name=\"expect invariant title.alpha when text.offset\""))
        #expect(lines[skipped + 2].hasPrefix("<testcase name=\"expect invariant title.alpha\"") && lines[skipped + 2].hasSuffix("/>"))
        #expect(lines.contains("<system-err>bar.scroll.yaml:12:5: warning: invariant title.alpha when text.offset was \(skip) "
            + "(weight the steps that reach it with `explore: {steps: …}`, or raise --runs or --steps)</system-err>"))
        let tap = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "20", "--format", "tap"], in: folder).output.split(separator: "\n").map(String.init)
        #expect(tap.contains("    ok 1 - 12:5 expect invariant title.alpha when text.offset # SKIP \(skip)"), "\(tap)")
        #expect(tap.contains("    ok 2 - 13:5 expect invariant title.alpha"))
        #expect(tap.contains { $0.hasPrefix("# bar.scroll.yaml:12:5: warning: invariant title.alpha when text.offset was \(skip)") })
    }

    @Test("every report carries the counterexample: its script, the file it was written to, the trace up to the break, and in HTML the screen there")
    func reportsCarryTheCounterexample() throws {
        let folder = try barFolder("  - {changes: title.position, atMost: 1, within: 300ms}")
        func explored(_ format: String, _ extra: [String] = []) throws -> String {
            let result = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "300", "--format", format] + extra, in: folder)
            #expect(result.status == 1, "\(result.output)")
            return result.output
        }
        let json = try #require(JSONSerialization.jsonObject(with: Data(explored("json").utf8)) as? [String: Any])
        let spec = try #require((json["specs"] as? [[String: Any]])?.first)
        let found = try #require((spec["explored"] as? [String: Any])?["counterexample"] as? [String: Any])
        let script = try #require(found["script"] as? [String])
        let file = try String(contentsOf: folder.appendingPathComponent("bar.counterexample.scroll.yaml"), encoding: .utf8)
        #expect(file.hasSuffix("script:\n" + script.map { "  - \($0)\n" }.joined()), "the file's script, step for step")
        #expect(found["line"] as? Int == 12 && found["device"] is NSNull && (found["originalSteps"] as? Int ?? 0) > script.count)
        let run = try #require(found["run"] as? Int)
        let expectation = try #require((spec["expectations"] as? [[String: Any]])?.first)
        let breakTime = try #require(expectation["time"] as? String)
        #expect(breakTime != "0s" && (expectation["failures"] as? [[String: Any]])?.first?["message"] as? String != nil)

        #expect(found["file"] as? String == "./bar.counterexample.scroll.yaml", "where the counterexample was written")
        let heading = "the shortest script found (run \(run)): \(script.count) steps, shrunk from \(found["originalSteps"] as? Int ?? 0)"
            + ", written to ./bar.counterexample.scroll.yaml"
        let junit = try explored("junit")
        let scriptText = (["script:"] + script.map { "  - \($0)" }).joined(separator: "\n")
        #expect(junit.contains("\n\n\(heading):\n\(scriptText)</failure>"), "\(junit)")
        let trace = try #require(junit.components(separatedBy: "<system-out>").last?.components(separatedBy: "</system-out>").first)
        let lastTurn = try #require(trace.split(separator: "\n").last)
        #expect(lastTurn.hasPrefix("{&quot;t&quot;:&quot;\(breakTime)&quot;") && lastTurn.contains("title.position"), "the trace ends at the break: \(trace)")

        let tap = try explored("tap")
        #expect(tap.contains("      counterexample:\n        - \"\(heading):\"\n        - \"script:\"\n"), "\(tap)")
        let github = try explored("github")
        #expect(github.contains("at t=\(breakTime)%0A%0A\(heading):%0Ascript:%0A  - \(script[0])"), "\(github)")

        _ = try explored("html", ["--output", "report.html"])
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<details open><summary>\(heading)</summary><pre>script:\n  - "))
        #expect(html.contains("<figcaption>t=\(breakTime)</figcaption>"), "the screen at the break")
        #expect(html.contains("<summary>trace around the failure</summary>"))
    }

    @Test("a run stopped by a broken invariant keeps the trace up to its turn in JUnit and HTML")
    func stopExcerpt() throws {
        let folder = try barFolder("  - {title.alpha: {max: 0.5}}")
        let spec = try String(contentsOf: folder.appendingPathComponent("bar.scroll.yaml"), encoding: .utf8)
        try (spec + "\nscript:\n  - drag: {scrollView: text, by: 300}\n").write(to: folder.appendingPathComponent("bar.scroll.yaml"), atomically: true, encoding: .utf8)
        let junit = try scrollrun(["run", "bar.scroll.yaml", "--format", "junit"], in: folder)
        #expect(junit.status == 1, "\(junit.output)")
        let trace = try #require(junit.output.components(separatedBy: "<system-out>").last?.components(separatedBy: "</system-out>").first, "\(junit.output)")
        #expect(trace.split(separator: "\n").count > 1 && trace.split(separator: "\n").last?.contains("title.alpha") == true, "\(trace)")
        _ = try scrollrun(["run", "bar.scroll.yaml", "--format", "html", "--output", "report.html"], in: folder)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<summary>trace up to the stop</summary>"))
    }

    @Test("of a list of devices, the counterexample keeps the one the invariant broke on, and run fails the same way on it")
    func counterexampleDevice() throws {
        let folder = try temporaryFolder(["dev.scroll.yaml": twoDevicesSpec("  - {list.offset: {max: 0}, whenIdle: true}")])
        let explored = try scrollrun(["explore", "dev.scroll.yaml", "--runs", "30"], in: folder)
        #expect(explored.status == 1 && explored.output.contains("dev.scroll.yaml:9:5: error: [short] invariant broken"), "\(explored.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("dev.counterexample.scroll.yaml"), encoding: .utf8)
        #expect(text.contains("device 2 of the spec's list") && text.contains("\ndevice: {name: short, height: 568}\n"), "\(text)")
        let replayed = try scrollrun(["run", "dev.counterexample.scroll.yaml"], in: folder)
        #expect(replayed.status == 1 && replayed.output.contains("error: [short] invariant broken"), "\(replayed.output)")
    }

    @Test("--shard splits each spec's runs, not the files: the shards' runs and steps add up to the whole, and the help says so")
    func shardsSplitRuns() throws {
        let folder = try barFolder("  - {title.alpha: {min: 0, max: 1}}")
        func explored(_ arguments: [String]) throws -> (runs: Int, steps: Int) {
            let result = try scrollrun(["explore", "bar.scroll.yaml", "--runs", "7", "--format", "json"] + arguments, in: folder)
            #expect(result.status == 0, "\(result.output)")
            let report = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let spec = try #require((report["specs"] as? [[String: Any]])?.first)
            let counts = try #require(spec["explored"] as? [String: Any])
            return (try #require(counts["runs"] as? Int), try #require(counts["steps"] as? Int))
        }
        let whole = try explored([])
        let shards = try [explored(["--shard", "1/2"]), explored(["--shard", "2/2"])]
        #expect(whole.runs == 7)
        #expect(shards.map(\.runs) == [4, 3])
        #expect(shards[0].steps + shards[1].steps == whole.steps)
        let help = try scrollrun(["explore", "--help"], in: folder).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(explore: every Nth run of each spec)"))
        let none = try scrollrun(["explore", "bar.scroll.yaml", "--shard", "2/2", "--include-tags", "smoke"], in: folder)
        #expect(none.status == 64 && none.errors.contains(
            "no spec was selected (--include-tags smoke); check the tags, or pass --allow-empty to accept an empty selection"), "\(none.errors)")
    }

    @Test("every Example that declares invariants keeps them when explored, but the title broken on purpose, whose flicker is found")
    func examplesKeepTheirInvariants() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let files = try ["", "plugins/"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".scroll.yaml") }.map { "Examples/" + folder + $0 }
        }
        let explored = try files.sorted().filter { try String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8).contains("\ninvariants:\n") }
        #expect(explored.contains("Examples/tweetbot-undo.scroll.yaml") && explored.contains("Examples/bank-card.scroll.yaml"), "\(explored)")
        let counterexamples = try scratchFolder("counterexamples")
        for file in explored {
            let result = try scrollrun(["explore", file, "--runs", "40", "--counterexamples", counterexamples.path])
            if file.hasSuffix("jumpy-title.scroll.yaml") {
                #expect(result.status == 1 && result.output.contains("invariant broken: title.style changed 2 times within 300ms"), "\(result.output)")
            } else {
                #expect(result.status == 0 && !result.output.contains("warning"), "\(file): \(result.output)")
            }
        }
    }
}
