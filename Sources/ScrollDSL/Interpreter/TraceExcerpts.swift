/// Keeps the last trace lines in a small ring, and copies them, with the lines
/// that follow, for each failed expectation: the excerpt JUnit's `system-out`
/// shows. Passes every line on to the user's trace, if any.
final class TraceExcerpts: TraceSink {
    private let forward: (any TraceSink)?
    private let before: Int
    private let after: Int
    private var recent: [String] = []
    private var next = 0
    private var collecting: [(expectation: Int, remaining: Int)] = []
    private(set) var excerpts: [Int: [String]] = [:]

    /// Keeps `before` lines before a failure and `after` lines after it.
    init(forwardingTo forward: (any TraceSink)?, before: Int = 12, after: Int = 6) {
        self.forward = forward
        self.before = before
        self.after = after
        recent.reserveCapacity(before)
    }

    func writeLine(_ line: String) {
        forward?.writeLine(line)
        if recent.count < before {
            recent.append(line)
        } else {
            recent[next] = line
            next = (next + 1) % before
        }
        guard !collecting.isEmpty else { return }
        for index in collecting.indices {
            excerpts[collecting[index].expectation, default: []].append(line)
            collecting[index].remaining -= 1
        }
        collecting.removeAll { $0.remaining == 0 }
    }

    /// Starts the excerpt of the expectation at `index`, which just failed.
    func expectationFailed(at index: Int) {
        excerpts[index] = Array(recent[next...] + recent[..<next])
        collecting.append((index, after))
    }
}
