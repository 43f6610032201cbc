import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Time goes straight to the next thing due while nothing moves, and frames
/// visit only what moves; no report, trace, plot or replay may tell.
@Suite("Skipping quiet frames")
struct TimeSkippingTests {
    /// Every spec a user could see a difference in: the Examples, the test
    /// fixtures and each plugin's examples.
    static let specs: [Spec] = {
        var specs: [Spec] = []
        let folders = [ExamplesFolderTests.folder, DifferentialTests.root.appendingPathComponent("Tests/Fixtures").path]
        for file in (try? SpecFiles.expand(folders).files) ?? [] {
            if let spec = try? SpecLoader.load(contentsOf: file, plugins: .builtIn) { specs.append(spec) }
        }
        for declared in DeclaredExample.all where declared.example.rejection == nil {
            if let spec = try? validSpec(declared.example.yaml) { specs.append(spec) }
        }
        return specs
    }()

    /// Every report format, the trace, the plot and the replay of runs of `spec`.
    private func everything(_ spec: Spec, timeLimit: VirtualTime, everyFrame: Bool) -> [String] {
        let trace = TraceLines()
        var options = RunOptions(timeLimit: timeLimit, trace: trace, collectsTraceExcerpts: true, plotPaths: [])
        options.recordsReplay = true
        options.runsEveryFrame = everyFrame
        let result = Interpreter.run(spec, options: options)
        var report = Report()
        report.addRun(result)
        return [TextReport.render(report, ran: true), JSONReport.render(report), JUnitReport.render(report)]
            + trace.lines + (result.plot.map { [SVGPlot.render($0)] } ?? []) + (result.replay.map { [ReplayPage.render([$0])] } ?? [])
    }

    @Test("every Example, fixture and plugin example gives the same bytes as running every frame, within limits that cut runs short too",
          arguments: [RunOptions.defaultTimeLimit, .milliseconds(2000), .milliseconds(1234), .milliseconds(500)])
    func sameBytes(timeLimit: VirtualTime) {
        #expect(Self.specs.count >= 40)
        for spec in Self.specs {
            let skipping = everything(spec, timeLimit: timeLimit, everyFrame: false)
            let stepping = everything(spec, timeLimit: timeLimit, everyFrame: true)
            #expect(skipping == stepping, "\(spec.file) (\(spec.name)) with a limit of \(timeLimit)")
        }
    }

    @Test("explored scripts, with fingers held still while other things happen, give the same bytes as running every frame")
    func exploredScripts() {
        var heldStill = 0
        for spec in Self.specs {
            for target in spec.runs {
                let generator = ScriptGenerator(spec: target)
                for seed in 0..<3 as Range<UInt64> {
                    var random = SplitMix(seed: seed)
                    var scripted = target
                    scripted.script = generator.script(30, random: &random)
                    heldStill += scripted.script!.count { $0.action is Step.TouchDown }
                    let skipping = everything(scripted, timeLimit: RunOptions.defaultTimeLimit, everyFrame: false)
                    let stepping = everything(scripted, timeLimit: RunOptions.defaultTimeLimit, everyFrame: true)
                    #expect(skipping == stepping, "\(spec.file) (\(spec.name)), seed \(seed)")
                }
            }
        }
        #expect(heldStill > 200, "\(heldStill) fingers held")
    }

    @Test("a finger held still for a thousand seconds runs a few frames, and every offset is where it would be")
    func heldFinger() throws {
        let yaml = listSpec() + """

            script:
              - touchDown: {scrollView: list}
              - moveBy: {by: 300, duration: 200ms}
              - wait: 1000s
              - expect: {list.offset: 300, list.phase: tracking}
              - moveBy: {by: -500, duration: 100ms}
              - wait: 1000s
              - lift: {release: finger}
              - waitForIdle
              - expect: {list.offset: top}
            """
        let spec = try SpecLoader.load(yaml: yaml, timeLimit: .seconds(5000), plugins: .builtIn)
        let program = Program(spec: spec, timeLimit: .seconds(5000))
        defer { program.dismantle() }
        let result = Interpreter(program: program, options: RunOptions(timeLimit: .seconds(5000))).run()
        #expect(result.passed, "\(result.diagnostics.map(\.message))")
        #expect(program.world.clock.framesRun < 1000, "\(program.world.clock.framesRun) frames")
    }

