/// How fast this machine runs at the moment, so that every run of the
/// benchmarks says which state it was taken in.
///
/// This virtual machine runs a process at one of a few speeds (the same
/// binary takes up to three times as long from one hour to the next), which
/// moves every figure of the table together. The gauge is libyaml's bare
/// event parse of the loading benchmark's 5 MB spec, code that ScrollDSL's
/// changes never touch, timed before the benchmarks and after them.
struct MachineGauge {
    private let bytes = Array(LargeSpec.yaml().utf8)

    /// The median of three parses, in milliseconds.
    func milliseconds() -> Double {
        Measurement("libyaml", runs: 3) { keep(BareLibYAML.parse(bytes)) }.median * 1000
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

    /// The table's header line about the machine: its state before and after.
    static func describe(before: Double, after: Double) -> String {
        let readings = [before, after].map { "\(state($0)) (\(ResultTable.rounded($0)) ms)" }
        return "machine state, by libyaml's bare parse of the 5 MB spec (fast < 100 ms, slow ≥ 170 ms): "
            + "\(readings[0]) before, \(readings[1]) after"
    }
}
