import ScrollDSL
import ScrollDSLBuiltIns
import Yams

/// Benchmark 3: a 5 MB spec loaded and validated by ScrollDSL, against
/// libyaml's bare event parse (the limit) and Yams' node compose (the peer).
/// A file this large is parsed on a second thread while its nodes are built
/// and decoded, so the processor time of both threads is shown beside the
/// wall time the target is set on.
enum LoadingBenchmark {
    /// The generated script is longer than the default hour; loading is what is measured.
    static let timeLimit = VirtualTime.seconds(1_000_000)

    static func run(runs: Int) -> [ResultRow] {
        let text = LargeSpec.yaml()
        let bytes = Array(text.utf8)
        do {
            _ = try SpecLoader.load(bytes: bytes, file: "large.scroll.yaml", timeLimit: timeLimit, plugins: .builtIn)
        } catch {
            fatalError("scrollbench: the generated large spec does not load: \(error.diagnostics.prefix(3))")
        }
        guard BareLibYAML.parse(bytes) > 0 else { fatalError("scrollbench: libyaml cannot parse the generated large spec") }
        let paired = PairedMeasurement("ScrollDSL", "libyaml", runs: runs) {
            keep(try? SpecLoader.load(bytes: bytes, file: "large.scroll.yaml", timeLimit: timeLimit, plugins: .builtIn))
        } _: {
            keep(BareLibYAML.parse(bytes))
        }
        let (scrollDSL, bare) = (paired.first.median, paired.second.median)
        let processorTimes = (0..<runs).map { _ in
            Measurement.processorSeconds { keep(try? SpecLoader.load(bytes: bytes, file: "large.scroll.yaml", timeLimit: timeLimit, plugins: .builtIn)) }
        }
        let processor = Measurement("ScrollDSL processor time", times: processorTimes).median
        let yams = Measurement("Yams", runs: runs) { keep(try? Yams.compose(yaml: text)) }.median
        let megabytes = Double(bytes.count) / 1e6
        return [
            ResultRow(benchmark: "loading", name: "ScrollDSL load + validate, \(ResultTable.rounded(megabytes)) MB", value: scrollDSL * 1000, unit: "ms",
                      target: "≤ 2× libyaml: \(ResultTable.rounded(paired.ratio))× (the median turn)", met: paired.ratio <= 2),
            ResultRow(benchmark: "loading", name: "ScrollDSL processor time, both threads", value: processor * 1000, unit: "ms",
                      target: "for reference: \(ResultTable.rounded(processor / bare))× libyaml's wall time", met: nil),
            ResultRow(benchmark: "loading", name: "libyaml bare event parse", value: bare * 1000, unit: "ms", target: "the limit", met: nil),
            ResultRow(benchmark: "loading", name: "Yams 6.2.2 compose", value: yams * 1000, unit: "ms",
                      target: "ScrollDSL faster: \(ResultTable.rounded(yams / scrollDSL))×", met: scrollDSL < yams),
        ]
    }
}
