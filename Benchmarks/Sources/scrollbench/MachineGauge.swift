import Foundation

/// How fast this machine runs at the moment, so that every run of the
/// benchmarks says which state it was taken in.
///
/// This virtual machine runs a process at one of a few speeds (the same
/// binary takes up to three times as long from one hour to the next), which
/// moves every figure of the table together. The gauge is libyaml's bare
/// event parse of the loading benchmark's 5 MB spec, code that ScrollDSL's
/// changes never touch, timed before the benchmarks and after them.
///
/// One of the two processors may also run slower than the other for a while,
/// which a parse on one thread does not see and which slows whatever runs on
/// both threads (exploring): the same parse, on both processors at once, says so.
struct MachineGauge {
    private let bytes = Array(LargeSpec.yaml().utf8)

    /// A reading: one parse alone, and two at once, one a thread.
    struct Reading {
        /// The median of three parses, in milliseconds.
        let alone: Double
        /// The median of three turns of two parses at once, the faster
        /// thread's and the slower's, in milliseconds.
        let together: (faster: Double, slower: Double)
    }

    /// Reads the machine now (about a second on this machine).
    func read() -> Reading {
        let alone = Measurement("libyaml", runs: 3) { keep(BareLibYAML.parse(bytes)) }.median * 1000
        let turns = (0..<3).map { _ in parsedTogether() }
        return Reading(
            alone: alone,
            together: (Measurement.median(of: turns.map(\.faster).sorted()), Measurement.median(of: turns.map(\.slower).sorted())))
    }

    /// Two parses at once, one a thread: the faster's time and the slower's, in milliseconds.
    private func parsedTogether() -> (faster: Double, slower: Double) {
        let lock = NSLock()
        nonisolated(unsafe) var times: [Double] = []
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let time = Measurement.seconds { keep(BareLibYAML.parse(bytes)) } * 1000
            lock.withLock { times.append(time) }
        }
        times.sort()
        return (times[0], times[1])
    }

    /// The state a gauge reading stands for, with the readings seen here:
    /// fast 68–80 ms, middle 120–130 ms, slow 200–245 ms.
    static func state(_ milliseconds: Double) -> String {
        switch milliseconds {
        case ..<100: return "fast"
        case ..<170: return "middle"
        default: return "slow"
        }
    }

    /// The table's header line about the machine: its state before and
    /// after, and how far apart the two processors were.
    static func describe(before: Reading, after: Reading) -> String {
        let readings = [before, after].map { reading in
            let (faster, slower) = reading.together
            return "\(state(reading.alone)) (\(ResultTable.rounded(reading.alone)) ms; two at once \(ResultTable.rounded(faster)) "
                + "and \(ResultTable.rounded(slower)) ms, \(balance(faster, slower)))"
        }
        return "machine state, by libyaml's bare parse of the 5 MB spec (fast < 100 ms, slow ≥ 170 ms): "
            + "\(readings[0]) before, \(readings[1]) after"
    }

    /// Whether two parses at once ran alike: one at least 20% slower than
    /// the other means one processor is slower (the seen cases: 35–60%).
    private static func balance(_ faster: Double, _ slower: Double) -> String {
        slower >= faster * 1.2 ? "one processor slower" : "processors alike"
    }
}
