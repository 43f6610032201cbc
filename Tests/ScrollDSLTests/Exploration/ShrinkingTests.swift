import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Shrinking keeps only what breaks the invariant")
struct ShrinkingTests {
    @Test(
        "no step of a counterexample can go: without any one, the script cannot be played or no longer breaks that invariant",
        arguments: [ExplorationTests.flickering, "  - {step: hero.translation, atMost: 40}", "  - {feed.offset: {max: 100}, when: {tabBar.selected: more}}"],
        [1, 2, 3] as [UInt64])
    func counterexamplesAreMinimal(_ invariant: String, _ seed: UInt64) throws {
        let spec = try validSpec(exploredWorld(invariant))
        let options = explorationOptions(runs: 300, seed: seed)
        let found = try #require(Explorer.explore(spec, options: options).counterexample)
        var played = 0
        for index in found.steps.indices {
            var fewer = found.steps
            fewer.remove(at: index)
            guard ScriptCheck(spec: spec).isPlayable(fewer) else { continue }
            played += 1
            let broken = Explorer.violation(in: Explorer.play(fewer, on: spec, in: spec.setting, options), of: spec)
            #expect(broken?.mark != found.mark, "step \(index + 1) can go: \(found.scriptLines)")
        }
        #expect(played > 0, "no shorter script could be played, so none was tried: \(found.scriptLines)")
    }

    @Test("shrinking goes round again while a pass finds something: a step left needed by one pass goes in the next")
    func shrinkingRepeats() throws {
        let spec = try validSpec(exploredWorld(ExplorationTests.holding))
        let drag = { (duration: Int) in
            Step(action: Step.Drag(scrollView: "feed", by: Vector(x: 0, y: 123), duration: .milliseconds(Int64(duration)), release: .velocity(.zero)), mark: .start)
        }
        // Breaks while the drag goes at least 50 pt and either a wait comes first or the drag takes 300 ms:
        // the wait is needed until the drag's duration is simplified to 300 ms, after the first pass's removals.
        let breaks = { (steps: [Step]) -> Bool in
            steps.contains { ($0.action as? Step.Drag).map { drag in drag.by.y >= 50 && (drag.duration == .milliseconds(300) || steps.contains { $0.action is Step.Wait }) } ?? false }
        }
        let shrunk = Shrinker(check: ScriptCheck(spec: spec), fails: breaks, budget: 500)
            .shrink([Step(action: Step.Wait(duration: .milliseconds(40)), mark: .start), drag(60)])
        #expect(shrunk.count == 1)
        guard let left = shrunk.first?.action as? Step.Drag else { Issue.record("\(shrunk)"); return }
        #expect(left.by.y == 100 && left.duration == .milliseconds(300))
    }

    @Test("a touchDown and lift that do nothing go together, even from three steps")
    func shrinkingRemovesPairs() throws {
        let spec = try validSpec(exploredWorld(ExplorationTests.holding))
        let steps: [any ScriptStep] = [
            Step.TouchDown(scrollView: "feed"), Step.Lift(scrollView: "feed", release: .velocity(.zero)),
            Step.Drag(scrollView: "feed", by: Vector(x: 0, y: 100), duration: .milliseconds(300), release: .velocity(.zero)),
        ]
        let breaks = { (steps: [Step]) -> Bool in steps.contains { $0.action is Step.Drag } }
        let shrunk = Shrinker(check: ScriptCheck(spec: spec), fails: breaks, budget: 500).shrink(steps.map { Step(action: $0, mark: .start) })
        #expect(shrunk.count == 1, "\(shrunk.map(\.action))")
    }

    @Test("a finger held, moved and lifted with nothing between becomes one drag where that still breaks it; one whose path matters stays")
    func shrinkingJoinsGestures() throws {
        let spec = try validSpec(exploredWorld(ExplorationTests.holding))
        let gesture: [any ScriptStep] = [
            Step.TouchDown(scrollView: "feed"),
            Step.MoveBy(scrollView: "feed", by: Vector(x: 0, y: -290), duration: .milliseconds(410)),
            Step.MoveBy(scrollView: "feed", by: Vector(x: 0, y: 340), duration: .milliseconds(500)),
            Step.Lift(scrollView: "feed", release: .velocity(Vector(x: 0, y: -1500))),
            Step.Wait(duration: .milliseconds(16)),
        ]
        func net(_ steps: [Step]) -> Double {
            steps.reduce(0) { total, step in
                total + ((step.action as? Step.MoveBy)?.by.y ?? (step.action as? Step.Drag)?.by.y ?? 0)
            }
        }
        // Breaks while the finger's net travel is 50 pt: the gesture becomes
        // one drag of 50 pt (then with the usual duration and no release).
        let joined = Shrinker(check: ScriptCheck(spec: spec), fails: { net($0) == 50 }, budget: 500).shrink(gesture.map { Step(action: $0, mark: .start) })
        guard joined.count == 1, let drag = joined[0].action as? Step.Drag else { Issue.record("\(joined.map(\.action))"); return }
        #expect(drag.by.y == 50 && drag.duration == .milliseconds(300) && drag.release == .velocity(.zero))
        // Breaks only when the finger moves up first: the moves stay apart.
        let upFirst = { (steps: [Step]) -> Bool in
            steps.contains { (($0.action as? Step.MoveBy)?.by.y ?? 0) < 0 } && net(steps) == 50
        }
        let kept = Shrinker(check: ScriptCheck(spec: spec), fails: upFirst, budget: 500).shrink(gesture.map { Step(action: $0, mark: .start) })
        #expect(kept.map(\.action).contains { $0 is Step.TouchDown }, "\(kept.map(\.action))")
    }

}
