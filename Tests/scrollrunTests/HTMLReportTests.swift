import Foundation
import Testing

/// Headless Chromium and poppler's pdftotext, from Debian's packages. CI
/// installs both (`.ci/run`), and there the test must run; elsewhere it runs
/// when they are installed.
private let browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
private let canRender = (browser != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"))
    || ProcessInfo.processInfo.environment["CI"] != nil

/// Runs a program to its end; returns its standard output.
@discardableResult
private func run(_ program: String, _ arguments: [String]) throws -> String {
    let result = try runProgram(URL(fileURLWithPath: program), arguments)
    #expect(result.status == 0, "\(program) \(arguments)")
    return result.output
}

/// Counts the pixels of a PNG (8-bit RGB or RGBA, as Chromium writes) within 40 of `colour` on each channel.
private let countPixels = """
    import sys, zlib, struct
    data = open(sys.argv[1], 'rb').read()
    target = tuple(int(sys.argv[2][i:i + 2], 16) for i in (0, 2, 4))
    pos, idat, width, height, kind = 8, b'', 0, 0, 0
    while pos < len(data):
        length, name = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if name == b'IHDR': width, height, depth, kind = struct.unpack('>IIBB', body[:10])
        if name == b'IDAT': idat += body
        pos += 12 + length
    step = 4 if kind == 6 else 3
    raw, stride, previous, count, offset = zlib.decompress(idat), width * step, bytearray(width * step), 0, 0
    for _ in range(height):
        kind_of_filter, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride]); offset += 1 + stride
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if kind_of_filter == 1: line[i] = (line[i] + left) & 255
            elif kind_of_filter == 2: line[i] = (line[i] + up) & 255
            elif kind_of_filter == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                p = left + up - corner; pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        count += sum(1 for x in range(0, stride, step) if all(abs(line[x + c] - target[c]) <= 40 for c in range(3)))
        previous = line
    print(count)
    """

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
        #expect(html.components(separatedBy: "<svg").count == 2, "only the failed spec has a plot")
        #expect(html.contains("<summary>trace around the failure</summary>"))
    }

    @Test("rendered in headless Chromium, the failure text is visible and the plot has drawn lines", .enabled(if: canRender))
    func rendered() throws {
        let (folder, _) = try report()
        let browser = try #require(browser, "CI installs chromium (.ci/run)")
        let page = "file://" + folder.appendingPathComponent("report.html").path
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
        try run(browser, flags + ["--print-to-pdf=" + folder.appendingPathComponent("report.pdf").path, "--no-pdf-header-footer", page])
        let text = try run("/usr/bin/pdftotext", ["-layout", folder.appendingPathComponent("report.pdf").path, "-"])
        for visible in ["scrollrun report", "3 specs: 1 passed, 1 failed, 1 invalid", "expected list.offset to be 90 ±0.5, got", "FAILED", "Failing list"] {
            #expect(text.contains(visible), "\(visible) is not visible in:\n\(text)")
        }
        let png = folder.appendingPathComponent("report.png").path
        try run(browser, flags + ["--window-size=1200,2400", "--screenshot=" + png, page])
        let linePixels = Int(try run("/usr/bin/env", ["python3", "-c", countPixels, png, "1f77b4"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(linePixels > 300, "the plot's blue offset line should be drawn; found \(linePixels) pixels")
    }
}
