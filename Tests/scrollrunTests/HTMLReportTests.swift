import Foundation
import Testing

/// Headless Chromium and poppler's pdftotext, from Debian's packages. CI
/// installs both (`.ci/run`), and there the test must run; elsewhere it runs
/// when they are installed.
private let canRender = (HeadlessBrowser.path != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"))
    || ProcessInfo.processInfo.environment["CI"] != nil

/// Runs a program to its end; returns its standard output.
@discardableResult
private func run(_ program: String, _ arguments: [String]) throws -> String {
    let result = try runProgram(URL(fileURLWithPath: program), arguments)
    #expect(result.status == 0, "\(program) \(arguments)")
    return result.output
}

@Suite("scrollrun --format html")
struct HTMLReportTests {
    private func report() throws -> (folder: URL, html: String) {
        let failing = """
            scrollspec: 1
            name: Failing list
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script:
              - drag: {scrollView: list, by: 500, duration: 400ms, release: 2000}
              - waitForIdle
              - expect: {list.offset: 90}
            """
        let folder = try temporaryFolder(["a-pass.scroll.yaml": passingSpec, "b-fail.scroll.yaml": failing, "c-bad.scroll.yaml": "scrollspec: 1\nname: Bad\nscreens: []\nscript: [{wiat: 1s}]\n"])
        let result = try scrollrun(["run", ".", "--format", "html", "--output", "report.html"], in: folder)
        #expect(result.status == 2)
        #expect(result.output == "3 specs: 1 passed, 1 failed, 1 invalid (2 expectations, 1 failed)\n")
        return (folder, try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8))
    }

    @Test("one self-contained page: no script, nothing fetched, every spec with its status, the failed one's plot inline")
    func selfContained() throws {
        let html = try report().html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("<link"))
        #expect(!html.contains("href=\"http"))
        for text in ["PASSED</span>", "FAILED</span>", "INVALID</span>", "./b-fail.scroll.yaml", "expected list.offset to be 90 ±0.5, got", "unknown step `wiat`; did you mean `wait`?"] {
            #expect(html.contains(text), "\(text)")
        }
        #expect(html.components(separatedBy: "<figure class=\"plot\">").count == 2, "only the failed spec has a plot")
        #expect(html.contains("<summary>trace around the failure</summary>"))
    }

    @Test("a spec of 5,000 failures and a canvas of 10^7 pt zoomed to 0.00001 give a bounded page: 200 failures shown, 10 drawn, the rest counted")
    func boundedPage() throws {
        let expectations = String(repeating: "  - expect: {canvas.offset: 12345}\n", count: 5000)
        let spec = """
            scrollspec: 1
            name: Many failures
            screens: [{id: s, scrollViews: [{id: canvas, axis: both, contentWidth: 10000000, contentHeight: 10000000, minimumZoomScale: 0.00001, maximumZoomScale: 2}]}]
            script:
              - zoomTo: {scrollView: canvas, scale: 0.00001}
              - drag: {scrollView: canvas, by: 100, duration: 300ms}

            """ + expectations
        let folder = try temporaryFolder(["many.scroll.yaml": spec])
        let result = try scrollrun(["run", "many.scroll.yaml", "--format", "html", "--output", "report.html"], in: folder)
        #expect(result.status == 1)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<div class=\"failure\">").count - 1 == 200)
        #expect(html.components(separatedBy: "<div class=\"frames\">").count - 1 == 10)
        #expect(html.contains("4800 more failed expectations are left out of this page; the text, JSON and JUnit reports list every one."))
        #expect(html.utf8.count < 3_000_000, "\(html.utf8.count) bytes")
    }

    @Test("rendered in headless Chromium, the failure text is visible and the plot has drawn lines", .enabled(if: canRender))
    func rendered() throws {
        let (folder, _) = try report()
        let browser = try #require(HeadlessBrowser.path, "CI installs chromium (.ci/run)")
        let page = "file://" + folder.appendingPathComponent("report.html").path
        try run(browser, HeadlessBrowser.flags + ["--print-to-pdf=" + folder.appendingPathComponent("report.pdf").path, "--no-pdf-header-footer", page])
        let text = try run("/usr/bin/pdftotext", ["-layout", folder.appendingPathComponent("report.pdf").path, "-"])
        for visible in ["scrollrun report", "3 specs: 1 passed, 1 failed, 1 invalid", "expected list.offset to be 90 ±0.5, got", "FAILED", "Failing list"] {
            #expect(text.contains(visible), "\(visible) is not visible in:\n\(text)")
        }
        let png = folder.appendingPathComponent("report.png").path
        try run(browser, HeadlessBrowser.flags + ["--window-size=1200,2400", "--screenshot=" + png, page])
        let linePixels = try PNGProbe.count(png, near: "1f77b4")
        #expect(linePixels > 300, "the plot's blue offset line should be drawn; found \(linePixels) pixels")
    }
}