    @Test("expectations over time, passing and failing, and a wait for rest timing out while a finger rests give the same bytes as running every frame")
    func expectationsWhileHeld() throws {
        let spec = try validSpec(listSpec() + """

            script:
              - touchDown: {scrollView: list}
              - moveBy: {by: 300, duration: 200ms}
              - expect: {list.offset: 300, during: 2s}
              - expect: {list.offset: 301, within: 1s}
              - expect: {list.offset: 299, during: 1s}
              - moveBy: {by: 50, duration: 100ms}
              - expect: {list.offset: 350, within: 500ms}
              - waitForIdle: {timeout: 2s}
              - lift: {release: finger}
            """)
        let skipping = everything(spec, timeLimit: RunOptions.defaultTimeLimit, everyFrame: false)
        #expect(skipping == everything(spec, timeLimit: RunOptions.defaultTimeLimit, everyFrame: true))
        #expect(skipping[0].contains("expected list.offset to be 301 ±0.5 within 1s, got 300 at t=3.2s"), "\(skipping[0])")
        #expect(skipping[0].contains("expected list.offset to be 299 ±0.5, got 300 at t=3.2s"), "\(skipping[0])")
        #expect(skipping[0].contains("`waitForIdle` timed out after 2s at t=6.3s: `list` is tracking"), "\(skipping[0])")
    }

    @Test("a fling followed by a million seconds runs a few hundred frames, and ends where it would")
    func longWait() throws {
        let yaml = listSpec() + """

            script:
              - fling: {scrollView: list, velocity: 3000}
              - wait: 1000000s
              - expect: {list.phase: idle}
            """
        let spec = try SpecLoader.load(yaml: yaml, timeLimit: .seconds(2_000_000), plugins: .builtIn)
        let program = Program(spec: spec, timeLimit: .seconds(2_000_000))
        defer { program.dismantle() }
        let result = Interpreter(program: program, options: RunOptions(timeLimit: .seconds(2_000_000))).run()
        #expect(result.passed)
        #expect(result.endTime == .seconds(1_000_000))
        #expect(program.world.clock.framesRun < 1000, "\(program.world.clock.framesRun) frames")
    }

    @Test("a wait past the time limit stops at the last frame within it, as running every frame would")
    func limitInsideQuietTime() throws {
        let spec = try validSpec(listSpec(frameRate: 60) + """

            script:
              - fling: {scrollView: list, velocity: 900}
              - wait: 100s
            """)
        var options = RunOptions(timeLimit: .milliseconds(10_001))
        let skipping = Interpreter.run(spec, options: options)
        options.runsEveryFrame = true
        let stepping = Interpreter.run(spec, options: options)
        #expect(skipping.stoppedBy?.isLimit == true)
        #expect(skipping.endTime == .milliseconds(10_000), "frame 600 at 60 Hz, the last one within 10.001 s")
        #expect(stepping.endTime == skipping.endTime)
    }

    @Test("a thousand still scroll views beside a moving one change nothing about its glide")
    func stillNeighbours() throws {
        var screens = ""
        for index in 0..<1000 { screens += "\n  - id: other\(index)\n    scrollViews: [{id: still\(index), contentHeight: 5000}]" }
        var glides: [[Double]] = []
        for yaml in [listSpec(), listSpec() + screens] {
            let world = try startedWorld(yaml)
            defer { world.dismantle() }
            try world.fling("list", velocity: 2000, at: .start)
            var offsets: [Double] = []
            _ = try world.run(until: .seconds(10)) { world in
                offsets.append(world.stage.scrollView("list").offset)
                return world.isIdle
            }
            if let still = world.stage.scrollView(ifDeclared: "still999") { #expect(still.offset == 0) }
            glides.append(offsets + [world.now.seconds])
        }
        #expect(glides[0].count > 100)
        #expect(glides[0] == glides[1])
    }
}
