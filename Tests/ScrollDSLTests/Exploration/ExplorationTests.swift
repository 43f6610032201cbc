import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns
import TestSupport

@Suite("Exploration finds the gestures that break an invariant")
struct ExplorationTests {
    /// The lines of the 25-step scripts exploration makes of `yaml` for each
    /// seed, each checked playable and read back the same as the script of
    /// the spec `withScript` writes with them.
    private func exploredLines(_ yaml: String, seeds: Range<UInt64> = 0..<60, touchPaths: [[TouchSample]] = [], withScript: (String) -> String) throws -> [String] {
        let spec = try validSpec(yaml)
        let generator = ScriptGenerator(spec: spec, touchPaths: touchPaths)
        let writer = StepWriter(screens: spec.screens)
        var lines: [String] = []
        for seed in seeds {
            var random = SplitMix(seed: seed)
            let steps = generator.script(25, random: &random)
            #expect(ScriptCheck(spec: spec).isPlayable(steps), "seed \(seed)")
            let written = steps.map { "  - " + writer.line($0.action) }
            let reloaded = try validSpec(withScript(written.joined(separator: "\n")))
            #expect(reloaded.script!.map { "  - " + writer.line($0.action) } == written, "seed \(seed)")
            lines += written
        }
        return lines
    }

    @Test("with recorded touch files, half the drags play one of those that fit the screen, and the scripts read back step for step")
    func recordedTouches() throws {
        let yaml = specWithScreen("script: []")
        let path = [TouchSample(time: .zero, x: 200, y: 600), TouchSample(time: .milliseconds(16), x: 200, y: 560), TouchSample(time: .milliseconds(33), x: 200, y: 480)]
        let offScreen = [TouchSample(time: .zero, x: 900, y: 600), TouchSample(time: .milliseconds(16), x: 900, y: 560)]
        let lines = try exploredLines(yaml, seeds: 0..<20, touchPaths: [path, offScreen]) { specWithScreen("script:\n" + $0) }
        let played = lines.filter { $0.contains("touches:") }
        #expect(!played.isEmpty)
        #expect(played.allSatisfy { $0.hasSuffix("samples: [[0, 200, 600], [16, 200, 560], [33, 200, 480]]}") }, "only the path that fits the screen")
        #expect(lines.contains { $0.contains("- drag:") }, "the other half are drags")
        #expect(try exploredLines(yaml, seeds: 0..<20) { specWithScreen("script:\n" + $0) }.allSatisfy { !$0.contains("touches:") })
    }

    static let holding = "  - {hero.fraction: {min: 0, max: 1}}\n  - {feed.offset: {min: top, max: bottom}, whenIdle: true}"
    static let flickering = "  - {changes: bar.position, atMost: 1, within: 300ms}"

    @Test("on two axes, fingers go diagonally where the direction decides, content changes along the axis, and scripts read back step for step")
    func twoAxesScripts() throws {
        let yaml = """
            scrollspec: 1
            name: Carousel
            screens:
              - id: home
                scrollViews:
                  - {id: feed, contentHeight: 5000}
                  - {id: cards, axis: horizontal, contentWidth: 1500, viewportHeight: 200, in: feed, at: {x: 0, y: 300}, scrollsToTop: false}
                  - {id: canvas, axis: both, contentWidth: 2000, contentHeight: 2000}
            invariants:
              - {cards.offset: {min: left, max: right}, whenIdle: true}
            """
        let lines = try exploredLines(yaml) { yaml + "\nscript:\n" + $0 }
        #expect(lines.contains { $0.contains("drag: {scrollView: cards, by: {x: ") }, "diagonal drags on the carousel")
        #expect(lines.contains { $0.contains("canvas, velocity: {x: ") }, "diagonal flings on the canvas")
        #expect(lines.contains { $0.contains("cards.contentWidth: ") }, "the carousel's content changes along x")
        #expect(!lines.contains { $0.contains("feed, by: {x: ") }, "a lone vertical feed gets numbers")
    }

