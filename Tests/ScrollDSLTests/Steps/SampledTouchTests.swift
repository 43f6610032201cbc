import Foundation
import TestSupport
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `panVelocity` that writes a pan's state and velocity on the view and logs each touch.
private let panVelocity = """
    scrollplugin: 1
    name: panVelocity
    summary: Writes a pan's velocity.
    parameters:
      view: {type: view}
    pipelines:
      - from: {pan: view}
        pipe: [{map: "velocity.y"}]
        to: {set: view.vy}
      - from: {pan: view}
        to: {set: view.state}
      - from: {touch: view}
        to: {log: state}
    """

/// `touches`: a finger played from samples, with Flutter's iOS velocity estimate at the lift.
@Suite("Sampled touches")
struct SampledTouchTests {
    private func spec(_ script: String, scrollView: String = "{id: feed, contentHeight: 5000}") -> String {
        """
        scrollspec: 1
        name: Samples
        screens:
          - id: home
            scrollViews: [\(scrollView)]
            views: [{id: pad, y: 400, height: 300}]
            behaviours: [{panVelocity: {view: pad}}]
        script:
        \(script)
        """
    }

    private func load(_ yaml: String, in folder: String? = nil) throws -> Spec {
        let plugins = try PluginLoader.load([pluginFolder(["panVelocity.scrollplugin.yaml": panVelocity])], into: .builtIn)
        return try SpecLoader.load(yaml: yaml, file: Self.file(in: folder), plugins: plugins)
    }

    private static func file(in folder: String?) -> String {
        (folder.map { $0 + "/" } ?? "") + "spec.scroll.yaml"
    }

    /// Runs `yaml`: its failures and the touch states logged.
    private func run(_ yaml: String, in folder: String? = nil) throws -> (failures: [String], logged: [String]) {
        try runLogging(yaml, plugins: ["panVelocity.scrollplugin.yaml": panVelocity], file: Self.file(in: folder))
    }

    /// Samples every 10 ms moving up 10, 20, 30, 40 pt: v₂ = −2000, v₃ = −3000, v₄ = −4000 pt/s on the
    /// screen, so 0.6·v₂ + 0.35·v₃ + 0.05·v₄ = −2450 on the screen, 2450 in content terms.
    private let fling = "[[0, 200, 600], [10, 200, 590], [20, 200, 570], [30, 200, 540], [40, 200, 500]]"

    @Test("the release velocity is Flutter's iOS estimate over the last four samples, in screen terms on a view's pan")
    func estimateOnView() throws {
        let (failures, _) = try run(spec("""
              - touches: {view: pad, samples: \(fling)}
              - expect: {pad.vy: -2450, pad.state: ended}
            """))
        #expect(failures == [])
    }

    @Test("on a scroll view the finger moves the content to the last sample, then it glides from the estimate in content terms")
    func estimateOnScrollView() throws {
        let spec = try load(spec("""
              - touches: {scrollView: feed, samples: \(fling)}
              - expect: {feed.offset: 100, feed.phase: decelerating}
            """))
        let world = Program(spec: spec).world
        try world.start()
        try world.play(try #require(spec.script?.first).action)
        #expect(world.stage.scrollView("feed").offset == 100)
        #expect(abs(world.stage.scrollView("feed").velocity - 2450) < 1e-6)
    }

    @Test("a lift more than 40 ms after the sample before it releases at 0; fewer than four samples count the missing velocities 0")
    func pauseAndFewSamples() throws {
        let (failures, _) = try run(spec("""
              - touches: {view: pad, samples: [[0, 200, 600], [10, 200, 590], [20, 200, 570], [30, 200, 540], [40, 200, 500], [81, 200, 500]]}
              - expect: {pad.vy: 0}
              - touches: {view: pad, samples: [[0, 200, 600], [10, 200, 580]]}
              - expect: {pad.vy: -100}
            """))
        #expect(failures == [])
    }

    @Test("frames see the samples: between two frames the finger stands at the latest sample, and samples make no turns")
    func framesSeeSamples() throws {
        let samples = (0...50).map { "[\($0), 200, \(600 - $0)]" }.joined(separator: ", ")
        let (failures, logged) = try run(spec("  - touches: {view: pad, samples: [\(samples)]}"))
        #expect(failures == [])
        // 51 samples over 50 ms at 120 Hz: a `moved` at each of the 5 frames before the lift and at the lift, not 50.
        #expect(logged.first == "down" && logged.last == "up")
        #expect(logged.filter { $0 == "moved" }.count == 6)
    }

    @Test("where the direction lock applies, a sampled touch that never passes the slop moves nothing and glides nothing")
    func shortOfSlop() throws {
        let (failures, _) = try run(spec("""
              - touches: {scrollView: feed, samples: [[0, 200, 600], [8, 200, 596], [16, 200, 592]]}
              - expect: {feed.offset: 0, feed.phase: idle}
            """, scrollView: "{id: feed, axis: both, contentHeight: 5000, contentWidth: 2000}"))
        #expect(failures == [])
    }

    @Test("a touch file is read relative to the spec and plays as its samples")
    func touchFile() throws {
        let folder = try scratchFolder("touches")
        let lines = ["{\"scrolltouches\": 1}", "{\"t\": 0, \"x\": 200, \"y\": 600}", "{\"t\": 10, \"x\": 200, \"y\": 590}",
                     "{\"t\": 20, \"x\": 200, \"y\": 570}", "{\"t\": 30, \"x\": 200, \"y\": 540}", "{\"t\": 40, \"x\": 200, \"y\": 500}"]
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("fling.jsonl"), atomically: true, encoding: .utf8)
        let (failures, _) = try run(spec("""
              - touches: {view: pad, file: fling.jsonl}
              - expect: {pad.vy: -2450}
            """), in: folder.path)
        #expect(failures == [])
    }

