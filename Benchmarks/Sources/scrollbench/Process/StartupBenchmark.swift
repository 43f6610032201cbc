import Foundation

/// Benchmark 5: `scrollrun validate` of one small spec, and of 1,000 small
/// specs in one invocation, as wall time of the whole process.
enum StartupBenchmark {
    static func run(scrollrun: String, runs: Int) -> [ResultRow] {
        guard FileManager.default.isExecutableFile(atPath: scrollrun) else {
            fatalError("scrollbench: no scrollrun at \(scrollrun); build it with `swift build -c release` first, or pass --scrollrun PATH")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollbench-startup-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<1000 {
            let spec = """
                scrollspec: 1
                name: Small spec \(index)
                screens: [{id: s, scrollViews: [{id: list, contentHeight: \(3000 + index)}], behaviours: [{undoScrollToTop: {scrollView: list}}]}]
                script: [{drag: {scrollView: list, by: 300}}, {tapStatusBar: ~}, {expect: {list.offset: top, within: 1s}}]
                """
            try! spec.write(to: folder.appendingPathComponent(String(format: "spec%04d.scroll.yaml", index)), atomically: true, encoding: .utf8)
        }
        let one = folder.appendingPathComponent("spec0000.scroll.yaml").path
        for arguments in [["validate", one], ["validate", folder.path]] where ChildProcess.spawnAndWait(scrollrun, arguments) != 0 {
            fatalError("scrollbench: scrollrun \(arguments.joined(separator: " ")) failed")
        }
        let single = Measurement("one spec", runs: runs) { keep(ChildProcess.spawnAndWait(scrollrun, ["validate", one])) }.median
        let thousand = Measurement("1000 specs", runs: max(3, runs / 2)) { keep(ChildProcess.spawnAndWait(scrollrun, ["validate", folder.path])) }.median
        return [
            ResultRow(benchmark: "start-up", name: "scrollrun validate, one small spec", value: single * 1000, unit: "ms wall",
                      target: "≤ 20 ms", met: single <= 0.020),
            ResultRow(benchmark: "start-up", name: "scrollrun validate, 1,000 small specs", value: thousand * 1000, unit: "ms wall",
                      target: "≤ 1,000 ms", met: thousand <= 1.0),
        ]
    }
}
