import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// What `explore` says while it works, on standard error: on a terminal a
/// progress bar redrawn as the runs go (runs out of those planned,
/// violations so far, steps, virtual time); elsewhere one quiet line per spec
/// when it is done.
final class ExploreProgress {
    private let sink: any ByteSink
    private let onTerminal: Bool
    /// The hundredth of the planned runs last drawn: the bar is drawn at the
    /// first run and again at each hundredth, however many runs a spec has.
    private var lastDrawn = -1

    /// Progress on `sink`, standard error by default.
    init(on sink: any ByteSink = FileDescriptor.standardError) {
        self.sink = sink
        onTerminal = sink.isTerminal
    }

    /// After each run of an exploration that plays `planned` runs when nothing breaks.
    func update(_ result: ExplorationResult, planned: Int) {
        guard onTerminal else { return }
        let hundredths = planned > 0 ? min(result.runs, planned) * 100 / planned : 100
        guard hundredths != lastDrawn || result.counterexample != nil else { return }
        lastDrawn = hundredths
        write("\r\u{1B}[K" + Self.clipped(Self.bar(result, planned: planned), to: sink.columns))
    }

    /// When a spec is done, or cut short by a signal (`interrupted`): then,
    /// with nothing broken, it gives no verdict.
    func finish(_ result: ExplorationResult, interrupted: Bool = false) {
        write((onTerminal ? "\r\u{1B}[K" : "") + Self.line(result, interrupted: interrupted) + "\n")
        lastDrawn = -1
    }

    /// A line of its own, such as where a counterexample was written.
    func note(_ text: String) {
        write(text + "\n")
    }

    private func write(_ text: String) {
        try? sink.write(Array(text.utf8))
    }

    /// Characters in the bar between its brackets.
    static let barWidth = 20

    /// `explore NAME [=========>          ] 140/300 runs, no invariant broke,
    /// 2987 steps, 942s of virtual time`: the file by its name alone, so the
    /// bar stays in sight, and what matters most first, as a narrow terminal
    /// cuts the end.
    static func bar(_ result: ExplorationResult, planned: Int) -> String {
        let done = planned > 0 ? min(result.runs, planned) * barWidth / planned : barWidth
        let filled = String(repeating: "=", count: done) + (done < barWidth ? ">" : "")
        let bar = filled + String(repeating: " ", count: barWidth - filled.count)
        let name = result.file.split(separator: "/").last.map(String.init) ?? result.file
        let seconds = Int(result.virtualTime.seconds.rounded())
        return "explore \(name.visiblyEscaped) [\(bar)] \(result.runs)/\(planned) runs, \(violations(result)), "
            + "\(Plural.of(result.steps, "step")), \(seconds)s of virtual time"
    }

    /// The line a spec ends with, on a terminal and off it.
    private static func line(_ result: ExplorationResult, interrupted: Bool) -> String {
        let verdict = interrupted && result.counterexample == nil ? "interrupted before it finished, no verdict" : violations(result)
        return "explore \(result.file.visiblyEscaped): \(Plural.of(result.runs, "run")), \(Plural.of(result.steps, "step")), \(result.virtualTime) of virtual time; \(verdict)"
    }

    private static func violations(_ result: ExplorationResult) -> String {
        result.counterexample == nil ? "no invariant broke" : "1 invariant broke"
    }

    /// `text` cut to fit one line of a terminal `columns` wide, its last
    /// column left free and a wide character counted as the two it takes,
    /// so that redrawing it never leaves a wrapped line behind.
    static func clipped(_ text: String, to columns: Int?) -> String {
        guard let columns else { return text }
        var used = 0
        var end = text.startIndex
        for character in text {
            used += character.columnWidth
            guard used < columns else { return String(text[..<end]) }
            end = text.index(after: end)
        }
        return text
    }
}
