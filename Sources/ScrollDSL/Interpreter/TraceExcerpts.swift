/// The trace lines around each failed expectation, for JUnit's `system-out`
/// and the HTML report: the last turns in a small ring, kept unformatted (a
/// run that never fails formats nothing), then the lines that follow a failure.
final class TraceExcerpts {
    private let before: Int
    private let after: Int
    private var recent: [TraceTurn] = []
    private var next = 0
    private var collecting: [(expectation: Int, remaining: Int)] = []
    private(set) var excerpts: [Int: [String]] = [:]
    /// Formats a turn as its trace line (set by the recorder).
    var format: (TraceTurn) -> String = { _ in "" }

    /// Keeps `before` lines before a failure and `after` lines after it.
    init(before: Int = 12, after: Int = 6) {
        self.before = before
        self.after = after
        recent.reserveCapacity(before)
    }

    /// Takes `turn` into the ring and hands back the oldest slot's storage for
    /// the recorder to reuse, so a warm ring copies and allocates nothing.
    func record(_ turn: inout TraceTurn) {
        if !collecting.isEmpty { collect(format(turn)) }
        if recent.count < before {
            recent.append(turn)
            turn = TraceTurn()
        } else {
            swap(&turn, &recent[next])
            next = (next + 1) % before
        }
    }

    /// Records a line of text.
    func record(_ line: String) {
        var turn = TraceTurn()
        turn.text = line
        record(&turn)
    }

    /// Starts the excerpt of the expectation at `index`, which just failed.
    func expectationFailed(at index: Int) {
        excerpts[index] = lastTurns
        collecting.append((index, after))
    }

    /// The lines of the last turns kept, oldest first: where a run that
    /// stopped stood (the turn that stopped it is the last).
    var lastTurns: [String] {
        (recent[next...] + recent[..<next]).map(format)
    }

    private func collect(_ line: String) {
        for index in collecting.indices {
            excerpts[collecting[index].expectation, default: []].append(line)
            collecting[index].remaining -= 1
        }
        collecting.removeAll { $0.remaining == 0 }
    }
}
