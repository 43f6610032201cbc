import Foundation
import TestSupport
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Writes `files` into a fresh folder; returns its path.
func pluginFolder(_ files: [String: String]) throws -> String {
    let folder = try scratchFolder("plugins")
    for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder.path
}

/// A plugin file with `pipelines` (and `extra` top-level lines) on the parameters
/// scrollView, title (a view), distance (44) and trigger list `triggers`.
func pluginFile(_ pipelines: String, name: String = "fadeTitle", extra: String = "") -> String {
    """
    scrollplugin: 1
    name: \(name)
    summary: Test plugin.
    parameters:
      scrollView: {type: scrollView}
      title: {type: view}
      distance: {type: number, default: 44}
      triggers: {type: triggers, default: [statusBarTap]}
    state:
      shown: false
      saved: {type: number, initial: null}
    \(extra)pipelines:
    \(pipelines)
    """
}

/// The problems loading a plugin file gives, as `LINE:COLUMN: message`.
func pluginProblems(_ text: String) throws -> [String] {
    try pluginDiagnostics(text).map { "\($0.mark.line):\($0.mark.column): \($0.message)" }
}

/// What loading the plugin file `text` reports; nothing when it loads.
func pluginDiagnostics(_ text: String) throws -> [Diagnostic] {
    let folder = try pluginFolder(["p.scrollplugin.yaml": text])
    do {
        _ = try PluginLoader.load([folder], into: .builtIn)
        return []
    } catch {
        return error.diagnostics
    }
}

/// `yaml` loaded with the built-in plugins and the plugin files `files` (name → text).
func specLoaded(_ yaml: String, withPlugins files: [String: String]) throws -> Spec {
    let plugins = try PluginLoader.load([pluginFolder(files)], into: .builtIn)
    return try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins)
}

@Suite("Plugin files: bad input is refused before anything runs, positioned")
struct PluginFileTests {
    @Test("each problem, at its line and the file column inside the string", arguments: [
        ("  - from: {offset: scrollView}\n    pipe: [map: \"clamp(scrolView.offset / distance, 0, 1)\"]\n    to: {set: title.alpha}",
         "14:24: unknown name `scrolView`; did you mean `scrollView`?"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"value + 'a'\"]\n    to: {set: title.alpha}", "14:26: `+` needs a number, not a string"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"value >\"]\n    to: {set: title.alpha}", "14:25: expected a value, a name or `(`, found the end of the expression"),
        ("  - from: {offset: scrollView}\n    pipe: [filter: \"value\"]\n    to: {set: title.alpha}", "14:20: `filter` needs a boolean expression, not a number"),
        ("  - from: {offest: scrollView}\n    to: {set: title.alpha}", "13:12: unknown source `offest`; did you mean `offset`?"),
        ("  - from: {offset: scrollView}\n    pipe: [mapp: value]\n    to: {set: title.alpha}", "14:12: unknown operator `mapp`; did you mean `map`?"),
        ("  - from: {offset: scrollView}\n    to: {sett: title.alpha}", "14:10: unknown sink `sett`; did you mean `set`?"),
        ("  - from: {offset: scrollView}\n    to: {set: {state: saved}}\n  - from: {offset: title}\n    to: {set: title.alpha}", "15:20: `title` is not a scroll view parameter of this plugin; valid here: `scrollView`"),
        ("  - from: {stream: later}\n    to: {set: title.alpha}", "13:20: stream `later` is used before a pipeline names it"),
        ("  - from: {offset: scrollView}\n    to: {stream: s}\n  - from: {offset: scrollView}\n    to: {stream: s}", "16:18: stream `s` is already named by the pipeline on line 14"),
        ("  - from: {state: shown}\n    pipe: [map: \"not value\"]\n    to: {set: {state: shown}}", "15:9: this pipeline closes a cycle: `shown` would feed itself"),
        ("  - from: {state: saved}\n    to: {set: title.alpha}", "14:15: a view property takes a number, a boolean or a string, not a number?"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"saved + 1\"]\n    to: {set: title.alpha}", "14:18: `+` needs a number, not a number? (unwrap it with `??`)"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"latest\"]\n    to: {set: title.alpha}", "14:18: `latest` is not bound here; `latest` is bound by `withLatestFrom` earlier in the same pipeline"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"top\"]\n    to: {set: title.alpha}", "14:18: `top` names the bound of the scroll view a `scrollTo` sink scrolls"),
        ("  - from: {offset: scrollView}\n    to: {set: {state: shown}}", "14:15: state `shown` holds a boolean, but this pipeline gives a number"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"foo(1)\"]\n    to: {set: title.alpha}", "14:18: unknown function `foo`; did you mean `floor`?"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"clamp(1, 2)\"]\n    to: {set: title.alpha}", "14:18: `clamp` takes 3 numbers, not 2"),
        ("  - from: {merge: []}\n    to: {set: title.alpha}", "13:19: `merge` needs at least one source: `{merge: [SOURCE, …]}`"),
        ("  - from: {offset: scrollView}\n    pipe: [{take: 9223372036854775808}]\n    to: {set: title.alpha}", "14:19: `take` must be from 0 to 1000000, not 9223372036854775808"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"value > 1\"]\n    to: {set: {state: shown, other: 1}}", "15:15: `set` takes `VIEW.PROPERTY`, `SV.contentInset.top` or `{state: NAME}`, one key"),
    ])
    func problem(pipelines: String, expected: String) throws {
        let found = try pluginProblems(pluginFile(pipelines))
        #expect(found.count == 1 && found.first?.hasPrefix(expected) == true, "expected \(expected), got \(found)")
    }

