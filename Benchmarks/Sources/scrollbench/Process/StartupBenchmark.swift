import Foundation

/// Benchmark 5: `scrollrun validate` of one small spec, and of 1,000 small
/// specs in one invocation, as wall time of the whole process.
enum StartupBenchmark {
    static func run(scrollrun: String, runs: Int) -> [ResultRow] {
        guard FileManager.default.isExecutableFile(atPath: scrollrun) else {
            fatalError("scrollbench: no scrollrun at \(scrollrun); build it with `swift build -c release` first, or pass --scrollrun PATH")
        }
        let folder = SpecFolder("startup", count: 1000)
        defer { folder.remove() }
        let one = folder.files[0]
        for arguments in [["validate", one], ["validate", folder.url.path]] where ChildProcess.spawnAndWait(scrollrun, arguments) != 0 {
            fatalError("scrollbench: scrollrun \(arguments.joined(separator: " ")) failed")
        }
        let single = Measurement("one spec", runs: runs) { keep(ChildProcess.spawnAndWait(scrollrun, ["validate", one])) }.median
        let thousand = Measurement("1000 specs", runs: max(3, runs / 2)) { keep(ChildProcess.spawnAndWait(scrollrun, ["validate", folder.url.path])) }.median
        return [
            ResultRow(benchmark: "start-up", name: "scrollrun validate, one small spec", value: single * 1000, unit: "ms wall",
                      target: "≤ 20 ms", met: single <= 0.020),
            ResultRow(benchmark: "start-up", name: "scrollrun validate, 1,000 small specs", value: thousand * 1000, unit: "ms wall",
                      target: "≤ 1,000 ms", met: thousand <= 1.0),
        ]
    }
}
