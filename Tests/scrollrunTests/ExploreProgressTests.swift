import Testing
import ScrollDSL
import ScrollDSLBuiltIns
@testable import ScrollRunCLI

/// A list on two devices whose offset must stay within its bounds at rest.
private let twoDevices = """
    scrollspec: 1
    name: Progress
    device: [{name: SE, height: 667}, {name: ProMax, height: 956}]
    screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
    invariants:
      - {list.offset: {min: top, max: bottom}, whenIdle: true}
    """

/// What `explore`'s progress wrote for `spec` explored `runs` times on a sink
/// that is a terminal `columns` wide (or not a terminal), the redraws split apart.
private func progress(of spec: String, runs: Int, terminal: Bool, columns: Int? = nil) throws -> (draws: [String], text: String) {
    let loaded = try SpecLoader.load(yaml: spec, file: "specs/progress.scroll.yaml", plugins: .builtIn)
    var options = ExplorationOptions()
    options.runs = runs
    let sink = RecordingSink(isTerminal: terminal, columns: columns)
    let progress = ExploreProgress(on: sink)
    let planned = options.plannedRuns(of: loaded)
    progress.finish(Explorer.explore(loaded, options: options) { progress.update($0, planned: planned) })
    return (sink.text.components(separatedBy: "\r\u{1B}[K").filter { !$0.isEmpty }, sink.text)
}

@Suite("explore's progress")
struct ExploreProgressTests {
    @Test("on a terminal a bar of the runs planned on every device, redrawn at each hundredth, then the spec's line")
    func bar() throws {
        let (draws, _) = try progress(of: twoDevices, runs: 150, terminal: true, columns: 200)
        let bars = draws.dropLast()
        #expect(bars.count == 101, "a draw at the first run and at each hundredth of the 300 runs, not one a run: \(bars.count)")
        #expect(bars.first?.hasPrefix("explore progress.scroll.yaml [>                   ] 1/300 runs, ") == true, "\(bars.first ?? "")")
        #expect(bars.contains { $0.hasPrefix("explore progress.scroll.yaml [==========>         ] 150/300 runs, ") }, "half way: the first device done")
        #expect(bars.last?.hasPrefix("explore progress.scroll.yaml [====================] 300/300 runs, ") == true, "\(bars.last ?? "")")
        #expect(bars.allSatisfy { $0.contains(" runs, no invariant broke, ") && $0.hasSuffix("s of virtual time") }, "violations right after the runs")
        #expect(draws.last?.hasPrefix("explore specs/progress.scroll.yaml: 300 runs, ") == true, "the spec's line names the file in full")
        #expect(draws.last?.hasSuffix("; no invariant broke\n") == true)
    }

    @Test("a bar is cut to the terminal's width, so a redraw never leaves a wrapped line behind")
    func narrowTerminal() throws {
        let (draws, _) = try progress(of: twoDevices, runs: 20, terminal: true, columns: 40)
        #expect(draws.dropLast().allSatisfy { $0.count == 39 }, "\(draws)")
        #expect(draws[draws.count - 2] == "explore progress.scroll.yaml [=========")
        #expect(ExploreProgress.clipped("12345", to: 6) == "12345")
        #expect(ExploreProgress.clipped("123456", to: 6) == "12345")
        #expect(ExploreProgress.clipped("123456", to: nil) == "123456")
        // A wide character takes two columns: a spec named in Chinese, Korean or emoji still fits.
        #expect(ExploreProgress.clipped("explore 滚动标题.scroll.yaml", to: 14) == "explore 滚动", "8 + 2 × 2 = 12 columns; 标 would make 14")
        #expect(ExploreProgress.clipped("explore 스크롤", to: 13) == "explore 스크")
        #expect(ExploreProgress.clipped("a🚀b", to: 4) == "a🚀", "an emoji takes two columns")
        #expect(ExploreProgress.clipped("cafe\u{301}s", to: 6) == "cafe\u{301}s", "a combining accent takes none of its own")
    }

    @Test("off a terminal only the spec's line, with no terminal controls")
    func quiet() throws {
        let (_, text) = try progress(of: twoDevices, runs: 20, terminal: false)
        #expect(text.hasPrefix("explore specs/progress.scroll.yaml: 40 runs, ") && text.hasSuffix("; no invariant broke\n"), "\(text)")
        #expect(!text.contains("\u{1B}") && !text.contains("\r") && text.filter { $0 == "\n" }.count == 1)
    }
}