    @Test("every problem of a pipeline is reported, not only the first")
    func everyProblem() throws {
        let found = try pluginProblems(pluginFile("""
              - from: {offset: scrollView}
                pipe: [map: "value = 1", mapp: value, filter: "value"]
                to: {sett: title.alpha}
            """))
        #expect(found == [
            "14:24: `=` assigns in Swift; compare with `==`",
            "14:30: unknown operator `mapp`; did you mean `map`?",
            "14:51: `filter` needs a boolean expression, not a number",
            "15:10: unknown sink `sett`; did you mean `set`?",
        ])
    }

    @Test("expressions are bounded: 64 levels of nesting, 2000 characters")
    func limits() throws {
        let deep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        let nested = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    pipe: [map: \"\(deep)\"]\n    to: {set: title.alpha}"))
        #expect(nested == ["14:82: expressions nest at most 64 levels deep"])
        let long = (1...700).map { _ in "1" }.joined(separator: " + ")
        let lengthy = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    pipe: [map: \"\(long)\"]\n    to: {set: title.alpha}"))
        #expect(lengthy == ["14:18: this expression is 2797 characters; the limit is 2000"])
    }

    @Test("pipelines are bounded: 256 operators deep, counting the streams they read")
    func depth() throws {
        let scans = String(repeating: "      - scan: {seed: \"0\", next: \"acc + value\"}\n", count: 10_000)
        let long = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    pipe:\n\(scans)    to: {set: title.sum}"))
        #expect(long == ["13:5: this pipeline passes elements through 10002 operators, counting the streams it reads; the limit is 256"])
        let links = (0..<200).map { "  - from: {stream: s\($0)}\n    pipe: [map: \"value + 1\"]\n    to: {stream: s\($0 + 1)}" }
        let chained = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    to: {stream: s0}\n" + links.joined(separator: "\n")))
        #expect(chained.first == "396:5: this pipeline passes elements through 258 operators, counting the streams it reads; the limit is 256", "\(chained.prefix(2))")
    }

    @Test("pipelines are bounded in breadth: a stream read twice by each of 24 merges is refused at the 14th (2^14 subscriptions); shared, it is one")
    func breadth() throws {
        func doubling(shared: Bool) -> String {
            let merges = (0..<24).map { "  - from: {merge: [{stream: s\($0)}, {stream: s\($0)}]}\n" + (shared ? "    pipe: [share]\n" : "") + "    to: {stream: s\($0 + 1)}" }
            return pluginFile("  - from: {offset: scrollView}\n    to: {stream: s0}\n" + merges.joined(separator: "\n") + "\n  - from: {stream: s24}\n    to: {set: title.alpha}")
        }
        let found = try pluginProblems(doubling(shared: false))
        #expect(found == ["41:5: this pipeline subscribes to the host more than 10000 times: each reader of a stream runs the pipelines before it anew, as in RxSwift; end a stream that is read more than once with `share`"], "\(found)")
        #expect(try pluginProblems(doubling(shared: true)) == [])
    }

    @Test("a state that starts as null gives its type")
    func nullState() throws {
        let found = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    to: {set: title.alpha}", extra: "").replacingOccurrences(of: "saved: {type: number, initial: null}", with: "saved: null"))
        #expect(found == ["11:10: state `saved` starts as null, so give its type: `saved: {type: number, initial: null}`"])
    }

    @Test("a plugin named like a built-in, or like another plugin, is an error at both names")
    func clashes() throws {
        let builtIn = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    to: {set: title.alpha}", name: "thresholdBar"))
        #expect(builtIn == ["2:7: a plugin cannot be called `thresholdBar`: a built-in behaviour or trigger has that name; rename it"])
        // The standard library's plugin files come with ScrollDSL too: no error points into them.
        let standard = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    to: {set: title.alpha}", name: "snap"))
        #expect(standard == ["2:7: a plugin cannot be called `snap`: a built-in behaviour or trigger has that name; rename it"])
        let plugin = pluginFile("  - from: {offset: scrollView}\n    to: {set: title.alpha}")
        let folder = try pluginFolder(["a.scrollplugin.yaml": plugin, "b.scrollplugin.yaml": plugin])
        do {
            _ = try PluginLoader.load([folder], into: .builtIn)
            Issue.record("the second fadeTitle loaded")
        } catch {
            let messages = error.diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.mark.line):\($0.mark.column): \($0.message)" }
            #expect(messages.count == 2)
            #expect(messages[0].hasPrefix("a.scrollplugin.yaml:2:7: plugin `fadeTitle` is declared twice: here and at "))
            #expect(messages[1].hasPrefix("b.scrollplugin.yaml:2:7: plugin `fadeTitle` is declared twice: here and at "))
        }
    }

    @Test("a spec given as a plugin, a missing path and an empty directory are refused")
    func notPlugins() throws {
        let spec = try pluginFolder(["x.scrollplugin.yaml": "scrollspec: 1\nname: S\nscreens: []\n"])
        #expect(throws: InvalidSpec.self) { try PluginLoader.load([spec], into: .builtIn) }
        #expect(try pluginProblems("scrollspec: 1\nname: S\n") == ["1:1: this is a spec, not a plugin file: a plugin file starts with `scrollplugin: 1`"])
        let empty = try pluginFolder([:])
        do {
            _ = try PluginLoader.load([empty, "/nonexistent/plugins"], into: .builtIn)
        } catch {
            #expect(error.diagnostics.map(\.message) == ["no *.scrollplugin.yaml files in this directory", "no such plugin file or directory"])
        }
    }

    @Test("requires reads each object as declared at time 0: a pager's bounds, width and inset along x, a header's height")
    func requiresReadsDeclarations() throws {
        let plugin = """
            scrollplugin: 1
            name: declared
            summary: Test plugin.
            parameters:
              scrollView: {type: scrollView}
              title: {type: view}
            requires:
              - that: "false"
                message: "offset {scrollView.offset}, top {scrollView.top}, bottom {scrollView.bottom}, width {scrollView.contentHeight}, viewport {scrollView.viewportHeight}, inset {scrollView.contentInset.top}/{scrollView.contentInset.bottom}, {scrollView.phase}"
                parameter: scrollView
              - that: "false"
                message: "height {title.height}, visible {title.visibleHeight}, fraction {title.fraction}"
                parameter: title
            pipelines:
              - from: {offset: scrollView}
                to: {set: title.alpha}
            """
        let found = try loadProblems("""
            scrollspec: 1
            name: Declared
            screens:
              - id: s
                scrollViews: [{id: pager, axis: horizontal, contentWidth: 1965, viewportWidth: 393, contentInset: {left: 10, right: 20}, initialOffset: right, contentInsetAdjustmentBehavior: never}]
                views: [{id: header, height: 120}]
                behaviours: [{declared: {scrollView: pager, title: header}}]
            """, plugins: ["declared.scrollplugin.yaml": plugin])
        #expect(found.contains { $0.hasSuffix("offset 1592, top -10, bottom 1592, width 1965, viewport 393, inset 10/20, idle") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("height 120, visible 120, fraction 0") }, "\(found)")
    }

    @Test("use: in a spec loads plugins relative to it; a missing path is an error at its item")
    func use() throws {
        let folder = try pluginFolder(["fadeTitle.scrollplugin.yaml": pluginFile("  - from: {offset: scrollView}\n    pipe: [map: \"clamp(value / distance, 0, 1)\"]\n    to: {set: title.alpha}")])
        let spec = """
            scrollspec: 1
            name: Use
            use: [fadeTitle.scrollplugin.yaml]
            screens:
              - id: s
                scrollViews: [{id: list, contentHeight: 3000}]
                views: [{id: bar}]
                behaviours: [{fadeTitle: {scrollView: list, title: bar}}]
            script:
              - drag: {scrollView: list, by: 22}
              - expect: {bar.alpha: {approx: 0.5, tolerance: 0.001}}
            """
        let file = folder + "/use.scroll.yaml"
        try spec.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Interpreter.run(try SpecLoader.load(contentsOf: file, plugins: .builtIn)).passed)
        try spec.replacingOccurrences(of: "use: [fadeTitle", with: "use: [fadeTitel").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: InvalidSpec.self) { try SpecLoader.load(contentsOf: file, plugins: .builtIn) }
        do { _ = try SpecLoader.load(contentsOf: file, plugins: .builtIn) } catch {
            let found = error.diagnostics.map { "\($0.mark.line):\($0.mark.column): \($0.message)" }
            #expect(found.first == "3:7: `use: fadeTitel.scrollplugin.yaml`: no such plugin file or directory; did you mean `fadeTitle.scrollplugin.yaml`?")
            #expect(found.dropFirst().contains { $0.hasPrefix("8:19: unknown behaviour `fadeTitle`") }, "the spec's own problems are found too: \(found)")
        }
    }

    @Test("two behaviours writing one view property are refused, naming both")
    func oneWriter() throws {
        let folder = try pluginFolder(["fadeTitle.scrollplugin.yaml": pluginFile("  - from: {offset: scrollView}\n    to: {set: title.position}")])
        let plugins = try PluginLoader.load([folder], into: .builtIn)
        let spec = """
            scrollspec: 1
            name: Two writers
            screens:
              - id: s
                scrollViews: [{id: list, contentHeight: 3000}]
                views: [{id: bar}]
                behaviours:
                  - thresholdBar: {scrollView: list, bar: bar}
                  - fadeTitle: {scrollView: list, title: bar}
            """
        do {
            _ = try SpecLoader.load(yaml: spec, plugins: plugins)
            Issue.record("two writers loaded")
        } catch {
            #expect(error.diagnostics.map { "\($0.mark.line):\($0.mark.column): \($0.message)" } == [
                "9:9: `bar.position` is written by two behaviours: `thresholdBar` on line 8 and `fadeTitle` here; give each view property one writer",
            ])
        }
    }

    @Test("expecting a property nothing writes stays an error")
    func unwrittenProperty() throws {
        let found = problemsOf("""
            scrollspec: 1
            name: Unwritten
            screens:
              - id: s
                scrollViews: [{id: list, contentHeight: 3000}]
                views: [{id: bar}]
            script:
              - expect: {bar.alpha: 1}
            """)
        #expect(found == ["8:14: no behaviour writes `bar.alpha`; `fadeOnScroll` writes it on its `view`, `transition` writes it on its `views`"])
    }

    private func problemsOf(_ yaml: String) -> [String] { problems(yaml).map { $0.replacingOccurrences(of: "spec.scroll.yaml", with: "") } }
}

