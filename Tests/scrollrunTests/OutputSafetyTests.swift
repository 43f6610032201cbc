import Foundation
import Testing

/// Runs scrollrun with SIGPIPE ignored (as CI runners and many shells leave
/// it) and standard output a pipe whose reader has gone.
func runWithBrokenStandardOutput(_ arguments: [String], in directory: URL) throws -> Invocation {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", productsDirectory.appendingPathComponent("scrollrun").path] + arguments
    process.currentDirectoryURL = directory
    process.environment = childEnvironment(["NO_COLOR": "1"])
    let output = Pipe()
    try output.fileHandleForReading.close()
    process.standardOutput = output.fileHandleForWriting
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    try output.fileHandleForWriting.close()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Invocation(status: process.terminationStatus, output: "", errors: String(decoding: errorData, as: UTF8.self))
}

/// Whether `path` is a FIFO.
func isFIFO(_ path: URL) -> Bool {
    guard let process = try? Process.run(URL(fileURLWithPath: "/usr/bin/test"), arguments: ["-p", path.path]) else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// Makes a FIFO at `path`.
func makeFIFO(_ path: URL) throws {
    let process = try Process.run(URL(fileURLWithPath: "/usr/bin/mkfifo"), arguments: [path.path])
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
}

@Suite("Outputs never destroy files; every write is checked")
struct OutputSafetyTests {
    @Test("an output through a symbolic link writes the link's target and keeps the link")
    func symbolicLink() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec, "reports/keep": ""])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("report.xml").path, withDestinationPath: "reports/real.xml")
        let result = try scrollrun(["run", "a.scroll.yaml", "--format", "junit", "--output", "report.xml"], in: folder)
        #expect(result.status == 0)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("report.xml").path)
        #expect(link == "reports/real.xml")
        let written = try String(contentsOf: folder.appendingPathComponent("reports/real.xml"), encoding: .utf8)
        #expect(written.hasPrefix("<?xml"))
    }

    @Test("a counterexample's name that is a symbolic link (a pull request can add one) is refused, not followed: status 74, the link and what it leads to unchanged", arguments: [
        "../secret.txt", "../new.txt",
    ])
    func counterexampleThroughALink(target: String) throws {
        let folder = try temporaryFolder(["specs/chat.scroll.yaml": chatBrokenAtStart, "secret.txt": "keep me\n"])
        let link = folder.appendingPathComponent("specs/chat.counterexample.scroll.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try scrollrun(["explore", "specs/chat.scroll.yaml"], in: folder)
        #expect(result.status == 74, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("cannot write the counterexample to specs/chat.counterexample.scroll.yaml: it is a symbolic link, and scrollrun writes a file it names itself only as a regular file, never through a link; remove it"), "\(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOf: folder.appendingPathComponent("secret.txt"), encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.txt").path), "a dangling link creates nothing")
    }

    @Test("an output that is a FIFO is written directly and stays a FIFO")
    func fifoOutput() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        let fifo = folder.appendingPathComponent("report.fifo")
        try makeFIFO(fifo)
        nonisolated(unsafe) var received = Data()
        // The semaphore, not the thread's state, makes what the reader read visible here.
        let readAll = DispatchSemaphore(value: 0)
        Thread {
            received = FileHandle(forReadingAtPath: fifo.path)!.readDataToEndOfFile()
            readAll.signal()
        }.start()
        let result = try scrollrun(["run", "a.scroll.yaml", "--format", "json", "--output", "report.fifo"], in: folder)
        readAll.wait()
        #expect(result.status == 0)
        #expect(String(decoding: received, as: UTF8.self).contains("\"status\":\"passed\""))
        #expect(isFIFO(fifo))
    }

    @Test("an output that is an input, or another output, is a usage error and nothing is written", arguments: [
        ["--output", "a.scroll.yaml"], ["--trace", "a.scroll.yaml"], ["--plot", "a.scroll.yaml"],
        ["--output", "same.txt", "--trace", "same.txt"], ["--trace", "link.yaml"], ["--output", ""],
    ])
    func outputIsInput(options: [String]) throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.yaml").path, withDestinationPath: "a.scroll.yaml")
        let result = try scrollrun(["run", "a.scroll.yaml"] + options, in: folder)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("writing it would destroy the spec") || result.errors.contains("give each output its own file")
            || result.errors.contains("--output : an empty path names no file"), "\(result.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("a.scroll.yaml"), encoding: .utf8) == passingSpec)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("same.txt").path))
    }

    @Test("an output naming a plugin file the run reads, or any spec or plugin file, is a usage error and nothing is replaced", arguments: [
        ["--output", "fade.scrollplugin.yaml"], ["--trace", "plugins/fade.scrollplugin.yaml"], ["--plot", "other.scroll.yml"],
        ["--output", "link.txt"],
    ])
    func outputIsPlugin(options: [String]) throws {
        let plugin = "scrollplugin: 1\nname: fade\nsummary: S.\nparameters: {scrollView: {type: scrollView}}\npipelines: [{from: {offset: scrollView}, to: {log: value}}]\n"
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec, "fade.scrollplugin.yaml": plugin, "plugins/fade.scrollplugin.yaml": plugin])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "fade.scrollplugin.yaml")
        let result = try scrollrun(["run", "a.scroll.yaml", "--plugins", "plugins"] + options, in: folder)
        #expect(result.status == 64)
        #expect(result.errors.contains("would replace a spec or plugin file; outputs never do: name another file"), "\(result.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("fade.scrollplugin.yaml"), encoding: .utf8) == plugin)
        #expect(try String(contentsOf: folder.appendingPathComponent("plugins/fade.scrollplugin.yaml"), encoding: .utf8) == plugin)
    }

    @Test("a standard output whose reader has gone ends with one line on stderr and status 74")
    func brokenStandardOutput() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        let result = try runWithBrokenStandardOutput(["run", "a.scroll.yaml"], in: folder)
        #expect(result.status == 74)
        #expect(result.errors == "scrollrun: error: cannot write the report to standard output: Broken pipe\n")
    }

    @Test("a trace into a pipe whose reader has gone ends with status 74, not 0; /dev/fd paths are written, not replaced")
    func brokenTrace() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        // The pipe's read end is closed before scrollrun starts, so every write
        // fails (SIGPIPE ignored, as CI runners often leave it): no race.
        let launcher = """
            import os, signal, subprocess, sys
            read, write = os.pipe()
            os.close(read)
            child = subprocess.run([sys.argv[1], "run", "a.scroll.yaml", "--trace", f"/dev/fd/{write}"], pass_fds=(write,),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=lambda: signal.signal(signal.SIGPIPE, signal.SIG_IGN))
            sys.stderr.write(child.stderr.decode())
            sys.exit(child.returncode)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", launcher, productsDirectory.appendingPathComponent("scrollrun").path]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message.hasPrefix("scrollrun: error: cannot write the trace to /dev/fd/"))
        #expect(message.hasSuffix(": Broken pipe\n"))
    }

    @Test("an input that is a FIFO is a positioned error at once, not a block")
    func fifoInput() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        try makeFIFO(folder.appendingPathComponent("b.scroll.yaml"))
        let result = try scrollrun(["validate", "."], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("./b.scroll.yaml:1:1: error: cannot read the file: it is a FIFO, not a regular file"))
    }

    @Test("a link named like a spec or a plugin file is followed only to one (a pull request could add one leading to a secret): refused unread, nothing of the file shown")
    func linkToAnotherKindOfFile() throws {
        let spec = "scrollspec: 1\nname: U\nuse: [p.scrollplugin.yaml]\nscreens: [{id: s, scrollViews: [{id: l, contentHeight: 3000}]}]\n"
        let folder = try temporaryFolder(["specs/a.scroll.yaml": passingSpec, "specs/use.scroll.yaml": spec, "secret.txt": "token: hunter2\n"])
        let links = ["specs/shared.scroll.yaml": "a.scroll.yaml", "specs/evil.scroll.yaml": "../secret.txt", "specs/p.scrollplugin.yaml": "../secret.txt"]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let result = try scrollrun(["run", "specs", "--format", "json"], in: folder)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        // The link's target by its full path, which a macOS temporary folder spells with /private first.
        for (noun, kind, suffix) in [("file", "a spec", ".scroll.yaml"), ("plugin file", "a plugin file", ".scrollplugin.yaml")] {
            let message = try #require(result.output.firstRange(of: "\"message\":\"cannot read the \(noun): it is a symbolic link to /"), "\(result.output)")
            let rest = result.output[message.upperBound...].prefix { $0 != "\"" }
            #expect(rest.hasSuffix("/secret.txt, a file not named *\(suffix); a link named like \(kind) is followed only to \(kind)"), "\(rest)")
        }
        #expect(!result.output.contains("token") && !result.output.contains("hunter2"), "\(result.output)")
        #expect(result.output.contains(#""file":"specs/shared.scroll.yaml","name":"Passing","status":"passed""#), "a link to a spec is followed: \(result.output)")
        let named = try scrollrun(["validate", "../secret.txt"], in: folder.appendingPathComponent("specs"))
        #expect(named.output.contains("../secret.txt:1:1: error: unknown key `token`"), "a file the command line names is read as it is named: \(named.output)")
    }

    @Test("a sub-directory path longer than PATH_MAX is skipped with a warning; the rest still runs")
    func longPath() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        let component = String(repeating: "d", count: 200)
        let make = try Process.run(URL(fileURLWithPath: "/bin/bash"), arguments: [
            "-c", "cd \"$0\" && for i in $(seq 1 25); do mkdir \(component) && cd \(component); done", folder.path,
        ])
        make.waitUntilExit()
        // Removing a tree deeper than PATH_MAX takes rm, which works down it by relative paths.
        defer { try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.appendingPathComponent(component).path]).waitUntilExit() }
        #expect(make.terminationStatus == 0)
        let result = try scrollrun(["run", "."], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("PASS ./a.scroll.yaml"))
        #expect(result.errors.contains("scrollrun: warning: skipped ./\(component)/"))
        #expect(result.errors.contains("the path is longer than the system's limit"))
    }

    @Test("spec content cannot forge report lines or send terminal escapes")
    func escaping() throws {
        let forgedKey = """
            scrollspec: 1
            name: Bad key
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
            "x\\ny.scroll.yaml:9:9: error: forged\\e[31m": 1
            """
        let forgedName = passingSpec.replacingOccurrences(of: "name: Passing", with: "name: \"Forged\\nz.scroll.yaml:1:1: error: forged\\e[31m\"")
        let folder = try temporaryFolder(["f.scroll.yaml": forgedKey, "g.scroll.yaml": forgedName])
        for format in ["text", "github"] {
            let result = try scrollrun(["run", ".", "--format", format], in: folder)
            let lines = result.output.split(separator: "\n")
            #expect(!result.output.contains("\u{1B}"))
            #expect(!lines.contains { $0.hasPrefix("y.scroll.yaml") || $0.hasPrefix("z.scroll.yaml") })
            #expect(result.output.contains("x\\ny.scroll.yaml:9:9: error: forged\\u{1B}[31m"))
        }
        let text = try scrollrun(["run", "."], in: folder)
        #expect(text.output.contains("PASS ./g.scroll.yaml (Forged\\nz.scroll.yaml:1:1: error: forged\\u{1B}[31m)"))
    }

    @Test("a spec file named like a workflow command starts no line of a report, under GitHub Actions too")
    func workflowCommandName() throws {
        let name = "::stop-commands::token.scroll.yaml"
        let folder = try temporaryFolder([name: "scrollspec: 1\nname: X\nscreens: [{id: a, scrollViews: [{id: l}]}]\n"])
        let result = try scrollrun(["validate", name], environment: ["NO_COLOR": "1", "GITHUB_ACTIONS": "true"], in: folder)
        let lines = result.output.split(separator: "\n")
        #expect(result.status == 2)
        #expect(lines.first == "./::stop-commands::token.scroll.yaml:3:33: error: a scroll view needs `contentHeight`")
        #expect(!lines.contains { $0.hasPrefix("::stop-commands") })
        #expect(lines.contains { $0.hasPrefix("::error file=%3A%3Astop-commands%3A%3Atoken.scroll.yaml,line=3,col=33") })
    }

    /// Runs `script` in bash in `folder`, with `$SCROLLRUN` the binary; returns what it printed.
    private func shell(_ script: String, in folder: URL) throws -> String {
        let environment = ["SCROLLRUN": productsDirectory.appendingPathComponent("scrollrun").path, "NO_COLOR": "1"]
        return try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: environment, in: folder).output
    }

    @Test("a temporary file a killed run left (same PID again, as in a container) is passed by, not an error")
    func staleTemporary() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        let printed = try shell(#"bash -c 'touch .r.json.scrollrun-$$; exec "$SCROLLRUN" a.scroll.yaml --format json --output r.json'; echo "status $?""#, in: folder)
        #expect(printed.hasSuffix("status 0\n"), "\(printed)")
        #expect(try String(contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8).hasPrefix(#"{"version":1"#))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".scrollrun-") }
        #expect(left.count == 1, "only the stale file stays: \(left)")
    }

    @Test("a pipe whose reader has gone ends with status 74, not a death by SIGPIPE, whatever the parent did with the signal")
    func brokenPipeFromShell() throws {
        let folder = try temporaryFolder(Dictionary(uniqueKeysWithValues: (1...40).map { ("s\($0).scroll.yaml", passingSpec) }))
        // Python's subprocess gives the child SIGPIPE's default action, as a shell started from a terminal does.
        let python = "import os, subprocess; p = subprocess.Popen([os.environ['SCROLLRUN'], '.', '.', '.', '.'], stdout=subprocess.PIPE, "
            + "stderr=subprocess.DEVNULL, restore_signals=True); p.stdout.read(1); p.stdout.close(); print('status', p.wait())"
        let printed = try shell("python3 -c \"\(python)\"", in: folder)
        #expect(printed == "status 74\n")
    }

    @Test("--output /dev/stdout into a CI log file writes through standard output: the log keeps what is before and after, the summary goes to standard error; /dev/stdin is refused")
    func standardOutputIntoAFile() throws {
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec])
        _ = try shell(#"{ echo before; "$SCROLLRUN" a.scroll.yaml --format json --output /dev/stdout 2> summary.txt; echo after; } > log.txt"#, in: folder)
        let log = try String(contentsOf: folder.appendingPathComponent("log.txt"), encoding: .utf8).split(separator: "\n")
        #expect(log.first == "before" && log.last == "after", "\(log)")
        #expect(log.count == 3 && log[1].hasPrefix(#"{"version":1"#), "the report alone, with no summary after it")
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.txt"), encoding: .utf8)
        #expect(summary == "1 spec: 1 passed, 0 failed, 0 invalid (1 expectation, 0 failed)\n", "\(summary)")
        let printed = try shell(#""$SCROLLRUN" - --output /dev/stdin < a.scroll.yaml; echo "status $?""#, in: folder)
        #expect(printed == "status 64\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("a.scroll.yaml"), encoding: .utf8) == passingSpec)
    }

    @Test("long names: an --output of 250 bytes is written (its temporary file's name is cut); a spec of 240 bytes gets its counterexample under a cut name, and its report")
    func longNames() throws {
        let long = String(repeating: "a", count: 240)
        let chat = "scrollspec: 1\nname: Chat\nscreens: [{id: c, scrollViews: [{id: m, contentHeight: 4000, initialOffset: bottom}]}]\ninvariants: [{m.offset: {max: 700}}]\n"
        let folder = try temporaryFolder(["a.scroll.yaml": passingSpec, long + ".scroll.yaml": chat])
        let output = String(repeating: "r", count: 245) + ".json"
        let run = try scrollrun(["run", "a.scroll.yaml", "--format", "json", "--output", output], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
        let explored = try scrollrun(["explore", long + ".scroll.yaml", "--runs", "20"], in: folder)
        #expect(explored.status == 1, "\(explored.errors)")
        let cut = String(repeating: "a", count: 255 - ".counterexample.scroll.yaml".utf8.count) + ".counterexample.scroll.yaml"
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(cut).path), "\((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])")
        #expect(explored.output.contains("1 spec: 0 passed, 1 failed, 0 invalid"), "\(explored.output)")
    }
}
