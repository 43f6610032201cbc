import Foundation
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Loads the plugin files `files` (name → text) beside the built-ins, then the spec `yaml`.
private func load(_ yaml: String, plugins files: [String: String]) throws -> Spec {
    let plugins = try PluginLoader.load([pluginFolder(files)], into: .builtIn)
    return try SpecLoader.load(yaml: yaml, file: "spec.scroll.yaml", plugins: plugins)
}

/// Runs `yaml` with the plugin files `files`; the failures' messages.
private func failures(_ yaml: String, plugins files: [String: String]) throws -> [String] {
    Interpreter.run(try load(yaml, plugins: files)).diagnostics.map(\.message)
}

/// The problems loading `yaml` with the plugin files `files` gives, as `LINE:COLUMN: message`.
func loadProblems(_ yaml: String, plugins files: [String: String]) throws -> [String] {
    do {
        _ = try load(yaml, plugins: files)
        return []
    } catch let error as InvalidSpec {
        return error.diagnostics.map { "\($0.mark.line):\($0.mark.column): \($0.message)" }
    }
}

/// A plugin file `name` with parameters `scrollView` and `button` (a view) and `body` after them.
private func plugin(_ name: String, _ body: String) -> String {
    """
    scrollplugin: 1
    name: \(name)
    summary: Test plugin.
    parameters:
      scrollView: {type: scrollView}
      button: {type: view}
    \(body)
    """
}

/// A screen `home` with a scroll view `feed` (5000 high) and a view `button`
/// at (300, 700, 60 × 60), running `behaviour`, then `script`.
private func spec(_ behaviour: String, _ script: String, screens extra: String = "") -> String {
    """
    scrollspec: 1
    name: Reach
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 5000}]
        views: [{id: button, x: 300, y: 700, width: 60, height: 60}]
        behaviours: [\(behaviour)]
    \(extra)script:
    \(script)
    """
}

@Suite("Plugin files reach what built-ins reach")
struct PluginReachTests {
    /// Cards of different heights: a glide rests at the start of the nearest card.
    static let cardSnap = plugin("cardSnap", """
        pipelines:
          - from: {event: willEndDragging, of: scrollView}
            pipe:
              - map: "target < 150 ? 0 : target < 500 ? 300 : target < 950 ? 700 : 1200"
            to: {targetOffset: scrollView}
        """)

    @Test("willEndDragging hears the release velocity and the natural target; targetOffset ends the glide exactly there")
    func glideTarget() throws {
        let found = try failures(spec("{cardSnap: {scrollView: feed, button: button}}", """
              - drag: {scrollView: feed, by: 100, duration: 100ms, release: 1000}
              - expect: {feed.phase: decelerating}
              - waitForIdle
              - expect: {feed.offset: {approx: 700, tolerance: 0}}
              - drag: {scrollView: feed, by: -100, duration: 100ms, release: -3000}
              - waitForIdle
              - expect: {feed.offset: {approx: 0, tolerance: 0}}
            """), plugins: ["c.scrollplugin.yaml": Self.cardSnap])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("an animated scroll started at dragEnd animates from where the lift left the content, in place of the glide; it never jumps")
    func animationFromDragEnd() throws {
        let detent = plugin("detent", """
            pipelines:
              - from: {event: dragEnd, of: scrollView}
                pipe:
                  - map: "scrollView.offset < 200 ? 0 : 400"
                to: {scrollTo: scrollView, animated: true, duration: 300ms}
            """)
        let found = try failures(spec("{detent: {scrollView: feed, button: button}}", """
              - drag: {scrollView: feed, by: 250, duration: 100ms, release: 2000}
              - expect: {feed.offset: 250, feed.phase: animating}
              - expect: {feed.offset: 325, within: 150ms}
              - waitForIdle
              - expect: {feed.offset: {approx: 400, tolerance: 0}}
              - drag: {scrollView: feed, by: -250, duration: 100ms}
              - expect: {feed.offset: 150, feed.phase: animating}
              - waitForIdle
              - expect: {feed.offset: {approx: 0, tolerance: 0}}
            """), plugins: ["d.scrollplugin.yaml": detent])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("a contentChange answered by a content or inset change of the same scroll view is refused at load, at once or deferred")
    func contentChangeCycle() throws {
        for pipe in ["", "    pipe: [debounce: 0]\n"] {
            let found = try pluginProblems(plugin("grow", "pipelines:\n  - from: {contentChange: scrollView}\n" + pipe
                + "    to: {set: scrollView.contentInset.top}"))
            #expect(found.count == 1 && found[0].contains("this pipeline closes a cycle: it changes the content or insets of `scrollView`, whose `contentChange` starts it"), "\(found)")
        }
    }

    @Test("two behaviours answering each other's content changes stop the run with a positioned limit, at once or deferred")
    func contentChangeRunaway() throws {
        for pipe in ["", "debounce: 0, "] {
            let cross = """
                scrollplugin: 1
                name: cross
                summary: Test plugin.
                parameters:
                  from: {type: scrollView}
                  to: {type: scrollView}
                pipelines:
                  - from: {contentChange: from}
                    pipe: [\(pipe)map: "to.contentInset.top + 1"]
                    to: {set: to.contentInset.top}
                """
            let yaml = """
                scrollspec: 1
                name: Cross
                screens:
                  - id: home
                    scrollViews: [{id: x, contentHeight: 3000}, {id: y, contentHeight: 3000}]
                    behaviours: [{cross: {from: x, to: y}}, {cross: {from: y, to: x}}]
                script: [{set: {x.contentHeight: 4000}}]
                """
            let result = Interpreter.run(try load(yaml, plugins: ["c.scrollplugin.yaml": cross]))
            let stop = try #require(result.stoppedBy)
            #expect(stop.isLimit)
            #expect(stop.message == (pipe.isEmpty
                ? "behaviours answered each content change of `x` with another, 100 deep in one turn (set(x)) at t=0s: `cross` on line 6 changes it from its `contentChange`"
                : "behaviours kept changing scroll views for 1000 rounds in one turn (set(x)) at t=0s"), "\(stop.message)")
        }
    }

