import Foundation
import Testing
import TestSupport

/// 40 specs that each move a finger slowly through an hour of virtual time, so
/// every frame runs (idle time and a finger held still are skipped, a moving finger is not).
private func slowFolder() throws -> URL {
    var files: [String: String] = [:]
    for index in 0..<40 {
        files[String(format: "slow%02d.scroll.yaml", index)] = """
            scrollspec: 1
            name: Slow \(index)
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script: [{touchDown: {scrollView: list}}, {moveBy: {by: 2000, duration: 3590s}}, {expect: {list.phase: tracking}}, {lift: {scrollView: list}}]
            """
    }
    return try temporaryFolder(files)
}

@Suite("Limits and interruption")
struct LimitsAndInterruptionTests {
    @Test("a script sure to pass --max-time is invalid at the step that passes it")
    func maxTime() throws {
        let folder = try temporaryFolder(["long.scroll.yaml": listSpec(name: "Long", script: "[{wait: 100s}, {wait: 100s}]")])
        let tight = try scrollrun(["long.scroll.yaml", "--max-time", "150s"], in: folder)
        #expect(tight.status == 2)
        #expect(tight.output.hasPrefix("long.scroll.yaml:4:25: error: the script reaches t=200s here, past the time limit of 150s (raise it with --max-time)"))
        #expect(try scrollrun(["long.scroll.yaml", "--max-time", "200s"], in: folder).status == 0)
        for refused in ["soon", "-5s"] {
            let result = try scrollrun(["long.scroll.yaml", "--max-time", refused], in: folder)
            #expect(result.status == 64 && result.errors.contains("The value '\(refused)' is invalid for '--max-time <duration>'"), "\(result.errors)")
        }
    }

