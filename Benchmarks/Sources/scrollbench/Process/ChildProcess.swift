import Foundation

/// Runs a program and returns its standard output and exit status.
enum ChildProcess {
    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, "")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs a program with its output discarded and waits for it: the wall time
    /// of this is the program's own start-up and work (no Foundation in between).
    static func spawnAndWait(_ executable: String, _ arguments: [String]) -> Int32 {
        spawnMeasured(executable, arguments).status
    }

    /// Runs a program with its output discarded, and returns its exit status
    /// and its own peak resident memory in bytes.
    ///
    /// Linux keeps a process's `ru_maxrss` across `exec`, and `posix_spawn`
    /// starts the child in the parent's memory, so a child of this large
    /// process would report this process's peak. A fresh, small copy of
    /// scrollbench (`--measure-peak`) spawns the program and reports it.
    static func peakOfFreshProcess(_ executable: String, _ arguments: [String]) -> (status: Int32, peakBytes: Int) {
        let report = run(CommandLine.arguments[0], ["--measure-peak", executable] + arguments).output.split(separator: " ")
        guard report.count == 2, let status = Int32(report[0]), let peak = Int(report[1].trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return (-1, 0)
        }
        return (status, peak)
    }

    /// Runs a program with its output discarded, and returns its exit status
    /// and its peak resident memory in bytes (`ru_maxrss`), which counts this
    /// process's peak as well when that is higher (see `peakOfFreshProcess`).
    static func spawnMeasured(_ executable: String, _ arguments: [String]) -> (status: Int32, peakBytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (-1, 0) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        return (status, usage.ru_maxrss * 1024)
    }

    /// This process's peak resident memory, in bytes (`VmHWM`).
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return kilobytes * 1024
    }
}