@Suite("Plugin files: messages a Swift developer understands")
struct SwiftHabitMessageTests {
    @Test("Swift's spellings are named with the language's", arguments: [
        (#"value = 1"#, "14:24: `=` assigns in Swift; compare with `==`"),
        (#"value > 1 && value < 9"#, "14:28: write `and` for `&&`"),
        (#"value > 1 || value < 9"#, "14:28: write `or` for `||`"),
        (#"!(value > 1)"#, "14:18: write `not` for `!`"),
        (#"value.abs()"#, "14:18: write `abs(value)`: functions take their value as an argument"),
    ])
    func habit(_ expression: String, _ expected: String) throws {
        let found = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    pipe: [map: '\(expression)']\n    to: {set: title.alpha}"))
        #expect(found == [expected])
    }

    @Test("a double-quoted string says strings take single quotes")
    func doubleQuotes() throws {
        let found = try pluginProblems(pluginFile("  - from: {offset: scrollView}\n    pipe: [map: 'value > 1 ? \"far\" : \"near\"']\n    to: {set: title.label}"))
        #expect(found == [#"14:30: strings take single quotes: 'far'"#])
    }

    @Test("dragEnd hears the release velocity as the scroll view's velocity")
    func releaseVelocity() throws {
        let folder = try pluginFolder(["v.scrollplugin.yaml": pluginFile("""
              - from: {event: dragEnd, of: scrollView}
                pipe: [map: "scrollView.velocity"]
                to: {set: title.released}
            """, extra: "units: {released: points}\n")])
        let plugins = try PluginLoader.load([folder], into: .builtIn)
        let result = Interpreter.run(try SpecLoader.load(yaml: """
            scrollspec: 1
            name: Release
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                views: [{id: star}]
                behaviours: [{fadeTitle: {scrollView: feed, title: star}}]
            script:
              - drag: {scrollView: feed, by: 100, duration: 100ms, release: 2500}
              - expect: {star.released: 2500}
              - waitForIdle
              - drag: {scrollView: feed, by: 100, duration: 100ms}
              - expect: {star.released: 0}
              - fling: {scrollView: feed, velocity: -700}
              - expect: {star.released: -700}
            """, plugins: plugins))
        #expect(result.passed, "\(result.diagnostics)")
    }
}

@Suite("Plugin files: a spec reads only plugin files, found by their names")
struct UsedPluginSafetyTests {
    private func useProblems(_ paths: String, files: [String: String] = [:]) throws -> [String] {
        let folder = try pluginFolder(files.merging(["spec.scroll.yaml": """
            scrollspec: 1
            name: Use
            use: \(paths)
            screens: [{id: home}]
            """]) { $1 })
        do {
            _ = try SpecLoader.load(contentsOf: folder + "/spec.scroll.yaml", plugins: .builtIn)
            return []
        } catch {
            return error.diagnostics.map { "\($0.mark): \($0.message)" }
        }
    }

    @Test("a directory is searched through at most 10,000 entries: use: [/] ends at once; a plugin file beside the spec's folder is read")
    func wideDirectories() throws {
        #expect(try useProblems("[/]") == ["3:7: `use: /`: the directory holds more than 10000 entries; name the folder that holds the plugin files"])
        let shared = try pluginFolder(["fadeTitle.scrollplugin.yaml": pluginFile("  - from: {offset: scrollView}\n    to: {set: title.alpha}")])
        #expect(try useProblems("[\(shared)/fadeTitle.scrollplugin.yaml, ../\(URL(fileURLWithPath: shared).lastPathComponent)/]").isEmpty)
    }

    @Test("a spec's use: of a file the command line loaded already reads it once: no plugin is declared twice")
    func usedAndGiven() throws {
        let plugin = pluginFile("  - from: {offset: scrollView}\n    to: {set: title.alpha}")
        let folder = try pluginFolder(["fadeTitle.scrollplugin.yaml": plugin, "spec.scroll.yaml": """
            scrollspec: 1
            name: Use
            use: [fadeTitle.scrollplugin.yaml, ./]
            screens:
              - id: home
                scrollViews: [{id: list, contentHeight: 3000}]
                views: [{id: title}]
                behaviours: [{fadeTitle: {scrollView: list, title: title}}]
            """])
        let given = try PluginLoader.load([folder], into: .builtIn)
        let spec = try SpecLoader.load(contentsOf: folder + "/spec.scroll.yaml", plugins: given)
        #expect(spec.plugins.origins["fadeTitle"]?.file == folder + "/fadeTitle.scrollplugin.yaml")
    }

    @Test("a file not named *.scrollplugin.yaml is never read, so its content never reaches a report")
    func notAPlugin() throws {
        let found = try useProblems("[secrets.txt]", files: ["secrets.txt": "password: hunter2\ntoken: abc\n"])
        #expect(found == ["3:7: `use: secrets.txt`: not a plugin file: a plugin file's name ends in `.scrollplugin.yaml`, and no other file is read"])
        #expect(!found.joined().contains("hunter2") && !found.joined().contains("password"))
    }

    @Test("a bare number of milliseconds in a plugin file is warned about as in a spec, through use: and --plugins")
    func bareMilliseconds() throws {
        let plugin = pluginFile("  - from: {every: 1}\n    pipe: [{delay: 2}]\n    to: {set: title.ticks}")
        let folder = try pluginFolder(["tick.scrollplugin.yaml": plugin, "spec.scroll.yaml": """
            scrollspec: 1
            name: Ticks
            use: [tick.scrollplugin.yaml]
            screens: [{id: a, scrollViews: [{id: l, contentHeight: 3000}], views: [{id: t}], behaviours: [{fadeTitle: {scrollView: l, title: t}}]}]
            """])
        let spec = try SpecLoader.load(contentsOf: folder + "/spec.scroll.yaml", plugins: .builtIn)
        #expect(spec.warnings.map { "\(($0.file as NSString).lastPathComponent):\($0.mark): \($0.message)" } == [
            "tick.scrollplugin.yaml:13:19: `every: 1` is 1 millisecond: a bare number is milliseconds; write `1s` for seconds, or `1ms` to keep milliseconds",
            "tick.scrollplugin.yaml:14:20: `delay: 2` is 2 milliseconds: a bare number is milliseconds; write `2s` for seconds, or `2ms` to keep milliseconds",
        ])
        let plugins = try PluginLoader.load([folder + "/tick.scrollplugin.yaml"], into: .builtIn)
        #expect(plugins.warnings.count == 2)
    }

    @Test("a NUL in a path is an error, shown escaped")
    func nul() throws {
        #expect(try useProblems(#"["a\0b.scrollplugin.yaml"]"#) == [#"3:7: `use: a\u{0}b.scrollplugin.yaml`: a path cannot hold a NUL character"#])
    }
}