    @Test("a sheet the script presents is presented, moved to its detents, dragged and dismissed; scripts stay playable and read back; nothing is pushed that a sheet shows")
    func sheetScripts() throws {
        let yaml = """
            scrollspec: 1
            name: Sheet
            screens:
              - id: map
                scrollViews: [{id: canvas, contentHeight: 4000}]
              - id: places
                scrollViews: [{id: results, contentHeight: 3000}]
            invariants:
              - {places.sheet.height: {min: 0, max: 852}}
            script:
              - present: {screen: places, detents: [medium, large]}
            """
        let lines = try exploredLines(yaml) { yaml.replacingOccurrences(of: "  - present: {screen: places, detents: [medium, large]}", with: $0) }
        #expect(lines.contains { $0.contains("present: {screen: places, detents: [medium, large]") })
        #expect(lines.contains { $0.contains("setDetent: {screen: places, detent: ") })
        #expect(lines.contains { $0.contains("dismiss: places") })
        #expect(lines.contains { $0.contains("scrollView: results") }, "fingers on the sheet's list")
        #expect(!lines.contains { $0.contains("push: places") })
    }

    @Test("where the spec's script presses keys and stops scrolling, scripts focus a scroll view and press a key, and stop one; they stay playable and read back")
    func keysAndStops() throws {
        let yaml = """
            scrollspec: 1
            name: Keys
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 5000}, {id: side, contentHeight: 3000}]
            invariants:
              - {feed.offset: {min: top, max: bottom}, whenIdle: true}
            script:
              - focus: feed
              - key: {press: end}
              - stopScrolling: feed
            """
        let lines = try exploredLines(yaml, seeds: 0..<40) { yaml.replacingOccurrences(of: "  - focus: feed\n  - key: {press: end}\n  - stopScrolling: feed", with: $0) }
        #expect(lines.contains { $0.hasPrefix("  - focus: ") })
        #expect(lines.contains { $0.hasPrefix("  - key: {press: ") })
        #expect(lines.contains { $0.hasPrefix("  - stopScrolling: ") })
        let plain = try validSpec(yaml.replacingOccurrences(of: "  - focus: feed\n  - key: {press: end}\n  - stopScrolling: feed", with: "  - wait: 10ms"))
        var random = SplitMix(seed: 1)
        #expect(!ScriptGenerator(spec: plain).script(200, random: &random).contains { $0.action is Step.KeyPress || $0.action is Step.StopScrolling },
                "a spec whose script presses no key gets none")
    }

    @Test("a script written over the buffer of the last one (as each exploring thread writes them) is the script made afresh, line for line, numbered from 1")
    func scriptsOverOneBuffer() throws {
        let spec = try validSpec(exploredWorld(Self.holding))
        let generator = ScriptGenerator(spec: spec)
        let writer = StepWriter(screens: spec.screens)
        var buffer: [Step] = []
        // Long scripts, then short ones: a buffer longer than the script must leave nothing behind.
        for seed in 0..<40 as Range<UInt64> {
            let count = [40, 3, 25, 1][Int(seed) % 4]
            var fresh = SplitMix(seed: seed)
            var reused = SplitMix(seed: seed)
            let expected = generator.script(count, random: &fresh)
            generator.script(count, random: &reused, into: &buffer)
            #expect(buffer.map { writer.line($0.action) } == expected.map { writer.line($0.action) }, "seed \(seed)")
            #expect(buffer.map(\.mark.line) == Array(1...expected.count), "seed \(seed)")
            #expect(reused.next() == fresh.next(), "seed \(seed): the same draws")
        }
    }

    @Test("fingers move and fling no faster than a hand, 10,000 pt/s, and the check refuses faster ones, so shrinking keeps them so; long drags take longer")
    func handSpeed() throws {
        let yaml = exploredWorld(Self.holding).replacingOccurrences(
            of: "scrollViews: [{id: feed, contentHeight: 5000}]",
            with: "scrollViews: [{id: feed, contentHeight: 5000}, {id: canvas, axis: both, contentWidth: 2000, contentHeight: 2000}]")
        let spec = try validSpec(yaml)
        let generator = ScriptGenerator(spec: spec)
        var fastest = 0.0
        var longest = (distance: 0.0, duration: VirtualTime.zero)
        func check(_ action: any ScriptStep, _ context: String) {
            if let drag = action as? Step.Drag {
                let speed = drag.by.length / drag.duration.seconds
                fastest = max(fastest, speed)
                if drag.by.length > longest.distance { longest = (drag.by.length, drag.duration) }
                #expect(speed <= 10_000, "\(context): a drag of \(drag.by.length) pt in \(drag.duration)")
            } else if let move = action as? Step.MoveBy {
                #expect(move.by.length / move.duration.seconds <= 10_000, "\(context): a move of \(move.by.length) pt in \(move.duration)")
            } else if let fling = action as? Step.Fling {
                #expect(fling.velocity.length <= 10_000, "\(context): a fling at \(fling.velocity.length) pt/s")
            }
        }
        let scriptCheck = ScriptCheck(spec: spec)
        func playable(_ action: any ScriptStep) -> Bool { scriptCheck.isPlayable([Step(action: action, mark: .start)]) }
        for seed in 0..<200 as Range<UInt64> {
            var random = SplitMix(seed: seed)
            for step in generator.script(25, random: &random) {
                check(step.action, "seed \(seed)")
                // Shrinking tries only the simpler forms the check lets through.
                step.action.simpler().filter(playable).forEach { check($0, "seed \(seed), shrunk") }
            }
        }
        #expect(fastest > 9_000, "fast swipes are still made: the fastest went \(fastest) pt/s")
        #expect(longest.duration >= .milliseconds(200), "the longest drag, \(longest.distance) pt, took \(longest.duration)")
        // Rounding up would make these faster than a hand: the check refuses them, as it does a step a hand cannot make.
        let edge = Step.Drag(scrollView: "canvas", by: Vector(x: 1260, y: 0), duration: .milliseconds(130), release: .finger)
        #expect(playable(edge))
        #expect(!playable(Step.Drag(scrollView: "canvas", by: Vector(x: 1500, y: 0), duration: .milliseconds(130), release: .finger)))
        #expect(!playable(Step.Drag(scrollView: "canvas", by: Vector(x: 100, y: 0), duration: .milliseconds(300), release: .velocity(Vector(x: 0, y: 12_000)))))
        #expect(Step.Fling(scrollView: "canvas", velocity: Vector(x: 9_950, y: 900)).simpler().filter(playable).isEmpty)
        #expect(!playable(Step.Fling(scrollView: "feed", velocity: Vector(x: 0, y: 10_100))) && playable(Step.Fling(scrollView: "feed", velocity: Vector(x: 0, y: 10_000))))
    }

    @Test("taps and tab selects come no closer than a hand makes them, 100 ms apart; shrinking keeps them so")
    func tapPace() throws {
        let spec = try validSpec(exploredWorld(Self.holding))
        let generator = ScriptGenerator(spec: spec)
        var closest: VirtualTime?
        var taps = 0
        for seed in 0..<200 as Range<UInt64> {
            var random = SplitMix(seed: seed)
            var since: VirtualTime?
            for step in generator.script(25, random: &random) {
                if step.action.isTap {
                    taps += 1
                    if let since { closest = min(closest ?? since, since) }
                    since = .zero
                } else {
                    since = since.map { $0 + step.action.certainDuration }
                }
            }
        }
        #expect(taps > 200, "taps are still made: \(taps)")
        #expect(closest.map { $0 >= .milliseconds(100) } ?? false, "the closest two taps: \(String(describing: closest))")
        let check = ScriptCheck(spec: spec)
        func steps(_ actions: [any ScriptStep]) -> [Step] { actions.map { Step(action: $0, mark: .start) } }
        #expect(!check.isPlayable(steps([Step.TapStatusBar(), Step.TapStatusBar()])), "two taps at once")
        #expect(!check.isPlayable(steps([Step.TapStatusBar(), Step.Wait(duration: .milliseconds(50)), Step.TapView(view: "hero")])), "two taps 50 ms apart")
        #expect(!check.isPlayable(steps([Step.SelectTab(tab: "home"), Step.WaitForIdle(timeout: .seconds(1)), Step.SelectTab(tab: "home")])), "a wait for rest may take no time")
        #expect(check.isPlayable(steps([Step.TapStatusBar(), Step.Wait(duration: .milliseconds(50)), Step.Fling(scrollView: "feed", velocity: Vector(x: 0, y: 100)), Step.Wait(duration: .milliseconds(50)), Step.TapStatusBar()])))
        #expect(check.isPlayable(steps([Step.TapStatusBar(), Step.Drag(scrollView: "feed", by: Vector(x: 0, y: 100), duration: .milliseconds(100), release: .finger), Step.TapStatusBar()])))
    }

    @Test("generated scripts are playable and written as specs the loader reads back step for step")
    func playableScripts() throws {
        let spec = try validSpec(exploredWorld(Self.holding))
        let generator = ScriptGenerator(spec: spec)
        var kinds: Set<String> = []
        for seed in 0..<200 as Range<UInt64> {
            var random = SplitMix(seed: seed)
            let steps = generator.script(25, random: &random)
            #expect(ScriptCheck(spec: spec).isPlayable(steps), "seed \(seed)")
            let writer = StepWriter(screens: spec.screens)
            let lines = steps.map { "  - " + writer.line($0.action) }
            let reloaded = try validSpec(exploredWorld(Self.holding) + "\nscript:\n" + lines.joined(separator: "\n"))
            #expect(reloaded.script!.map { "  - " + writer.line($0.action) } == lines)
            kinds.formUnion(lines.map { String($0.dropFirst(4).prefix { $0 != ":" }) })
        }
        #expect(kinds.isSuperset(of: ["drag", "fling", "touchDown", "moveBy", "lift", "wait", "tapStatusBar", "selectTab", "push", "pop", "set", "endRefreshing", "waitForIdle"]), "\(kinds.sorted())")
    }

    @Test("where the world has them, scripts pinch what zooms, show and hide the keyboard and delete rows; every one plays to its end")
    func zoomKeyboardAndRows() throws {
        let yaml = """
            scrollspec: 1
            name: Chat with photos
            screens:
              - id: chat
                scrollViews:
                  - {id: messages, rows: {count: 30, height: 80, idPrefix: m}, keyboardDismissMode: interactive}
                  - {id: composer, contentHeight: 2000, viewportHeight: 100, keyboardDismissMode: onDrag}
                  - {id: photo, axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 4}
            invariants:
              - {photo.zoomScale: {min: 0.1}}
            """
        let spec = try validSpec(yaml)
        let generator = ScriptGenerator(spec: spec)
        let writer = StepWriter(screens: spec.screens)
        var kinds: Set<String> = []
        for seed in 0..<150 as Range<UInt64> {
            var random = SplitMix(seed: seed)
            let steps = generator.script(25, random: &random)
            let lines = steps.map { "  - " + writer.line($0.action) }
            let reloaded = try validSpec(yaml + "\nscript:\n" + lines.joined(separator: "\n"))
            #expect(reloaded.script!.map { "  - " + writer.line($0.action) } == lines, "seed \(seed)")
            let result = Interpreter.run(reloaded)
            #expect(result.stoppedBy == nil, "seed \(seed): \(result.stoppedBy?.message ?? "")")
            kinds.formUnion(lines.map { String($0.dropFirst(4).prefix { $0 != ":" }) })
        }
        #expect(kinds.isSuperset(of: ["pinch", "showKeyboard", "hideKeyboard", "insertRows", "deleteRows"]), "\(kinds.sorted())")
        // The timeline has no keyboard, nothing that zooms and no rows.
        let timeline = try validSpec(exploredWorld(Self.holding))
        var random = SplitMix(seed: 1)
        let plain = (0..<100).flatMap { _ in ScriptGenerator(spec: timeline).script(25, random: &random) }.map { StepWriter(screens: timeline.screens).line($0.action) }
        #expect(!plain.contains { $0.hasPrefix("pinch") || $0.contains("Keyboard") || $0.contains("Rows") || $0.hasPrefix("scrollTo") })
    }

    @Test("the app's own scrolls and zooms: where the spec's script makes them, scripts scroll to an end or a row still there and zoom within the limits; explore: weights reach every one")
    func scrollsByTheApp() throws {
        let world = """
            scrollspec: 1
            name: Inbox
            screens:
              - id: inbox
                scrollViews:
                  - {id: messages, rows: {count: 30, height: 80, idPrefix: m}}
                  - {id: canvas, axis: both, contentWidth: 2000, contentHeight: 2000, viewportHeight: 300}
                  - {id: pager, axis: horizontal, contentWidth: 1179, viewportHeight: 200}
                  - {id: photo, axis: both, contentWidth: 393, contentHeight: 600, viewportHeight: 300, minimumZoomScale: 0.5, maximumZoomScale: 3}
            invariants:
              - {messages.offset: {min: top, max: bottom}, whenIdle: true}
            """
        let scrolls = "\nscript:\n  - scrollTo: {scrollView: messages, row: m3}\n  - scrollTo: {scrollView: canvas, offset: {x: right, y: top}}\n  - zoomTo: {scrollView: photo, scale: 2}"
        func scrollLines(_ yaml: String, seeds: Range<UInt64>) throws -> [String] {
            let spec = try validSpec(yaml)
            let generator = ScriptGenerator(spec: spec)
            let writer = StepWriter(screens: spec.screens)
            var found: [String] = []
            for seed in seeds {
                var random = SplitMix(seed: seed)
                let lines = generator.script(25, random: &random).map { "  - " + writer.line($0.action) }
                let reloaded = try validSpec(world + "\nscript:\n" + lines.joined(separator: "\n"))
                #expect(reloaded.script!.map { "  - " + writer.line($0.action) } == lines, "seed \(seed)")
                let result = Interpreter.run(reloaded)
                #expect(result.stoppedBy == nil, "seed \(seed): \(result.stoppedBy?.message ?? "")")
                found += lines.filter { $0.hasPrefix("  - scrollTo:") || $0.hasPrefix("  - zoomTo:") }
            }
            return found
        }
        let scripted = try scrollLines(world + scrolls, seeds: 0..<100)
        #expect(scripted.contains { $0.contains("scrollView: messages, row: \"m") && $0.contains("animated: true") })
        #expect(scripted.contains { $0.contains("scrollView: messages, offset: bottom") && $0.contains("animated: false") })
        #expect(scripted.contains { $0.contains("scrollView: canvas, offset: {x: left, y: bottom}") })
        #expect(!scripted.contains { $0.contains("pager") }, "the script never scrolls the pager")
        let zooms = scripted.filter { $0.hasPrefix("  - zoomTo:") }
        #expect(zooms.contains { $0.contains("scale: 0.5, animated: true") } && zooms.contains { $0.contains("scale: 3, animated: false") })
        #expect(zooms.contains { $0.contains(", center: {x: ") })
        let scales = zooms.compactMap { $0.split(separator: "scale: ").last?.split(separator: ",").first.flatMap { Double($0) } }
        #expect(scales.count == zooms.count && scales.allSatisfy { (0.5...3).contains($0) }, "within the limits: \(scales)")
        let weighted = try scrollLines(world + "\nexplore: {steps: {scrollTo: 3}}", seeds: 0..<60)
        #expect(weighted.contains { $0.contains("scrollView: pager, offset: right") })
        #expect(try scrollLines(world, seeds: 0..<60).isEmpty, "an app that never scrolls or zooms itself gets neither")
    }

    @Test("invariants that hold: every run plays, nothing is found, and the same seed covers the same ground")
    func nothingBroken() throws {
        let spec = try validSpec(exploredWorld(Self.holding))
        let first = Explorer.explore(spec, options: explorationOptions())
        #expect(first.counterexample == nil, "\(first.counterexample?.message ?? "")")
        #expect(first.runs == 40 && first.stoppedOtherwise == 0, "\(first.firstOtherStop.map { "\($0.failure.mark): \($0.failure.message)" } ?? "")")
        let again = Explorer.explore(spec, options: explorationOptions())
        #expect((again.steps, again.virtualTime) == (first.steps, first.virtualTime))
        let other = Explorer.explore(spec, options: explorationOptions(seed: 8))
        #expect(other.virtualTime != first.virtualTime)
    }

    @Test("the steps and time explored are those played: a run stopped at its first turn played none of its script")
    func countsWhatWasPlayed() throws {
        let result = Explorer.explore(try validSpec(exploredWorld("  - {feed.offset: 5}")), options: explorationOptions())
        let found = try #require(result.counterexample)
        #expect(found.originalSteps > 0 && found.steps.isEmpty)
        #expect(result.runs == 1 && result.steps == 0 && result.virtualTime == .zero, "\(result.steps) steps, \(result.virtualTime)")
    }

    @Test("when nothing broke, the invariants no run put to the test are named: a `when` that never held, a value that never changed")
    func untestedInvariants() throws {
        let spec = try validSpec("""
            scrollspec: 1
            name: Untested
            tabs: [home]
            screens:
              - id: article
                tab: home
                scrollViews: [{id: text, contentHeight: 4000}]
                views: [{id: hero, height: 200}]
                behaviours:
                  - headerCollapse: {scrollView: text, header: hero}
            invariants:
              - {hero.fraction: 1, when: {text.offset: {min: 100000}}}
              - {hero.fraction: {min: 0, max: 1}, when: {text.offset: {min: 400}}, whenIdle: true}
              - {changes: tabBar.selected, atMost: 1, within: 1s}
              - {step: hero.fraction, atMost: 1}
              - {text.offset: {min: top, max: bottom}, whenIdle: true}
            """)
        let result = Explorer.explore(spec, options: explorationOptions())
        #expect(result.counterexample == nil)
        #expect(result.warnings.map(\.description) == [
            "spec.scroll.yaml:12:5: warning: invariant hero.fraction when text.offset was never tested in 40 explored runs: its `when` never held"
                + " (weight the steps that reach it with `explore: {steps: …}`, or raise --runs or --steps)",
            "spec.scroll.yaml:14:5: warning: changes of tabBar.selected at most 1 within 1s was never tested in 40 explored runs: `tabBar.selected` never changed"
                + " (weight the steps that reach it with `explore: {steps: …}`, or raise --runs or --steps)",
        ])
        let broken = Explorer.explore(try validSpec(exploredWorld(Self.flickering + "\n  - {hero.fraction: 1, when: {feed.offset: {min: 100000}}}")), options: explorationOptions(runs: 200))
        #expect(broken.counterexample != nil && broken.warnings.isEmpty, "a broken invariant is the news; the runs stopped early")
    }

    @Test("runs stopped before their script ended are no violation, and a warning counts them and says why the first stopped")
    func stoppedRuns() throws {
        let spec = try validSpec(exploredWorld(Self.holding))
        var tight = explorationOptions()
        tight.timeLimit = .milliseconds(1)
        let result = Explorer.explore(spec, options: tight)
        #expect(result.counterexample == nil && result.runs == 40 && result.stoppedOtherwise == 40)
        #expect(result.warnings.first?.description == "spec.scroll.yaml:1:1: warning: 40 of 40 explored runs stopped before their script ended"
            + " (no violation, but they explored less); the first, run 0, at its step 1: the run reached its time limit of 1ms of virtual time (raise it with --max-time)")
        #expect(Explorer.explore(spec, options: explorationOptions()).warnings.isEmpty, "runs that play their script to the end are not named")
    }

    @Test("a threshold bar without hysteresis flickers: the counterexample is short, and fails the same way under run")
    func flicker() throws {
        let spec = try validSpec(exploredWorld(Self.flickering))
        let result = Explorer.explore(spec, options: explorationOptions(runs: 200))
        let found = try #require(result.counterexample)
        #expect(found.message.hasPrefix("invariant broken: bar.position changed 2 times within 300ms (at most 1)"), "\(found.message)")
        #expect(found.mark.line == 19)
        #expect(found.steps.count < found.originalSteps && found.steps.count <= 9, "\(found.scriptLines)")
        let replay = Interpreter.run(try validSpec(exploredWorld(Self.flickering) + "\nscript:\n" + found.scriptLines.joined(separator: "\n")))
        #expect(replay.stoppedBy?.message == found.message)
        #expect(replay.stoppedBy?.mark.line == 19)
        let same = Explorer.explore(spec, options: explorationOptions(runs: 200))
        #expect(same.counterexample?.scriptLines == found.scriptLines, "the same seed finds the same counterexample")
    }

    @Test("a zoom past a limit is found by a pinch, shrunk to round numbers about the middle", arguments: [1, 2, 3] as [UInt64])
    func pinchCounterexample(_ seed: UInt64) throws {
        let (pinch, steps) = try shrunkZoom("""
            scrollspec: 1
            name: Photo
            screens:
              - id: viewer
                scrollViews: [{id: photo, axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 4}]
            invariants:
              - {photo.zoomScale: {max: 1.5}}
            """, step: "pinch", seed: seed)
        #expect(steps <= 2 && pinch.hasSuffix(", duration: 300ms}"), "\(pinch)")
    }

    @Test("a zoom the app makes past what an invariant allows is shrunk to a round scale about the middle", arguments: [1, 2, 3] as [UInt64])
    func zoomToCounterexample(_ seed: UInt64) throws {
        _ = try shrunkZoom("""
            scrollspec: 1
            name: Photo
            screens:
              - id: viewer
                scrollViews:
                  - {id: photo, axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 4}
            explore: {steps: {pinch: 0}}
            invariants:
              - {photo.zoomScale: {max: 2.2}}
            script:
              - zoomTo: {scrollView: photo, scale: 2}
            """, step: "zoomTo", seed: seed)
    }

    /// Explores `yaml`, whose invariant a zoom breaks, and expects the
    /// counterexample to keep one `step` line with a whole or half scale about
    /// the middle, and to fail the same way under `run`; returns that line and
    /// how many steps the counterexample has.
    private func shrunkZoom(_ yaml: String, step: String, seed: UInt64) throws -> (line: String, steps: Int) {
        let found = try #require(Explorer.explore(try validSpec(yaml), options: explorationOptions(runs: 300, seed: seed)).counterexample)
        let zooms = found.scriptLines.filter { $0.hasPrefix("  - \(step):") }
        #expect(zooms.count == 1 && !zooms[0].contains("center"), "\(found.scriptLines)")
        let scale = try #require(zooms.first?.split(separator: "scale: ").last?.split(separator: ",").first.flatMap { Double($0) })
        #expect(scale * 2 == (scale * 2).rounded(), "a whole or half scale: \(found.scriptLines)")
        let script = found.scriptLines.joined(separator: "\n")
        let replayed = yaml.contains("\nscript:") ? yaml.components(separatedBy: "\nscript:")[0] : yaml
        #expect(Interpreter.run(try validSpec(replayed + "\nscript:\n" + script)).stoppedBy?.message == found.message)
        return (zooms[0], found.steps.count)
    }

    @Test("with a list of devices, every device is explored with every run, in list order, until one breaks an invariant")
    func everyDevice() throws {
        let holding = Explorer.explore(try validSpec(twoDevicesSpec("  - {list.offset: {min: top, max: bottom}, whenIdle: true}")), options: explorationOptions(runs: 20))
        #expect(holding.counterexample == nil && holding.runs == 40)
        let broken = Explorer.explore(try validSpec(twoDevicesSpec("  - {list.offset: {max: 0}, whenIdle: true}")), options: explorationOptions(runs: 20))
        let found = try #require(broken.counterexample)
        #expect(found.device == 1 && found.message.hasPrefix("[short] invariant broken: expected list.offset"), "\(found.message)")
        #expect(broken.runs > 20, "the tall device's 20 runs came first")
    }

    @Test("explore: {steps} weights the kinds of step; 0 leaves one out")
    func weights() throws {
        let spec = try validSpec(exploredWorld(Self.holding) + "\nexplore:\n  steps: {drag: 0, touchDown: 0, push: 0, selectTab: 0, set: 0, commands: 0, tapStatusBar: 0, tap: 0, wait: 1, fling: 9}")
        let generator = ScriptGenerator(spec: spec)
        var random = SplitMix(seed: 3)
        let kinds = Set(generator.script(200, random: &random).map { String(StepWriter(screens: spec.screens).line($0.action).prefix { $0 != ":" }) })
        #expect(kinds == ["fling", "wait", "waitForIdle"], "\(kinds.sorted())")
        // A keyboard weighted in is shown and hidden in a spec that has no other sign of one.
        let typing = try validSpec(exploredWorld(Self.holding) + "\nexplore:\n  steps: {keyboard: 5}")
        var keys = SplitMix(seed: 3)
        let lines = ScriptGenerator(spec: typing).script(100, random: &keys).map { StepWriter(screens: typing.screens).line($0.action) }
        #expect(lines.contains("showKeyboard") && lines.contains("hideKeyboard"))
        #expect(problems(exploredWorld(Self.holding) + "\nexplore:\n  steps: {drags: 1}") == ["22:11: unknown kind of step `drags`; did you mean `drag`?"])
        let none = ExploreDecoder.kinds.map { "\($0): 0" }.joined(separator: ", ")
        #expect(problems(exploredWorld(Self.holding) + "\nexplore:\n  steps: {\(none)}") == ["22:10: `explore` leaves out every kind of step; give one a weight above 0"])
    }

    @Test("runs played on several threads find, count and report exactly what one thread does, progress in run order", arguments: [2, 3, 8])
    func threads(_ threads: Int) throws {
        for invariants in [Self.holding, Self.flickering] {
            let spec = try validSpec(exploredWorld(invariants))
            let one = Explorer.explore(spec, options: explorationOptions(runs: 200))
            var seen: [Int] = []
            let many = Explorer.explore(spec, options: explorationOptions(runs: 200, threads: threads)) { seen.append($0.runs) }
            #expect((many.runs, many.steps, many.virtualTime, many.stoppedOtherwise) == (one.runs, one.steps, one.virtualTime, one.stoppedOtherwise))
            #expect(many.counterexample?.run == one.counterexample?.run)
            #expect(many.counterexample?.scriptLines == one.counterexample?.scriptLines)
            #expect(many.counterexample?.message == one.counterexample?.message)
            #expect(seen == Array(1...one.runs), "progress hears every run once, in order")
        }
        let spec = try validSpec(exploredWorld(Self.flickering))
        let flickers = Explorer.explore(spec, options: explorationOptions(runs: 200))
        #expect(flickers.runs < 200, "the flicker is found before the last run, so the runs played after it are dropped")
    }

    @Test("shards split the runs: together they are the whole")
    func shards() throws {
        let spec = try validSpec(exploredWorld(Self.holding))
        let whole = Explorer.explore(spec, options: explorationOptions(runs: 30))
        var parts: [ExplorationResult] = []
        for index in 0..<3 {
            var sharded = explorationOptions(runs: 30)
            sharded.shard = (index, 3)
            parts.append(Explorer.explore(spec, options: sharded))
        }
        #expect(parts.map(\.runs) == [10, 10, 10])
        #expect(parts.map(\.steps).reduce(0, +) == whole.steps)
        #expect(parts.map(\.virtualTime.nanoseconds).reduce(0, +) == whole.virtualTime.nanoseconds)
    }

    @Test("the exploration reads as a run's result: one expectation per invariant, the broken one failed at its line")
    func asRunResult() throws {
        let spec = try validSpec(exploredWorld(Self.holding + "\n" + Self.flickering))
        let result = Explorer.explore(spec, options: explorationOptions(runs: 200)).runResult
        #expect(result.expectations.map(\.summary) == [
            "invariant hero.fraction", "invariant feed.offset when idle", "changes of bar.position at most 1 within 300ms",
        ])
        #expect(result.expectations.map(\.passed) == [true, true, false])
        let json = result.report(as: .json)
        #expect(json.contains("\"explored\":{\"runs\":"))
        let junit = result.report(as: .junit)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 3)
    }
}
