import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Composed pipelines run: each operator, source and sink with the values and
/// times a user would check.
@Suite("Composed operators, sources and sinks")
struct ComposedOperatorTests {
    /// Runs `script` on a screen with `list` and view `title`, with a plugin
    /// `probe` of `pipelines` installed; returns the failures.
    private func run(_ pipelines: String, _ script: String, trace: TraceLines? = nil) throws -> [String] {
        let folder = try pluginFolder(["probe.scrollplugin.yaml": pluginFile(pipelines, name: "probe")])
        let plugins = try PluginLoader.load([folder], into: .builtIn)
        let spec = try SpecLoader.load(yaml: """
            scrollspec: 1
            name: Probe
            screens:
              - id: s
                scrollViews: [{id: list, contentHeight: 3000}]
                views: [{id: bar}]
                behaviours: [{probe: {scrollView: list, title: bar}}]
            script:
            \(script.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            """, plugins: plugins)
        let result = Interpreter.run(spec, options: RunOptions(trace: trace))
        return result.diagnostics.map(\.message)
    }

    @Test("map, filter and distinctUntilChanged")
    func mapFilter() throws {
        let failures = try run("""
              - from: {offset: scrollView}
                pipe: [filter: "value > 100", map: "floor(value / 100)", distinctUntilChanged, scan: {seed: "0", next: "acc + 1"}]
                to: {set: title.steps}
            """, """
            - expect: {bar.steps: {not: {min: 0}}}
            - drag: {scrollView: list, by: 450, duration: 450ms}
            - expect: {bar.steps: {approx: 4, tolerance: 0}}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("scan counts, startWith sets before anything happens, take and skip")
    func scanTakeSkip() throws {
        let failures = try run("""
              - from: {offset: scrollView}
                pipe: [skip: 1, take: 3, scan: {seed: "0", next: "acc + 1"}, startWith: "-1"]
                to: {set: title.count}
            """, """
            - expect: {bar.count: {approx: -1, tolerance: 0}}
            - drag: {scrollView: list, by: 100, duration: 100ms}
            - expect: {bar.count: {approx: 3, tolerance: 0}}
            - drag: {scrollView: list, by: 100, duration: 100ms}
            - expect: {bar.count: {approx: 3, tolerance: 0}}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("withLatestFrom a state reads its current value, its initial one included; a stream passes value alone")
    func withLatestFrom() throws {
        let failures = try run("""
              - from: {triggers: triggers}
                pipe: [withLatestFrom: {state: shown}, map: "not latest"]
                to: {stream: toggled}
              - from: {stream: toggled}
                to: {set: {state: shown}}
              - from: {state: shown}
                pipe: [map: "value ? 'on' : 'off'"]
                to: {set: title.label}
            """, """
            - tapStatusBar
            - expect: {bar.label: on}
            - tapStatusBar
            - expect: {bar.label: "off"}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("combinePrevious binds previous from the second element on")
    func combinePrevious() throws {
        let failures = try run("""
              - from: {offset: scrollView}
                pipe: [combinePrevious, map: "value - previous"]
                to: {set: title.delta}
            """, """
            - drag: {scrollView: list, by: 100, duration: 0}
            - expect: {bar.delta: {approx: 100, tolerance: 0}}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("delay, throttle and a timed debounce run on the virtual clock")
    func timed() throws {
        let failures = try run("""
              - from: {triggers: triggers}
                pipe: [scan: {seed: "0", next: "acc + 1"}, delay: 500ms]
                to: {set: title.delayed}
              - from: {triggers: triggers}
                pipe: [scan: {seed: "0", next: "acc + 1"}, throttle: 1s]
                to: {set: title.throttled}
              - from: {triggers: triggers}
                pipe: [scan: {seed: "0", next: "acc + 1"}, debounce: 300ms]
                to: {set: title.settled}
            """, """
            - tapStatusBar
            - expect: {bar.delayed: {not: {min: 0}}, bar.throttled: {approx: 1, tolerance: 0}, bar.settled: {not: {min: 0}}}
            - wait: 100ms
            - tapStatusBar
            - tapStatusBar
            - expect: {bar.throttled: {approx: 1, tolerance: 0}}
            - at: 501ms
            - expect: {bar.delayed: {approx: 1, tolerance: 0}, bar.settled: {approx: 3, tolerance: 0}}
            - at: 1001ms
            - expect: {bar.throttled: {approx: 3, tolerance: 0}}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("every ticks from 1, pausable passes only while its condition holds, merge joins sources")
    func everyPausableMerge() throws {
        let failures = try run("""
              - from: {merge: [{every: 100ms}, {triggers: triggers}]}
                pipe: [pausable: "scrollView.offset < 50", scan: {seed: "0", next: "acc + 1"}]
                to: {set: title.ticks}
            """, """
            - wait: 350ms
            - expect: {bar.ticks: {approx: 3, tolerance: 0}}
            - scrollTo: {scrollView: list, offset: 100}
            - wait: 300ms
            - tapStatusBar
            - expect: {bar.ticks: {approx: 3, tolerance: 0}}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("scrollTo scrolls to the element's offset; top and bottom are values")
    func scrollTo() throws {
        let failures = try run("""
              - from: {triggers: triggers}
                pipe: [map: "scrollView.offset < 10 ? bottom : top"]
                to: {scrollTo: scrollView, animated: false}
            """, """
            - tapStatusBar
            - expect: {list.offset: bottom}
            - tapStatusBar
            - expect: {list.offset: top}
            """)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("phase and event sources, and the log sink into the trace")
    func phasesEventsLog() throws {
        let lines = TraceLines()
        let failures = try run("""
              - from: {phase: scrollView}
                to: {set: title.phase}
              - from: {event: dragBegin, of: scrollView}
                pipe: [scan: {seed: "0", next: "acc + 1"}]
                to: {log: "'drag ' + 'began'"}
            """.replacingOccurrences(of: "'drag ' + 'began'", with: "now"), """
            - fling: {scrollView: list, velocity: 2000}
            - expect: {bar.phase: decelerating}
            - waitForIdle
            - expect: {bar.phase: idle}
            """, trace: lines)
        #expect(failures.isEmpty, "\(failures)")
        #expect(lines.lines.contains("{\"t\":\"0s\",\"ns\":0,\"log\":\"0\"}"))
    }
}