    @Test("bad samples and touch files are load errors at their line (and column in the file)")
    func badInput() throws {
        func problems(_ step: String, in folder: String? = nil) -> [String] {
            do {
                _ = try load(spec("  - " + step), in: folder)
                return []
            } catch let error as InvalidSpec {
                return error.diagnostics.map { "\($0.file.split(separator: "/").last!):\($0.mark): \($0.message)" }
            } catch {
                return ["\(error)"]
            }
        }
        #expect(problems("touches: {view: pad, samples: [[0, 200, 600], [20, 200, 590], [10, 200, 580]]}")
            == ["spec.scroll.yaml:9:67: samples are in time order: t = 10 comes after t = 20"])
        #expect(problems("touches: {view: pad, samples: [[0, 200, 600], [20, 500, 590]]}")
            == ["spec.scroll.yaml:9:51: the sample at (500, 590) is outside the screen, 393 × 852 points"])
        #expect(problems("touches: {view: pad, samples: [[5, 200, 600]]}") == ["spec.scroll.yaml:9:36: the first sample is the touch-down, at t = 0, not 5"])
        #expect(problems("touches: {view: pad, samples: [[0, .nan, 600]]}").first?.contains("finite") == true)
        #expect(problems("touches: {view: pad, file: secrets.txt}").first?.contains("a touch file's name ends in `.jsonl`, and no other file is read") == true)
        #expect(problems("touches: {view: pad}") == ["spec.scroll.yaml:9:14: `touches` needs `samples: [[t, x, y], …]` or a touch `file`"])

        let folder = try scratchFolder("bad-touches")
        try "{\"scrolltouches\": 1}\n{\"t\": 0, \"x\": 200, \"y\": 600}\n{\"t\": 10, \"x\": 200, \"y\": 59O}\n"
            .write(to: folder.appendingPathComponent("typo.jsonl"), atomically: true, encoding: .utf8)
        #expect(problems("touches: {view: pad, file: typo.jsonl}", in: folder.path)
            == ["typo.jsonl:3:28: not a touch file's line: expected `,` or `}`"])
        try "{\"t\": 0, \"x\": 200, \"y\": 600}\n".write(to: folder.appendingPathComponent("headless.jsonl"), atomically: true, encoding: .utf8)
        #expect(problems("touches: {view: pad, file: headless.jsonl}", in: folder.path)
            == ["headless.jsonl:1:1: a touch file starts with the line `{\"scrolltouches\": 1}`"])
        try "{\"scrolltouches\": 1}\n{\"t\": 0, \"x\": 200, \"z\": 600}\n".write(to: folder.appendingPathComponent("key.jsonl"), atomically: true, encoding: .utf8)
        #expect(problems("touches: {view: pad, file: key.jsonl}", in: folder.path).first?.hasPrefix("key.jsonl:2:20: a sample has `t`, `x` and `y`, not `z`") == true)
    }
}
