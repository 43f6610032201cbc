import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A timeline with a header (`hero`, 200 high) and a threshold bar (`bar` at 100 pt),
/// with `invariants` and `script`; the invariants start on line 10.
private func timeline(_ invariants: String, _ script: String) -> String {
    """
    scrollspec: 1
    name: Invariants
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 5000}]
        views: [{id: hero, height: 200}, {id: bar}]
        behaviours:
          - headerCollapse: {scrollView: feed, header: hero}
          - thresholdBar: {scrollView: feed, bar: bar, threshold: 100}
    invariants:
    \(invariants)
    script:
    \(script)
    """
}

/// What stopped the run, as `LINE:COLUMN: message`, or `nil` when it passed.
private func stop(_ yaml: String) throws -> String? {
    let result = Interpreter.run(try validSpec(yaml))
    return result.stoppedBy.map { "\($0.mark.line):\($0.mark.column): \($0.message)" }
}

@Suite("Invariants hold at the end of every turn")
struct InvariantTests {
    @Test("invariants that hold let the run pass; the first turn that breaks one stops the run at its line")
    func holdsAndBreaks() throws {
        let script = "  - drag: {scrollView: feed, by: 300, duration: 300ms, release: finger}\n  - waitForIdle\n  - expect: {hero.fraction: 1}"
        #expect(try stop(timeline("  - {hero.fraction: {min: 0, max: 1}}\n  - {feed.offset: {min: top, max: bottom}, whenIdle: true}", script)) == nil)
        #expect(try stop(timeline("  - {hero.fraction: {max: 0.5}}", script))
            == "11:5: invariant broken: expected hero.fraction to be in [-∞, 0.5], got 0.542 at t=108.333333ms")
        // A range includes its ends, and `not` turns it round: 0.5 is the first value it keeps out.
        #expect(try stop(timeline("  - {hero.fraction: {not: {min: 0.5, max: 2}}}", script))
            == "11:5: invariant broken: expected hero.fraction to be not in [0.5, 2], got 0.5 at t=100ms")
    }

    @Test("an invariant holds from time 0, before the first step")
    func fromTimeZero() throws {
        #expect(try stop(timeline("  - {feed.offset: 10}", "  - wait: 1s")) == "11:5: invariant broken: expected feed.offset to be 10 ±0.5, got 0 at t=0s")
    }

    @Test("when and whenIdle choose the turns an invariant is checked at")
    func conditions() throws {
        let script = "  - drag: {scrollView: feed, by: 150, duration: 300ms}\n  - drag: {scrollView: feed, by: -300, duration: 300ms, release: finger}\n  - waitForIdle"
        #expect(try stop(timeline("  - {bar.position: bottom, when: {feed.distanceFromTop: {min: 101}}}", script)) == nil)
        #expect(try stop(timeline("  - {bar.position: bottom, when: {feed.distanceFromTop: {min: 10}}}", script))
            == "11:5: invariant broken: expected bar.position to be \"bottom\", got \"top\" at t=25ms")
        // Past the top while the finger pulls and the content springs back, at the top once idle.
        #expect(try stop(timeline("  - {feed.offset: {min: 0}, whenIdle: true}", script)) == nil)
        #expect(try stop(timeline("  - {feed.offset: {min: 0}}", script))
            == "11:5: invariant broken: expected feed.offset to be in [0, ∞], got -4.559 at t=458.333333ms")
    }

    @Test("changes counts the changes in any stretch of its window: a bar that flickers at its threshold breaks it")
    func flicker() throws {
        let wobble = """
              - touchDown: {scrollView: feed}
              - moveBy: {by: 110, duration: 200ms}
              - moveBy: {by: -20, duration: 50ms}
              - moveBy: {by: 20, duration: 50ms}
              - lift
            """
        #expect(try stop(timeline("  - {changes: bar.position, atMost: 2, within: 300ms}", wobble))
            == "11:5: invariant broken: bar.position changed 3 times within 300ms (at most 2), from \"top\" to \"bottom\" at t=283.333333ms")
        #expect(try stop(timeline("  - {changes: bar.position, atMost: 3, within: 300ms}", wobble)) == nil)
        #expect(try stop(timeline("  - {changes: bar.position, atMost: 1, within: 40ms}", wobble)) == nil)
        // The bar changes at 183.333333 ms, 225 ms and 283.333333 ms: the first and the
        // last are exactly 100 ms apart, so no stretch of 100 ms holds all three.
        #expect(try stop(timeline("  - {changes: bar.position, atMost: 2, within: 100ms}", wobble)) == nil)
        #expect(try stop(timeline("  - {changes: bar.position, atMost: 2, within: 101ms}", wobble))
            == "11:5: invariant broken: bar.position changed 3 times within 101ms (at most 2), from \"top\" to \"bottom\" at t=283.333333ms")
    }

    @Test("step bounds how far a number moves in one turn: a jump breaks it")
    func jump() throws {
        let script = "  - drag: {scrollView: feed, by: 400, duration: 400ms}\n  - scrollTo: {scrollView: feed, offset: top, animated: false}"
        #expect(try stop(timeline("  - {step: hero.translation, atMost: 20}", "  - drag: {scrollView: feed, by: 400, duration: 400ms}")) == nil)
        #expect(try stop(timeline("  - {step: feed.offset, atMost: 20}", script))
            == "11:5: invariant broken: feed.offset moved by 400 in one turn (at most 20), from 400 to 0 at t=400ms")
    }

    @Test("a broken invariant is in every report format, with its line")
    func reports() throws {
        let spec = try validSpec(timeline("  - {hero.fraction: {max: 0.5}}", "  - drag: {scrollView: feed, by: 300}"))
        let result = Interpreter.run(spec)
        for format in ReportFormat.allCases {
            let report = result.report(as: format)
            #expect(report.contains("invariant broken: expected hero.fraction to be in [-∞, 0.5], got 0.542"), "\(format)")
            #expect(report.contains("11"), "\(format)")
        }
    }

    @Test("bad invariants are refused at their place, with the fix", arguments: [
        ("  - {hero.fractoin: 1}", "11:6: no behaviour writes `hero.fractoin`; did you mean `fraction`?"),
        ("  - {changes: bar.postion, atMost: 1, within: 300ms}", "11:15: no behaviour writes `bar.postion`; did you mean `position`?"),
        ("  - {changes: bar.position, atMost: 1, within: 0}", "11:48: `within` must be longer than 0"),
        ("  - {changes: bar.position, atMost: 1}", "11:5: a `changes` invariant needs `within`"),
        ("  - {step: bar.position, atMost: 1}", "11:12: `step` measures how far a number moves in one turn, and `bar.position` is not a number"),
        ("  - {hero.fraction: 1, atMost: 1}", "11:24: `atMost` belongs to `{changes: PATH, atMost: N, within: DURATION}` or `{step: PATH, atMost: N}`"),
        ("  - {whenIdle: true}", "11:5: this invariant checks nothing"),
        ("  - {hero.fraction: 1, when: 3}", "11:30: `when` is a map of `PATH: MATCHER`"),
        ("  - {hero.fraction: $top}", "11:21: `$top` cannot be read by an invariant: invariants hold from the run's start, before any `remember` keeps a value"),
        ("  - {hero.fraction: 1, whenidle: true}", "11:24: `whenidle` is neither a property path nor a key of an invariant; did you mean `whenIdle`?"),
        ("  - {hero.fraction: 1, sometimes: true}", "11:24: `sometimes` is neither a property path nor a key of an invariant; write `TARGET.PROPERTY: MATCHER`"),
        ("  - hero.fraction", "11:5: an invariant is a map"),
        ("  - {}", "11:5: an invariant is a map: `{PATH: MATCHER, …}`, `{changes: PATH, atMost: N, within: DURATION}` or `{step: PATH, atMost: N}`, not an empty map"),
    ])
    func badInput(invariant: String, expected: String) {
        let found = problems(timeline(invariant, "  - wait: 1s"))
        #expect(found.count == 1 && found[0].hasPrefix(expected), "expected \(expected), got \(found)")
    }
}
