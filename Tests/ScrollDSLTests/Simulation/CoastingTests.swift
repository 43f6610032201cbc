import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Frames that only move scroll views no behaviour hears coast: each moves
/// them along their curves and nothing more. No step may tell.
@Suite("Coasting through frames nobody sees")
struct CoastingTests {
    /// `spec` with an expectation after every step that reads every scroll
    /// view's offset, velocity and phase, and always holds.
    private func probed(_ spec: Spec) -> Spec {
        let checks = spec.screens.flatMap(\.scrollViews).flatMap { scrollView in
            [Property.offset, .velocity, .phase].map { property in
                Check(path: PropertyPath(target: scrollView.id, property: property),
                      matcher: property == .phase ? .not(.text("")) : .range(min: nil, max: nil), mark: .start)
            }
        }
        var probed = spec
        probed.script = spec.script?.flatMap { [$0, Step(action: Step.Expect(expectation: Expectation(checks: checks)), mark: $0.mark)] }
        return probed
    }

    /// Every report format of a run of `spec` nobody watches, and what each
    /// check found; and how many frames coasted.
    private func outcome(_ spec: Spec, everyFrame: Bool) -> (seen: [String], coasted: Int) {
        var options = RunOptions()
        options.recordsChecks = true
        options.runsEveryFrame = everyFrame
        let program = Program(spec: spec, timeLimit: options.timeLimit)
        defer { program.dismantle() }
        let result = Interpreter(program: program, options: options).run()
        var report = Report()
        report.addRun(result)
        let found = result.expectations.flatMap { $0.checks.map(\.found) }
        // Exploring warns of an invariant no turn of its runs tested.
        let tested = result.invariantActivity.map { "tested: \($0.tested > 0), when held: \($0.conditionsHeld > 0)" }
        let reports = [TextReport.render(report, ran: true), JSONReport.render(report), JUnitReport.render(report)]
        // Where the run left every scroll view, to the bit (checks print three decimals).
        let end = program.world.stage.scrollViewList.map { scrollView in
            [scrollView.main.offset, scrollView.main.velocity, scrollView.cross.offset, scrollView.cross.velocity].map { "\($0.bitPattern)" }
                .joined(separator: " ") + " \(scrollView.phase) at \(program.world.now)"
        }
        return (reports + found + tested + end, program.world.framesCoasted)
    }

    @Test("every Example, fixture and plugin example, and explored scripts, with and without invariants, find every scroll view after every step where running every frame leaves it")
    func sameOffsets() {
        var coasted = 0
        for spec in TimeSkippingTests.specs {
            for target in spec.runs {
                var bare = target
                bare.invariants = []
                var variants = [target, bare]
                let generator = ScriptGenerator(spec: bare)
                for seed in 0..<4 as Range<UInt64> {
                    var random = SplitMix(seed: seed)
                    var explored = seed.isMultiple(of: 2) ? target : bare
                    explored.script = generator.script(30, random: &random)
                    variants.append(explored)
                }
                for (index, variant) in variants.enumerated() {
                    let spec = probed(variant)
                    let coasting = outcome(spec, everyFrame: false)
                    let stepping = outcome(spec, everyFrame: true)
                    #expect(coasting.seen == stepping.seen, "\(target.file) (\(target.name)), variant \(index)")
                    #expect(stepping.coasted == 0)
                    coasted += coasting.coasted
                }
            }
        }
        #expect(coasted > 20_000, "\(coasted) frames coasted")
    }

    /// How many frames a run of `yaml` coasted, and its result.
    private func coasted(_ yaml: String) throws -> (frames: Int, result: RunResult) {
        let program = Program(spec: try validSpec(yaml))
        defer { program.dismantle() }
        let result = Interpreter(program: program, options: RunOptions()).run()
        return (program.world.framesCoasted, result)
    }

    @Test("a glide no behaviour hears coasts to its last frame, which runs, and one a behaviour hears runs every frame")
    func heardOrNot() throws {
        let script = """

            script:
              - fling: {scrollView: list, velocity: 3000}
              - waitForIdle
              - expect: {list.offset: 1498.5, list.phase: idle}
            """
        let unheard = try coasted(listSpec() + "\n    views: [{id: bar}]" + script)
        #expect(unheard.result.passed, "\(unheard.result.diagnostics.map(\.message))")
        #expect(unheard.result.endTime == .seconds(4))
        #expect(unheard.frames > 300, "\(unheard.frames) frames coasted")
        let heard = try coasted(listSpec() + "\n    views: [{id: bar}]\n    behaviours: [{thresholdBar: {scrollView: list, bar: bar, threshold: 100}}]"
            + script + "\n  - expect: {bar.position: bottom}")
        #expect(heard.result.passed, "\(heard.result.diagnostics.map(\.message))")
        #expect(heard.result.endTime == unheard.result.endTime)
        #expect(heard.frames == 0)
    }
}
