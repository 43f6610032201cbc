import ScrollDSL
internal import ScrollPlatform

/// What `explore` says while it works, on standard error: on a terminal a
/// line redrawn after each run (runs, steps, virtual time, violations so
/// far); elsewhere one quiet line per spec when it is done.
final class ExploreProgress {
    private let onTerminal = FileDescriptor.standardError.isTerminal
    private var lastDrawn = -1

    /// After each run.
    func update(_ result: ExplorationResult) {
        guard onTerminal, result.runs != lastDrawn else { return }
        lastDrawn = result.runs
        write("\r\u{1B}[K" + Self.line(result))
    }

    /// When a spec is done.
    func finish(_ result: ExplorationResult) {
        write((onTerminal ? "\r\u{1B}[K" : "") + Self.line(result) + "\n")
        lastDrawn = -1
    }

    /// A line of its own, such as where a counterexample was written.
    func note(_ text: String) {
        write(text + "\n")
    }

    private func write(_ text: String) {
        try? FileDescriptor.standardError.write(Array(text.utf8))
    }

    private static func line(_ result: ExplorationResult) -> String {
        let violations = result.counterexample == nil ? "no invariant broke" : "1 invariant broke"
        let runs = result.runs == 1 ? "1 run" : "\(result.runs) runs"
        return "explore \(result.file.visiblyEscaped): \(runs), \(result.steps) steps, \(result.virtualTime) of virtual time; \(violations)"
    }
}
