import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// The 1.1 script steps and expectations, run.
@Suite("Script steps of 1.1")
struct ScriptStepTests {
    private func spec(_ script: String, behaviours: String = "", device: String = "", scrollView: String = "") -> String {
        """
        scrollspec: 1
        name: Steps
        \(device)
        screens:
          - id: home
            scrollViews: [{id: list, contentHeight: 3000\(scrollView)}]
            views: [{id: bar}, {id: hero, height: 200}]
            behaviours: [\(behaviours)]
        script:
        \(script)
        """
    }

    @Test("touchDown, moveBy and lift: other steps happen while the finger is down")
    func fingerParts() throws {
        let result = try runSpec(spec("""
              - touchDown: {scrollView: list}
              - moveBy: {by: 200, duration: 200ms}
              - expect: {list.offset: 200, list.phase: tracking}
              - tapStatusBar
              - wait: 500ms
              - expect: {list.offset: 200, list.phase: tracking, list.velocity: 0}
              - moveBy: {by: 100, duration: 100ms}
              - lift
              - expect: {list.offset: 300, list.phase: idle}
            """))
        #expect(result.passed, "\(result.failureLines)")
        #expect(result.endTime == .milliseconds(800))
    }

    @Test("release: finger hands on by / duration, on a drag and on a lift")
    func releaseFinger() throws {
        let rest = 300 + ScrollPhysics.travel(velocity: 1000, rate: 0.998)
        let result = try runSpec(spec("""
              - drag: {scrollView: list, by: 300, duration: 300ms, release: finger}
              - expect: {list.velocity: 1000, list.phase: decelerating}
              - waitForIdle
              - expect: {list.offset: {approx: \(rest), tolerance: 0.000001}}
              - scrollTo: {scrollView: list, offset: top}
              - touchDown: {scrollView: list}
              - moveBy: {by: 300, duration: 300ms}
              - lift: {release: finger}
              - waitForIdle
              - expect: {list.offset: {approx: \(rest), tolerance: 0.000001}}
              - touchDown: {scrollView: list}
              - moveBy: {by: 100, duration: 100ms}
              - wait: 100ms
              - lift: {release: finger}
              - expect: {list.phase: idle}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a glide goes as ScrollPhysics says: the distance and velocity at the frame a quarter second after a fling (seen once time passes it)")
    func glideFollowsThePhysics() throws {
        let (distance, velocity) = (
            ScrollPhysics.decelerated(velocity: 2000, rate: 0.998, after: 0.25),
            ScrollPhysics.deceleratedVelocity(velocity: 2000, rate: 0.998, after: 0.25))
        // UIKit's curve, written out: v·r^(1000·t), and v/(1000·ln(1/r))·(1 − r^(1000·t)).
        let left = pow(0.998, 250.0)
        #expect(abs(velocity - 2000 * left) < 1e-9 && abs(distance - 2000 / (1000 * log(1 / 0.998)) * (1 - left)) < 1e-9, "\(distance), \(velocity)")
        let result = try runSpec(spec("""
              - fling: {scrollView: list, velocity: 2000}
              - wait: 251ms
              - expect: {list.offset: {approx: \(distance), tolerance: 0.000001}, list.velocity: {approx: \(velocity), tolerance: 0.000001}}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("remember keeps a value; $NAME compares with it later, in approx, min, max and not")
    func remember() throws {
        let result = try runSpec(spec("""
              - drag: {scrollView: list, by: 400}
              - remember: {start: list.offset, place: bar.position}
              - drag: {scrollView: list, by: 100}
              - expect: {list.offset: {min: $start}, bar.position: $place}
              - expect: {list.offset: {not: $start}}
              - expect: {list.offset: {approx: $start, tolerance: 100}}
              - expect: {list.offset: $start}
            """, behaviours: "{thresholdBar: {scrollView: list, bar: bar}}"))
        #expect(result.failureLines == ["16: expected list.offset to be 400 ±0.5, got 500 at t=600ms"])
    }

    @Test("during: every turn for that long; a break is reported at its turn and the script goes on from the end")
    func during() throws {
        let result = try runSpec(spec("""
              - fling: {scrollView: list, velocity: 2000}
              - expect: {list.phase: decelerating, during: 500ms}
              - expect: {list.offset: {max: 900}, during: 2s}
              - log: after
            """))
        #expect(result.expectations.map(\.passed) == [true, false])
        let failure = try #require(result.expectations.last?.failures.first?.message)
        #expect(failure.hasPrefix("expected list.offset to be in [-∞, 900] during 2s, got 900."))
        #expect(result.expectations[1].time < .milliseconds(2500))
        #expect(result.endTime == .milliseconds(2500))
    }

    @Test("{not: MATCHER} matches what the matcher does not")
    func not() throws {
        let result = try runSpec(spec("""
              - drag: {scrollView: list, by: 100}
              - expect: {list.offset: {not: top}, list.phase: {not: tracking}}
              - expect: {list.offset: {not: 100}}
            """))
        #expect(result.failureLines == ["12: expected list.offset to be not 100 ±0.5, got 100 at t=300ms"])
    }

    @Test("set: content that grows keeps the offset; content that shrinks clamps it; behaviours see the change")
    func set() throws {
        let result = try runSpec(spec("""
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 2148}
              - set: {list.contentHeight: 5000}
              - expect: {list.offset: 2148, list.phase: idle}
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 4148}
              - set: {list.contentHeight: 1000, list.contentInset: {bottom: 100}}
              - expect: {list.offset: 248, list.phase: idle}
              - set: {list.viewportHeight: 400}
              - expect: {list.offset: 248}
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 700}
              - set: {list.contentHeight: 10}
              - expect: {list.offset: 0, hero.translation: 0}
            """, behaviours: "{headerCollapse: {scrollView: list, header: hero, mode: exitUntilCollapsed}}"))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("set: one side of the inset, written as the path that reads it, changes that side alone")
    func setOneSide() throws {
        let result = try runSpec(spec("""
              - set: {list.contentInset: {top: 50, bottom: 100}}
              - scrollTo: {scrollView: list, offset: top}
              - expect: {list.offset: -50, list.contentInset.bottom: 100}
              - set: {list.contentInset.top: 20}
              - scrollTo: {scrollView: list, offset: top}
              - expect: {list.offset: -20, list.contentInset.top: 20, list.contentInset.bottom: 100}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("set while a glide runs: the glide goes on and stops at the new bottom")
    func setDuringGlide() throws {
        let result = try runSpec(spec("""
              - fling: {scrollView: list, velocity: 3000}
              - wait: 100ms
              - set: {list.contentHeight: 1352}
              - waitForIdle
              - expect: {list.offset: 500, list.phase: idle}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("at time 0 every scroll view reports its offset once, so behaviours start from initialOffset")
    func initialReport() throws {
        let result = try runSpec(spec("""
              - expect: {bar.position: bottom, hero.fraction: 1}
            """, behaviours: "{thresholdBar: {scrollView: list, bar: bar, threshold: 100}}, {headerCollapse: {scrollView: list, header: hero, mode: exitUntilCollapsed}}",
            scrollView: ", initialOffset: 500"))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a list of devices runs the script once per device, named in reports")
    func devices() throws {
        let spec = try validSpec(spec("""
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 2333}
            """, device: "device: [{name: SE, height: 667}, {name: ProMax, height: 956}]"))
        let results = spec.runs.map { Interpreter.run($0) }
        #expect(results.map(\.name) == ["Steps [SE]", "Steps [ProMax]"])
        #expect(results.map(\.passed) == [true, false])
        #expect(results[1].failureLines == ["11: [ProMax] expected list.offset to be 2333 ±0.5, got 2044 at t=0s"])
    }
}