    @Test("a run that reaches the limit while waiting is invalid (exit 2), at its step")
    func runtimeLimit() throws {
        let folder = try temporaryFolder(["idle.scroll.yaml": """
            scrollspec: 1
            name: Never idle
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script: [{fling: {scrollView: list, velocity: 3000}}, {waitForIdle: {timeout: 100s}}]
            """])
        let result = try scrollrun(["idle.scroll.yaml", "--max-time", "1s"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("idle.scroll.yaml:4:56: error: the run reached its time limit of 1s of virtual time (raise it with --max-time)"))
        #expect(result.output.hasSuffix("1 spec: 0 passed, 0 failed, 1 invalid (0 expectations, 0 failed)\n"))
    }

    @Test("SIGINT, SIGTERM, SIGHUP and SIGXCPU stop cleanly: 128 + the signal, how far it got, no report file", arguments: [
        (Int32(2), Int32(130), "SIGINT"), (Int32(15), Int32(143), "SIGTERM"), (Int32(1), Int32(129), "SIGHUP"), (Int32(24), Int32(152), "SIGXCPU"),
    ])
    func interruption(signal: Int32, status: Int32, name: String) throws {
        let folder = try slowFolder()
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("scrollrun")
        process.arguments = ["run", ".", "--format", "junit", "--output", "report.xml"]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.0)
        kill(process.processIdentifier, signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(message.contains("scrollrun: error: interrupted by \(name) after "), "\(message)")
        #expect(message.contains(" of 40 specs; no report was written"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!files.contains("report.xml"))
        #expect(!files.contains { $0.hasPrefix(".") }, "no temporary file is left")
    }

    @Test("an interrupt is honoured inside one long step, not when it ends")
    func interruptInsideStep() throws {
        let folder = try temporaryFolder(["long.scroll.yaml": """
            scrollspec: 1
            name: Long step
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            script: [{touchDown: {scrollView: list}}, {moveBy: {by: 2000, duration: 1000000s}}, {lift: {scrollView: list}}]
            """])
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("scrollrun")
        process.arguments = ["run", "long.scroll.yaml", "--max-time", "1000001s", "--trace", "trace.jsonl"]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        let sent = Date()
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // With a finger moving every frame runs, so the step alone takes minutes
        // of CPU time; stopping
        // inside it takes milliseconds. A generous bound keeps a loaded CI
        // machine from failing the test.
        #expect(Date().timeIntervalSince(sent) < 5)
        #expect(process.terminationStatus == 130)
        #expect(message == "scrollrun: error: interrupted by SIGINT after 0 of 1 specs; no report was written\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["long.scroll.yaml"], "the trace's temporary file is removed and no trace lands")
    }

    /// Starts scrollrun with `arguments` in `folder`, sends SIGINT after `delay` (or, given `blockedIn`,
    /// once it sleeps in that kernel function); returns its status, standard error and standard output.
    private func interrupted(
        _ arguments: [String], in folder: URL, input: Pipe? = nil, after delay: TimeInterval = 0.7, blockedIn kernelFunction: String? = nil,
        busyFor processorSeconds: Double? = nil
    ) throws -> (Int32, String, output: String) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("scrollrun")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        if let input { process.standardInput = input }
        try process.run()
        if !waitUntil(process.processIdentifier, sleepsIn: kernelFunction), !waitUntil(process.processIdentifier, hasWorked: processorSeconds) {
            Thread.sleep(forTimeInterval: delay)
        }
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message, printed)
    }

    /// Waits, up to a minute, until `pid` sleeps in `kernelFunction`, as Linux shows in `/proc` (a slow
    /// start-up, as under a sanitizer on a busy machine, outlasts any fixed delay); `false` when no
    /// function is given or `/proc` does not show it.
    private func waitUntil(_ pid: Int32, sleepsIn kernelFunction: String?) -> Bool {
        let wchan = "/proc/\(pid)/wchan"
        guard let kernelFunction, FileManager.default.fileExists(atPath: wchan) else { return false }
        for _ in 0..<6000 {
            if (try? String(contentsOfFile: wchan, encoding: .utf8))?.hasSuffix(kernelFunction) == true { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Waits, up to a minute, until `pid` has used `processorSeconds` of processor time, as Linux
    /// shows in `/proc` (its start-up done, however slow the machine or the sanitizer makes it);
    /// `false` when no time is given or `/proc` does not show it.
    private func waitUntil(_ pid: Int32, hasWorked processorSeconds: Double?) -> Bool {
        let stat = "/proc/\(pid)/stat"
        guard let processorSeconds, FileManager.default.fileExists(atPath: stat) else { return false }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        for _ in 0..<6000 {
            // Fields 14 and 15 (after the command in parentheses): user and system time, in ticks.
            let fields = (try? String(contentsOfFile: stat, encoding: .utf8))?.split(separator: ")").last?.split(separator: " ") ?? []
            if fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]), (user + system) / ticksPerSecond >= processorSeconds { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    @Test("SIGINT while waiting for a FIFO's reader, or while reading `-`, is the interrupt (130), not a failed write or an invalid spec")
    func interruptWhileBlocked() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        let fifo = folder.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let (status, message, _) = try interrupted(["run", "a.scroll.yaml", "--format", "json", "--output", fifo], in: folder, blockedIn: "wait_for_partner")
        #expect(status == 130)
        #expect(message == "scrollrun: error: interrupted by SIGINT while writing the report\n")
        let input = Pipe()
        let (readStatus, readMessage, _) = try interrupted(["run", "-"], in: folder, input: input, blockedIn: "pipe_read")
        #expect(readStatus == 130)
        #expect(readMessage == "scrollrun: error: interrupted by SIGINT after 0 of 1 specs; no report was written\n")
        try input.fileHandleForWriting.close()
    }

    @Test("SIGINT stops explore: 130, the runs it played, no verdict, nothing written")
    func interruptExplore() throws {
        let folder = try temporaryFolder(["long.scroll.yaml": """
            scrollspec: 1
            name: Long exploration
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            invariants: [{list.offset: {min: -10000, max: 10000}}]
            """])
        let (status, message, output) = try interrupted(
            ["explore", "long.scroll.yaml", "--runs", "1000000", "--steps", "1000"], in: folder, after: 1.0)
        #expect(status == 130)
        #expect(output == "", "an exploration cut short has no verdict, and no spec line or summary")
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0].hasPrefix("explore long.scroll.yaml: ") && lines[0].hasSuffix("; interrupted before it finished, no verdict"), "\(message)")
        #expect(lines.dropFirst() == ["scrollrun: error: interrupted by SIGINT after 0 of 1 specs; no report was written", ""], "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.scroll.yaml"])
    }

    @Test("SIGINT stops plugins --check between plugins: 130, how far it got")
    func interruptCheck() throws {
        let fade = try String(contentsOf: packageRoot.appendingPathComponent("Examples/plugins/fadeTitle.scrollplugin.yaml"), encoding: .utf8)
        let files = (1...1000).map { ("p\($0).scrollplugin.yaml", fade.replacingOccurrences(of: "fadeTitle", with: "fade\($0)")) }
        let folder = try temporaryFolder(Dictionary(uniqueKeysWithValues: files))
        let (status, message, _) = try interrupted(["plugins", "--check", "."], in: folder, after: 0.5)
        #expect(status == 130)
        #expect(message.hasPrefix("scrollrun: error: interrupted by SIGINT after ") && message.hasSuffix(" of 1000 plugins\n"), "\(message)")
    }

    @Test("SIGINT during plugins --check's last plugin is honoured: 130, never a success a cancelled job would report")
    func interruptLastPlugin() throws {
        let slow = """
            scrollplugin: 1
            name: slow
            summary: Fades a title as a list scrolls.
            parameters:
              scrollView: {type: scrollView}
              title: {type: view}
            pipelines:
              - from: {offset: scrollView}
                pipe: [map: "clamp(scrollView.distanceFromTop / 100, 0, 1)"]
                to: {set: title.alpha}
            examples:
              - name: a finger moving for an hour
                spec:
                  scrollspec: 1
                  name: Slow
                  device: {frameRate: 240}
                  screens:
                    - id: s
                      scrollViews: [{id: list, contentHeight: 5000000}]
                      views: [{id: title}]
                      behaviours: [{slow: {scrollView: list, title: title}}]
                  script:
                    - touchDown: {scrollView: list}
                    - moveBy: {by: 1000000, duration: 3000s}
                    - lift
            """
        let folder = try temporaryFolder(["slow.scrollplugin.yaml": slow])
        // Once it has worked a second, loading is long done and the example (four seconds here) runs.
        let (status, message, _) = try interrupted(["plugins", "--check", "slow.scrollplugin.yaml"], in: folder, after: 0.4, busyFor: 1)
        #expect(status == 130)
        #expect(message == "scrollrun: error: interrupted by SIGINT after 1 of 1 plugins\n", "\(message)")
    }

    @Test("--max-time says why a value is refused: a bare number has no unit, a duration is not negative")
    func maxTimeReasons() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        for (value, reason) in [("3600", "a duration needs its unit: write 3600s for seconds or 3600ms for milliseconds"),
                                ("-5s", "a duration cannot be negative: write one such as 600s"),
                                ("soon", "write a duration as `300ms` or `1.5s`, such as 600s")] {
            let result = try scrollrun(["a.scroll.yaml", "--max-time", value], in: folder)
            #expect(result.status == 64)
            #expect(result.errors.hasPrefix("Error: The value '\(value)' is invalid for '--max-time <duration>': \(reason)\n"), "\(result.errors)")
        }
        #expect(try scrollrun(["a.scroll.yaml", "--max-time", "3600s"], in: folder).status == 0)
    }
}
