import Foundation
import Testing

/// A list under a header that slides away with it, and a drag.
private let slidingHeader = """
    scrollspec: 1
    name: Sliding header
    screens:
      - id: home
        scrollViews: [{id: list, contentHeight: 5000}]
        views: [{id: hero, height: 200}]
        behaviours:
          - headerCollapse: {scrollView: list, header: hero}
    script:
      - drag: {scrollView: list, by: 130, duration: 300ms}
      - wait: 500ms
      - expect: {hero.translation: -130}
    """

@Suite("scrollrun replay")
struct ReplayCommandTests {
    @Test("one self-contained page: nothing fetched, the run's values, steps and failures in it")
    func selfContained() throws {
        let folder = try temporaryFolder(["header.scroll.yaml": slidingHeader.replacingOccurrences(of: "translation: -130", with: "translation: -100")])
        let result = try scrollrun(["replay", "header.scroll.yaml", "--output", "replay.html"], in: folder)
        #expect(result.status == 1, "the run failed, as `run` says")
        #expect(result.output == "FAIL Sliding header: replayed 800ms of virtual time\nwrote replay.html\n")
        let html = try String(contentsOf: folder.appendingPathComponent("replay.html"), encoding: .utf8)
        for fetched in ["http:", "https:", "src=", "@import", "url("] {
            #expect(!html.contains(fetched), "the page fetches nothing: \(fetched)")
        }
        #expect(html.contains(#""path":"hero.translation""#))
        #expect(html.contains(#""label":"drag list 130""#))
        #expect(html.contains("expected hero.translation to be -100"))
    }

