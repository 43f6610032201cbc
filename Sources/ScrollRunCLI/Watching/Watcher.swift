import ArgumentParser
import ScrollDSL
internal import ScrollPlatform

/// `--watch`: runs a command, then again each time one of its files changes,
/// until Ctrl-C. On a terminal each run starts on a cleared screen. A run that
/// fails (an expectation, an invalid spec, a missing file) is reported and the
/// watch goes on; the exit status is the last run's.
struct Watcher {
    let specPaths: [String]
    let pluginPaths: [String]

    /// How often the files are looked at.
    static let interval = 250

    /// Runs `command` now and after every change; returns when a stopping signal arrives.
    func watch(_ command: () throws -> Void) throws {
        guard !specPaths.contains("-") else {
            Console.reportError("--watch watches files; standard input (-) cannot change")
            throw ExitStatus.usage
        }
        let clears = FileDescriptor.standardOutput.isTerminal
        var status = ExitCode.success
        repeat {
            if clears { try? FileDescriptor.standardOutput.write(Array("\u{1B}[2J\u{1B}[H".utf8)) }
            status = Self.status(of: command)
            let files = WatchedFiles.list(specPaths: specPaths, pluginPaths: pluginPaths, plugins: ScrollRun.basePlugins)
            let before = FileStamps(files)
            Console.reportNote("watching \(before.count) files for changes; Ctrl-C stops")
            while Signals.received == nil, FileStamps(files) == before {
                pause(milliseconds: Self.interval)
            }
        } while Signals.received == nil
        throw status
    }

    /// The status `command` ends with, having reported what it reports.
    private static func status(of command: () throws -> Void) -> ExitCode {
        do {
            try command()
            return .success
        } catch let code as ExitCode {
            return code
        } catch {
            Console.reportError("\(error)")
            return ExitStatus.internalError
        }
    }
}