    @Test("in a nestedScroll, only the scroll view that moves at the lift hears dragEnd: the card, then the list the finger moved last")
    func nestedDragEndGoesToTheMover() throws {
        let ends = plugin("ends", """
            pipelines:
              - from: {event: dragEnd, of: scrollView}
                pipe:
                  - scan: {seed: "0", next: "acc + 1"}
                to: {set: button.count}
            """)
        let yaml = """
            scrollspec: 1
            name: Nested ends
            screens:
              - id: account
                scrollViews:
                  - {id: card, contentHeight: 1052}
                  - {id: transactions, contentHeight: 2000, viewportHeight: 600}
                views: [{id: cardEnds}, {id: listEnds}]
                behaviours:
                  - nestedScroll: {outer: card, inner: transactions}
                  - ends: {scrollView: card, button: cardEnds}
                  - ends: {scrollView: transactions, button: listEnds}
            script:
              - drag: {scrollView: transactions, by: 100}
              - expect: {card.offset: 100, transactions.offset: 0, cardEnds.count: 1}
              - drag: {scrollView: transactions, by: 300}
              - expect: {card.offset: 200, transactions.offset: 200, cardEnds.count: 1, listEnds.count: 1}
            """
        let found = try failures(yaml, plugins: ["e.scrollplugin.yaml": ends])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("a glide target is chosen from the lift of its own scroll view, in that turn, by one behaviour", arguments: [
        ("  - from: {offset: scrollView}\n    to: {targetOffset: scrollView}",
         "9:9: a `targetOffset` sink ends a pipeline from `{event: willEndDragging, of: scrollView}`"),
        ("  - from: {event: willEndDragging, of: scrollView}\n    pipe: [delay: 100ms]\n    to: {targetOffset: scrollView}",
         "9:19: `delay(100ms)` moves the element to a later turn, after the glide has started; a `targetOffset` pipeline decides in the lift's turn"),
        ("  - from: {event: willEndDragging, of: scrollView}\n    pipe: [map: \"target > 0\"]\n    to: {targetOffset: scrollView}",
         "10:9: `targetOffset` takes an offset, a number, not a boolean"),
        ("  - from: {offset: scrollView}\n    pipe: [map: \"target\"]\n    to: {set: button.alpha}",
         "9:18: unknown name `target`"),
    ])
    func glideTargetProblems(pipelines: String, expected: String) throws {
        let found = try pluginProblems(plugin("p", "pipelines:\n" + pipelines))
        #expect(found.count == 1 && found.first?.hasPrefix(expected) == true, "expected \(expected), got \(found)")
    }

    @Test("a plugin's targetOffset and a snap on one scroll view are refused, naming both")
    func twoGlideTargets() throws {
        let found = try loadProblems(spec("{cardSnap: {scrollView: feed, button: button}}, {snap: {scrollView: feed}}", "  - wait: 1s"),
                                     plugins: ["c.scrollplugin.yaml": Self.cardSnap])
        #expect(found == ["7:67: `snap` here and `cardSnap` on line 7 both choose where the glides of `feed` end; give each scroll view one such behaviour"])
    }

    @Test("contentChange hears a set step: a chat keeps its place as older messages load above")
    func contentChange() throws {
        let keepPlace = plugin("keepPlace", """
            pipelines:
              - from: {contentChange: scrollView}
                pipe:
                  - startWith: "scrollView.contentHeight"
                  - combinePrevious
                  - map: "scrollView.offset + value - previous"
                to: {scrollTo: scrollView, animated: false}
            """)
        let found = try failures(spec("{keepPlace: {scrollView: feed, button: button}}", """
              - drag: {scrollView: feed, by: 400}
              - set: {feed.contentHeight: 6200}
              - expect: {feed.offset: 1600, feed.phase: idle}
              - set: {feed.viewportHeight: 700}
              - expect: {feed.offset: 1600}
            """), plugins: ["k.scrollplugin.yaml": keepPlace])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("contentChange hears the keyboard: its overlap comes into the bottom inset as it shows and leaves as it hides")
    func keyboardContentChange() throws {
        let counter = plugin("insetWatch", """
            pipelines:
              - from: {contentChange: scrollView}
                pipe:
                  - scan: {seed: "0", next: "acc + 1"}
                to: {set: button.changes}
              - from: {contentChange: scrollView}
                pipe:
                  - map: "scrollView.bottom"
                to: {set: button.bottom}
            """)
        let found = try failures(spec("{insetWatch: {scrollView: feed, button: button}}", """
              - showKeyboard
              - expect: {button.changes: 1, button.bottom: 4484}
              - hideKeyboard
              - expect: {button.changes: 2, button.bottom: 4148}
            """), plugins: ["w.scrollplugin.yaml": counter])
        #expect(found.isEmpty, "\(found)")
    }

    /// Counts taps on the button into `button.taps`.
    static let tapCounter = plugin("tapCounter", """
        pipelines:
          - from: {tap: button}
            pipe:
              - scan: {seed: "0", next: "acc + 1"}
            to: {set: button.taps}
        """)

    @Test("tap: {view} and a tap inside the view's frame reach {tap: VIEW}; a tap elsewhere does not")
    func taps() throws {
        let found = try failures(spec("{tapCounter: {scrollView: feed, button: button}}", """
              - tap: {view: button}
              - expect: {button.taps: 1}
              - tap: {x: 359, y: 759}
              - expect: {button.taps: 2}
              - tap: {x: 360, y: 730}
              - tap: {y: 730}
              - expect: {button.taps: 2}
            """), plugins: ["t.scrollplugin.yaml": Self.tapCounter])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("a tap on a view of a screen that is not shown is refused at the step: by validate where the script shows it, by the run during a transition")
    func tapOnHiddenScreen() throws {
        let detail = "  - id: detail\n    scrollViews: [{id: text, contentHeight: 3000}]\n    views: [{id: share}]\n"
        let plugins = ["t.scrollplugin.yaml": Self.tapCounter]
        let validated = try loadProblems(spec("{tapCounter: {scrollView: feed, button: button}}", """
              - push: detail
              - wait: 1s
              - tap: {view: button}
            """, screens: detail), plugins: plugins)
        #expect(validated == ["14:17: cannot tap `button`: its screen `home` is not shown at this step; show it first with `- pop` back to it"])
        let ran = try failures(spec("{tapCounter: {scrollView: feed, button: button}}", """
              - push: detail
              - tap: {view: share}
            """, screens: detail), plugins: plugins)
        #expect(ran == ["cannot tap `share`: its screen `detail` is not visible at t=0s; it is still appearing: wait for the transition to end (`- wait: 350ms`)"])
    }

    @Test("a tap step names a view, or gives a point, not both")
    func tapProblems() {
        #expect(problems(specWithScreen("script:\n  - tap: {view: heroo}")) == ["8:17: unknown view `heroo`; did you mean `hero`?"])
        #expect(problems(specWithScreen("script:\n  - tap: {view: hero, y: 4}")) == ["8:26: `tap` takes a `view` or a point `{x, y}`, not both"])
        #expect(problems(specWithScreen("script:\n  - tap: {view: feed}")) == ["8:17: `feed` is a scroll view, not a view; valid here: `hero`, `bar`"])
        #expect(problems(specWithScreen("script:\n  - tap: {x: 900, y: 4}")) == ["8:14: `x` must be at most 393, not 900"])
    }

    @Test("a view's frame starts at its y and needs its height")
    func frames() {
        let spec = { (view: String) in
            "scrollspec: 1\nname: T\nscreens:\n  - id: home\n    scrollViews: [{id: feed, contentHeight: 5000}]\n    views: [\(view)]\n"
        }
        #expect(problems(spec("{id: b, y: 10}")) == ["6:24: a view with a frame (`y`) gives its `height`"])
        #expect(problems(spec("{id: b, x: 10, height: 4}")) == ["6:24: a view's `x` places its frame, which starts at its `y`: give `y` too"])
    }

    /// Two status-bar taps within 300 ms.
    static let doubleTap = """
        scrollplugin: 1
        kind: trigger
        name: doubleTapStatusBar
        summary: Two status-bar taps within 300 ms.
        pipelines:
          - from: {trigger: statusBarTap}
            pipe:
              - map: now
              - combinePrevious
              - filter: "value - previous <= 0.3"
            to: emit
        """

    @Test("a trigger written as a plugin file stands in a triggers list, heard only while the screen is visible")
    func triggerFile() throws {
        let counter = plugin("counter", """
              events: {type: triggers, default: [doubleTapStatusBar]}
            pipelines:
              - from: {triggers: events}
                pipe:
                  - scan: {seed: "0", next: "acc + 1"}
                to: {set: button.count}
            """)
        let found = try failures(spec("{counter: {scrollView: feed, button: button}}", """
              - tapStatusBar
              - wait: 100ms
              - tapStatusBar
              - expect: {button.count: 1}
              - wait: 1s
              - tapStatusBar
              - expect: {button.count: 1}
              - wait: 200ms
              - tapStatusBar
              - expect: {button.count: 2}
            """), plugins: ["a.scrollplugin.yaml": Self.doubleTap, "b.scrollplugin.yaml": counter])
        #expect(found.isEmpty, "\(found)")
        let listing = PluginReference.text(try PluginLoader.load([pluginFolder(["a.scrollplugin.yaml": Self.doubleTap])], into: .builtIn))
        #expect(listing.contains("doubleTapStatusBar"))
    }

    @Test("a trigger takes no parameters and emits; emit and window belong to triggers; a tap has no point, scrollTo takes no null", arguments: [
        ("scrollplugin: 1\nkind: trigger\nname: t\nsummary: T.\nparameters:\n  scrollView: {type: scrollView}\npipelines:\n  - from: {every: 1s}\n    to: emit\n",
         "5:1: a trigger takes no `parameters`"),
        ("scrollplugin: 1\nkind: trigger\nname: t\nsummary: T.\npipelines:\n  - from: {every: 1s}\n    to: {log: value}\n",
         "6:3: a trigger emits its events with a pipeline ending in `to: emit`, and this one has none"),
        ("scrollplugin: 1\nkind: trigger\nname: t\nsummary: T.\npipelines:\n  - from: {trigger: statusBarTapp}\n    to: emit\n",
         "6:21: unknown trigger `statusBarTapp` (a plugin file's trigger is known to the files loaded after it); did you mean `statusBarTap`?"),
        ("scrollplugin: 1\nkind: triger\nname: t\nsummary: T.\npipelines: []\n", "2:7: `kind` cannot be `triger`; did you mean `trigger`?"),
        ("scrollplugin: 1\nname: t\nsummary: T.\npipelines:\n  - from: {every: 1s}\n    to: emit\n",
         "6:9: `emit` ends the pipelines of a trigger (`kind: trigger`)"),
        ("scrollplugin: 1\nname: t\nsummary: T.\npipelines:\n  - from: {window: hitTest}\n    to: {log: value}\n",
         "5:20: `window` is a source of triggers (`kind: trigger`)"),
        ("scrollplugin: 1\nname: t\nsummary: T.\nparameters:\n  list: {type: scrollView}\n  at: {type: number, optional: true}\npipelines:\n  - from: {offset: list}\n    pipe: [map: \"at\"]\n    to: {scrollTo: list}\n",
         "10:9: `scrollTo` scrolls to a number (an offset; `top` and `bottom` are values), not a number that may be null (unwrap it with `??`, such as `value ?? top`)"),
        ("scrollplugin: 1\nkind: trigger\nname: t\nsummary: T.\npipelines:\n  - from: {offset: feed}\n    to: emit\n",
         "6:20: `offset` takes a scroll view parameter, and a trigger has none: it hears the world's events (status-bar taps, tab reselects, appearances, timers); "
            + "to read a scroll view, write a behaviour (`kind: behaviour`) with a scroll view parameter"),
        ("scrollplugin: 1\nname: t\nsummary: T.\nparameters:\n  button: {type: view}\npipelines:\n  - from: {tap: button}\n    pipe: [map: \"value.x\"]\n    to: {log: value}\n",
         "8:24: `value` is `null` here and has no members such as `.x` (a `tap` carries no point: its element is `null`"),
    ])
    func triggerProblems(text: String, expected: String) throws {
        let found = try pluginProblems(text)
        #expect(found.first?.hasPrefix(expected) == true, "expected \(expected), got \(found)")
    }

    @Test("insets and content height are sinks: the bounds move as a set step moves them")
    func layoutSinks() throws {
        let bars = plugin("bars", """
            pipelines:
              - from: {every: 900ms}
                pipe: [take: 1, map: "88"]
                to: {set: scrollView.contentInset.top}
              - from: {every: 1900ms}
                pipe: [take: 1, map: "1000"]
                to: {set: scrollView.contentHeight}
            """)
        let found = try failures(spec("{bars: {scrollView: feed, button: button}}", """
              - drag: {scrollView: feed, by: 500}
              - wait: 700ms
              - expect: {feed.offset: 500, feed.distanceFromTop: 588}
              - wait: 1s
              - expect: {feed.offset: 148}
              - scrollTo: {scrollView: feed, offset: top, animated: false}
              - expect: {feed.offset: -88}
            """), plugins: ["b.scrollplugin.yaml": bars])
        #expect(found.isEmpty, "\(found)")
        let horizontal = try pluginProblems(plugin("p", "pipelines:\n  - from: {offset: scrollView}\n    to: {set: scrollView.contentWidth}"))
        #expect(horizontal == ["9:15: a scroll view's `contentWidth` cannot be written: `set` writes `contentInset.top`, `contentInset.bottom` or `contentHeight`; scroll views have one, vertical, axis: `left`, `right` and `contentWidth` come with horizontal scroll views"])
    }

    /// Shows the button `pause` after a drag ends, for `take` drags.
    static let delayed = plugin("delayed", """
          pause: {type: duration, default: 200ms}
          times: {type: number, default: 1}
        pipelines:
          - from: {event: dragEnd, of: scrollView}
            pipe:
              - take: times
              - delay: pause
              - scan: {seed: "0", next: "acc + 1"}
              - startWith: "0"
            to: {set: button.shown}
        """)

    @Test("operators take their duration or count from a parameter")
    func parameterArguments() throws {
        let found = try failures(spec("{delayed: {scrollView: feed, button: button, pause: 1s, times: 2}}", """
              - drag: {scrollView: feed, by: 100}
              - expect: {button.shown: 0}
              - wait: 1100ms
              - expect: {button.shown: 1}
              - drag: {scrollView: feed, by: 100}
              - drag: {scrollView: feed, by: 100}
              - wait: 2s
              - expect: {button.shown: 2}
            """), plugins: ["d.scrollplugin.yaml": Self.delayed])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("a parameter the operator cannot take is refused, at load or at the spec's value", arguments: [
        ("{delayed: {scrollView: feed, button: button, pause: 0}}", "7:70: `pause` is used as the duration of `delay`, which must be above 0"),
        ("{delayed: {scrollView: feed, button: button, times: 2.5}}", "7:70: `times` is used as the count of `take`, which must be a whole number from 0 to 1000000, not 2.5"),
    ])
    func badArguments(behaviour: String, expected: String) throws {
        #expect(try loadProblems(spec(behaviour, "  - wait: 1s"), plugins: ["d.scrollplugin.yaml": Self.delayed]) == [expected])
        let wrongType = try pluginProblems(Self.delayed.replacingOccurrences(of: "delay: pause", with: "delay: times"))
        #expect(wrongType == ["13:16: `delay` takes a duration parameter, and `times` is a number parameter"])
    }

    @Test("combineLatest passes on a change of either side; withLatestFrom only its input's")
    func combineLatest() throws {
        let pair = { (operation: String) in plugin("pair", """
            state:
              armed: false
            pipelines:
              - from: {every: 1s}
                pipe: [take: 1, map: "true"]
                to: {set: {state: armed}}
              - from: {offset: scrollView}
                pipe:
                  - \(operation): {state: armed}
                  - map: "latest ? value : -1"
                to: {set: button.seen}
            """) }
        let script = """
              - drag: {scrollView: feed, by: 300}
              - expect: {button.seen: -1}
              - wait: 1s
              - expect: {button.seen: 300}
            """
        #expect(try failures(spec("{pair: {scrollView: feed, button: button}}", script), plugins: ["p.scrollplugin.yaml": pair("combineLatest")]).isEmpty)
        #expect(try failures(spec("{pair: {scrollView: feed, button: button}}", script), plugins: ["p.scrollplugin.yaml": pair("withLatestFrom")])
            == ["expected button.seen to be 300 ±0.005, got -1 at t=1.3s"])
    }

    @Test("Combine's names are aliases; the rest of Combine's vocabulary says what to write", arguments: [
        ("[removeDuplicates, {prepend: \"0\"}, {dropFirst: 1}, dropFirst, {prefix: 3}]", nil),
        ("[skip]", "9:12: `skip` needs a value: `- skip: …`"),
        ("[compactMap: value]", "9:12: plugin files have no `compactMap`: write `map` then `filter: \"value != null\"` and unwrap with `??`"),
        ("[sink: value]", "9:12: plugin files have no `sink`: a pipeline ends in `to:`"),
        ("[assign: value]", "9:12: plugin files have no `assign`: write the sink `to: {set: VIEW.PROPERTY}`"),
        ("[zip: value]", "9:12: plugin files have no `zip`: write `combineLatest: {stream: NAME}`"),
        ("[remveDuplicates]", "9:12: unknown operator `remveDuplicates`; did you mean `removeDuplicates`?"),
    ] as [(String, String?)])
    func combineNames(pipe: String, expected: String?) throws {
        let found = try pluginProblems(plugin("p", "pipelines:\n  - from: {offset: scrollView}\n    pipe: \(pipe)\n    to: {set: button.alpha}"))
        if let expected {
            #expect(found.count == 1 && found[0].hasPrefix(expected), "expected \(expected), got \(found)")
        } else {
            #expect(found.isEmpty, "\(found)")
        }
    }

    @Test("a bare dropFirst drops one, prefix takes N, as in Combine")
    func combineDefaults() throws {
        let ticks = plugin("ticks", """
            pipelines:
              - from: {every: 100ms}
                pipe: [dropFirst, {prefix: 2}]
                to: {set: button.tick}
            """)
        let found = try failures(spec("{ticks: {scrollView: feed, button: button}}", """
              - wait: 250ms
              - expect: {button.tick: 2}
              - wait: 1s
              - expect: {button.tick: 3}
            """), plugins: ["t.scrollplugin.yaml": ticks])
        #expect(found.isEmpty, "\(found)")
    }

    @Test("an expression may be folded over several lines")
    func foldedExpression() throws {
        let found = try pluginProblems(plugin("p", """
            pipelines:
              - from: {offset: scrollView}
                pipe:
                  - map: >-
                      clamp(value / 100,
                        0, 1)
                to: {set: button.alpha}
            """))
        #expect(found.isEmpty, "\(found)")
    }
}
