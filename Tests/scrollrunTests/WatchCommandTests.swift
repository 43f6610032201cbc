import Foundation
import Testing

@Suite("--watch")
struct WatchCommandTests {
    /// The spec and the plugin file it uses, from Examples/plugins.
    private func example(_ name: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Examples/plugins/\(name)"), encoding: .utf8)
    }

    /// Waits until `file` holds `count` lines containing `text`, for at most 60 s.
    private func waitFor(_ count: Int, _ text: String, in file: URL) throws -> String {
        for _ in 0..<600 {
            let content = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if content.components(separatedBy: text).count - 1 >= count { return content }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("`\(text)` was not written \(count) times to \(file.lastPathComponent)")
        return ""
    }

    /// `scrollrun run --watch .` started in `folder`, writing to `out.txt` and `err.txt` there.
    private func watching(_ folder: URL) throws -> (process: Process, output: URL, errors: URL) {
        let output = folder.appendingPathComponent("out.txt")
        let errors = folder.appendingPathComponent("err.txt")
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("scrollrun")
        process.arguments = ["run", "--watch", "."]
        process.currentDirectoryURL = folder
        process.environment = childEnvironment(["NO_COLOR": "1"])
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    @Test("runs again when the spec or a plugin file it uses changes, and stops at Ctrl-C with the last run's status")
    func rerunsOnChange() throws {
        let spec = try example("reading-progress.scroll.yaml")
        let folder = try temporaryFolder([
            "reading-progress.scroll.yaml": spec,
            "scrollProgress.scrollplugin.yaml": try example("scrollProgress.scrollplugin.yaml"),
            "notes.txt": "not watched",
        ])
        let (process, output, errors) = try watching(folder)
        _ = try waitFor(1, "watching 3 files", in: errors)
        try "not watched either".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let plugin = folder.appendingPathComponent("scrollProgress.scrollplugin.yaml")
        try (try String(contentsOf: plugin, encoding: .utf8) + "# saved again\n").write(to: plugin, atomically: true, encoding: .utf8)
        _ = try waitFor(2, "watching", in: errors)
        let broken = spec.replacingOccurrences(of: "progressBar.progress: 1,", with: "progressBar.progress: 0.9,")
        #expect(broken != spec)
        try broken.write(to: folder.appendingPathComponent("reading-progress.scroll.yaml"), atomically: true, encoding: .utf8)
        let report = try waitFor(1, "FAIL", in: output)
        _ = try waitFor(3, "watching", in: errors)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "the last run failed")
        #expect(report.components(separatedBy: "PASS ./reading-progress.scroll.yaml").count - 1 == 2, "the start, then the plugin file's change; notes.txt is not watched: \(report)")
        #expect(report.contains("error: expected progressBar.progress to be 0.9"))
        #expect(!report.contains("\u{1B}[2J"), "the screen is cleared only on a terminal")
    }

    @Test("a spec added to a searched sub-directory is run, as one added at the top is")
    func seesNewSpecInSubdirectory() throws {
        let spec = "scrollspec: 1\nname: A\nscreens: [{id: s, scrollViews: [{id: l, contentHeight: 3000}]}]\n"
        let folder = try temporaryFolder(["sub/a.scroll.yaml": spec])
        let (process, output, errors) = try watching(folder)
        _ = try waitFor(1, "watching", in: errors)
        // A second on, so that the sub-directory's modification time moves on however coarse it is.
        Thread.sleep(forTimeInterval: 1.1)
        try spec.replacingOccurrences(of: "name: A", with: "name: B").write(to: folder.appendingPathComponent("sub/b.scroll.yaml"), atomically: false, encoding: .utf8)
        let report = try waitFor(1, "PASS ./sub/b.scroll.yaml", in: output)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(report.contains("2 specs: 2 passed"), "\(report)")
    }

    @Test("standard input cannot be watched: a usage error")
    func standardInput() throws {
        let result = try scrollrun(["validate", "--watch", "-"], input: "")
        #expect(result.status == 64)
        #expect(result.errors == "scrollrun: error: --watch watches files; standard input (-) cannot change\n")
    }
}