    @Test("a broken invariant is on the page where the run stopped, and a segment bar that slides is drawn where it is")
    func stopAndSlidingBar() throws {
        let broken = slidingHeader.replacingOccurrences(of: "script:", with: "invariants:\n  - {hero.translation: {min: -100}}\nscript:")
        let profile = try String(contentsOf: packageRoot.appendingPathComponent("Examples/profile-segments.scroll.yaml"), encoding: .utf8)
        let folder = try temporaryFolder(["header.scroll.yaml": broken, "profile.scroll.yaml": profile])
        let result = try scrollrun(["replay", "header.scroll.yaml", "--output", "replay.html"], in: folder)
        #expect(result.status == 1)
        let html = try String(contentsOf: folder.appendingPathComponent("replay.html"), encoding: .utf8)
        #expect(html.contains(#"{"t":0.2333,"message":"invariant broken: expected hero.translation to be in [-100, ∞], got -101.111 at t=233.333333ms"}"#))
        let segments = try scrollrun(["replay", "profile.scroll.yaml", "--output", "profile.html"], in: folder)
        #expect(segments.status == 0, "\(segments.errors)")
        let page = try String(contentsOf: folder.appendingPathComponent("profile.html"), encoding: .utf8)
        let bar = page.components(separatedBy: #""path":"segments.translation""#).dropFirst().first?.prefix { $0 != "}" } ?? ""
        #expect(bar.contains(#""v":[0,"#) && bar.contains(",-200"), "the bar slides up with the header: \(bar.prefix(300))")
    }

    @Test("replay says what run says: names escaped, INVALID and 2 for a broken limit, one path, and a page on standard output with no verdict in it")
    func saysWhatRunSays() throws {
        let forged = slidingHeader.replacingOccurrences(of: "name: Sliding header", with: "name: \"x\\n::stop-commands::t\\e[2J\"")
        let cross = """
            scrollplugin: 1
            name: cross
            summary: Each content change of one scroll view grows the other's inset.
            parameters:
              from: {type: scrollView}
              to: {type: scrollView}
            pipelines:
              - from: {contentChange: from}
                pipe: [map: "to.contentInset.top + 1"]
                to: {set: to.contentInset.top}
            """
        let limited = """
            scrollspec: 1
            name: Cross
            use: [cross.scrollplugin.yaml]
            screens:
              - id: home
                scrollViews: [{id: x, contentHeight: 3000}, {id: y, contentHeight: 3000}]
                behaviours: [{cross: {from: x, to: y}}, {cross: {from: y, to: x}}]
            script: [{set: {x.contentHeight: 4000}}]
            """
        let folder = try temporaryFolder([
            "forged.scroll.yaml": forged, "limited.scroll.yaml": limited, "cross.scrollplugin.yaml": cross, "header.scroll.yaml": slidingHeader,
        ])
        let named = try scrollrun(["replay", "forged.scroll.yaml", "--output", "forged.html"], in: folder)
        #expect(named.output == "PASS x\\n::stop-commands::t\\u{1B}[2J: replayed 800ms of virtual time\nwrote forged.html\n")
        let limit = try scrollrun(["replay", "limited.scroll.yaml", "--output", "limited.html"], in: folder)
        #expect(limit.status == 2, "\(limit.output)")
        #expect(limit.output.hasSuffix("INVALID Cross: replayed 0s of virtual time\nwrote limited.html\n"), "\(limit.output)")
        #expect(limit.output.contains("limited.scroll.yaml:7:19: error: behaviours answered each content change of `x` with another"), "\(limit.output)")
        let two = try scrollrun(["replay", "header.scroll.yaml", "forged.scroll.yaml", "--output", "two.html"], in: folder)
        #expect(two.status == 64)
        #expect(two.errors == "scrollrun: error: replay draws one spec, but 2 paths were given (header.scroll.yaml, forged.scroll.yaml); name one file\n")
        let piped = try scrollrun(["replay", "header.scroll.yaml", "--output", "/dev/stdout"], in: folder)
        #expect(piped.output.hasSuffix("</html>\n") || piped.output.hasSuffix("</html>"), "\(piped.output.suffix(80))")
        #expect(piped.errors.contains("PASS Sliding header: replayed 800ms of virtual time"))
    }

    @Test("an hour of motion stays small: values are sampled 30 times a second, not every frame")
    func hourStaysSmall() throws {
        let steps = (0..<1800).map { _ in "  - drag: {scrollView: list, by: 300, duration: 1s}\n  - drag: {scrollView: list, by: -300, duration: 1s}" }
        let spec = slidingHeader.components(separatedBy: "script:")[0] + "script:\n" + steps.joined(separator: "\n") + "\n"
        let folder = try temporaryFolder(["hour.scroll.yaml": spec])
        let result = try scrollrun(["replay", "hour.scroll.yaml", "--output", "replay.html"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("replay.html").path)[.size] as? Int ?? 0
        #expect(size < 4_000_000, "\(size) bytes for an hour of 120 Hz frames")
        #expect(size > 1_000_000, "\(size) bytes: every 30th of a second is there")
    }

    @Test("rendered in headless Chromium, the header and the list sit where the trace says", .enabled(if: HeadlessBrowser.path != nil || ProcessInfo.processInfo.environment["CI"] != nil))
    func rendered() throws {
        let browser = try #require(HeadlessBrowser.path, "CI installs chromium (.ci/run)")
        let folder = try temporaryFolder(["header.scroll.yaml": slidingHeader])
        #expect(try scrollrun(["run", "header.scroll.yaml", "--trace", "trace.jsonl"], in: folder).status == 0)
        #expect(try scrollrun(["replay", "header.scroll.yaml", "--output", "replay.html"], in: folder).status == 0)
        let trace = try String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)
        let pad = 24, column = 24 + 300
        for time in [0.0, 0.15, 0.6] {
            let translation = try #require(value("hero.translation", before: time, in: trace))
            let offset = try #require(value("list.offset", before: time, in: trace))
            let png = folder.appendingPathComponent("at-\(time).png").path
            _ = try runProgram(URL(fileURLWithPath: browser), HeadlessBrowser.flags + ["--window-size=460,960", "--screenshot=" + png, "file://\(folder.path)/replay.html#t=\(time)"])
            // The header is the first colour of the palette, below the status bar.
            let header = try PNGProbe.rows(png, column: column, near: "e4572e")
            let bottom = Double(try #require(header.last) - pad + 1)
            #expect(abs(bottom - (200 + translation)) <= 1, "at t=\(time) the header ends at \(bottom), the trace says \(200 + translation)")
            // The list's content stripe for y 300–400 (the darker one) sits at 300 - offset.
            let stripe = try PNGProbe.rows(png, column: column, near: "dfe6ea").filter { Double($0 - pad) >= bottom }
            let top = Double(try #require(stripe.first(where: { abs(Double($0 - pad) - (300 - offset)) <= 1 })) - pad)
            #expect(abs(top - (300 - offset)) <= 1, "at t=\(time) the 300 pt stripe starts at \(top), the trace says \(300 - offset)")
        }
    }

    @Test("the html report shows the screen at a failure and the three tenths of a second before it, without a script")
    func framesInTheReport() throws {
        let failing = slidingHeader.replacingOccurrences(of: "translation: -130", with: "translation: -120")
        let folder = try temporaryFolder(["header.scroll.yaml": failing, "other.scroll.yaml": slidingHeader])
        #expect(try scrollrun(["run", ".", "--format", "html", "--output", "report.html"], in: folder).status == 1)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(!html.contains("<script"))
        #expect(html.components(separatedBy: "<div class=\"frames\">").count == 2, "frames for the one failure; none for the passing spec")
        #expect(html.components(separatedBy: "<figure><svg").count == 5)
        for caption in ["t=500ms", "t=600ms", "t=700ms", "t=800ms"] {
            #expect(html.contains("<figcaption>\(caption)</figcaption>"), "\(caption)")
        }
        #expect(html.contains(##"<rect x="0" y="-130" width="393" height="200" fill="#e4572e"/>"##), "the header where the run left it")
    }

    /// The last value a JSON-lines trace gives `path` at or before `time` (seconds).
    private func value(_ path: String, before time: Double, in trace: String) -> Double? {
        var found: Double?
        for line in trace.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let nanoseconds = object["ns"] as? Int, Double(nanoseconds) / 1e9 <= time,
                  let changes = object["changes"] as? [String: Any], let number = changes[path] as? Double else { continue }
            found = number
        }
        return found
    }
}
