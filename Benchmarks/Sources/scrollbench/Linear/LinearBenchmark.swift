import ScrollDSL
import ScrollDSLBuiltIns

/// Benchmark 6: what must grow linearly. A spec with 20,000 tabs and one with
/// 10,000 pushes among 20,000 screens validated in process, and 10,000 spec files named one by one on `scrollrun`'s command
/// line against the same files as one directory.
enum LinearBenchmark {
    static func run(scrollrun: String, runs: Int) -> [ResultRow] {
        let tabs = tabsSpec(count: 20_000)
        let validate = Measurement("20,000 tabs", runs: runs) {
            keep(try! SpecLoader.load(yaml: tabs, file: "tabs.scroll.yaml", plugins: .builtIn))
        }.median
        let pushes = pushesSpec(screens: 20_000, pushes: 10_000)
        let pushesTime = Measurement("10,000 pushes", runs: runs) {
            keep(try! SpecLoader.load(yaml: pushes, file: "pushes.scroll.yaml", plugins: .builtIn))
        }.median

        let folder = SpecFolder("linear", count: 10_000)
        defer { folder.remove() }
        let asFiles = ["validate"] + folder.files, asDirectory = ["validate", folder.url.path]
        for arguments in [asFiles, asDirectory] where ChildProcess.spawnAndWait(scrollrun, arguments) != 0 {
            fatalError("scrollbench: scrollrun validate over 10,000 files failed")
        }
        // In turns, as the loading ratio: this machine's speed drifts between blocks of runs.
        let paired = PairedMeasurement("10,000 files", "their directory", runs: max(3, runs / 2)) {
            keep(ChildProcess.spawnAndWait(scrollrun, asFiles))
        } _: {
            keep(ChildProcess.spawnAndWait(scrollrun, asDirectory))
        }
        let (filesTime, directoryTime, ratio) = (paired.first.median, paired.second.median, paired.ratio)
        return [
            ResultRow(benchmark: "linear", name: "validate a spec with 20,000 tabs", value: validate * 1000, unit: "ms",
                      target: "≤ 100 ms", met: validate <= 0.100),
            ResultRow(benchmark: "linear", name: "validate 10,000 pushes among 20,000 screens", value: pushesTime * 1000, unit: "ms",
                      target: "≤ 100 ms", met: pushesTime <= 0.100),
            ResultRow(benchmark: "linear", name: "10,000 files as arguments", value: ratio, unit: "× directory",
                      target: "≤ 1.2× (\(ResultTable.rounded(filesTime * 1000)) ms against \(ResultTable.rounded(directoryTime * 1000)) ms)", met: ratio <= 1.2),
        ]
    }

    /// `count` tabs, each the root of a screen with one scroll view, and a script selecting one.
    private static func tabsSpec(count: Int) -> String {
        var lines = ["scrollspec: 1", "name: \(count) tabs", "tabs: [" + (0..<count).map { "t\($0)" }.joined(separator: ", ") + "]", "screens:"]
        for index in 0..<count {
            lines.append("  - {id: s\(index), tab: t\(index), scrollViews: [{id: v\(index), contentHeight: 3000}]}")
        }
        lines.append("script: [{selectTab: t\(count / 2)}, {expect: {tabBar.selected: t\(count / 2)}}]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One tab, `screens` screens that can be pushed, and a script pushing and
    /// popping `pushes` of them, spread over the file.
    private static func pushesSpec(screens: Int, pushes: Int) -> String {
        var lines = ["scrollspec: 1", "name: \(pushes) pushes", "tabs: [home]", "screens:", "  - {id: root, tab: home}"]
        for index in 0..<screens {
            lines.append("  - {id: s\(index), scrollViews: [{id: v\(index), contentHeight: 3000}]}")
        }
        lines.append("script:")
        for push in 0..<pushes {
            lines.append("  - push: {screen: s\(push * screens / pushes), animated: false}")
            lines.append("  - pop")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
