import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// A plugin `marked` that writes, on each view of `marks` (views placed in a
/// scroll view's content), how much of it shows, its transition phase (a
/// number called `phase`, which a spec matches as the number it is, not as a
/// scroll view's phase), its item and how many offsets it has heard.
private let markedPlugin = """
    scrollplugin: 1
    name: marked
    summary: Writes on every view of a list.
    parameters:
      scrollView: {type: scrollView}
      marks: {type: [view]}
    pipelines:
      - forEach: {mark: marks}
        from: {offset: scrollView}
        pipe:
          - map: "mark.visibleFraction ?? -1"
        to: {set: mark.shown}
      - forEach: {mark: marks}
        from: {offset: scrollView}
        pipe:
          - map: "mark.transitionPhase ?? 9"
        to: {set: mark.phase}
      - forEach: {mark: marks}
        from: {offset: scrollView}
        pipe:
          - map: "mark.id ?? 'gone'"
        to: {set: mark.item}
      - forEach: {mark: marks}
        from: {offset: scrollView}
        pipe:
          - scan: {seed: "0", next: "acc + 1"}
        to: {set: mark.heard}
    """

/// Three 400 pt items in an 800 pt viewport, a view in each of the first two
/// and one at a content point, with `marked` over the views `marks` lists.
private func markedSpec(_ marks: String, script: String) -> String {
    """
    scrollspec: 1
    name: For each
    device: {width: 400, height: 800}
    screens:
      - id: home
        scrollViews:
          - id: feed
            contentInsetAdjustmentBehavior: never
            items: [{id: a, size: 400}, {id: b, size: 400}, {id: c, size: 400}]
        views:
          - {id: inA, in: feed, item: a, at: {x: 0, y: 0}, height: 400}
          - {id: inB, in: feed, item: b, at: {x: 0, y: 200}, height: 200}
          - {id: loose, in: feed, at: {x: 0, y: 1000}, height: 100}
        behaviours: [{marked: {scrollView: feed, marks: \(marks)}}]
    script:
    \(script)
    """
}

private func load(_ yaml: String, plugin: String = markedPlugin) throws -> Spec {
    try specLoaded(yaml, withPlugins: ["marked.scrollplugin.yaml": plugin])
}

/// The messages of the problems loading `marked` rewritten by `edit` reports.
private func loadProblems(_ edit: (String) -> String) throws -> [String] {
    try pluginDiagnostics(edit(markedPlugin)).map(\.message)
}

@Suite("forEach: one pipeline per view of a list, reading each view's place in the content")
struct ForEachPipelineTests {
    @Test("each view of the list gets its own pipeline: it reads its own item's fraction and id, and keeps its own count")
    func eachViewItsOwn() throws {
        let result = Interpreter.run(try load(markedSpec("[inA, inB, loose]", script: """
              - expect: {inA.shown: 1, inB.shown: 1, loose.shown: 0, inA.item: a, inB.item: b, loose.item: "", inA.heard: 1, loose.heard: 1, inB.phase: 0, loose.phase: 1}
              - drag: {scrollView: feed, by: 300, duration: 1s, release: 0}
              - expect: {inA.shown: 0.25, inB.shown: 1, loose.shown: 1, inA.phase: -0.75, loose.phase: 0, inA.heard: {min: 2}, loose.heard: {equals: {path: inA.heard}}}
              - deleteItems: {scrollView: feed, items: [a]}
              - expect: {inA.item: gone, inA.shown: -1, inA.phase: 9}
            """)))
        #expect(result.diagnostics.map(\.message) == [])
    }

    @Test("a spec reads what the pipelines write on every listed view, and only on those; a view listed twice is refused")
    func writesOnListedViews() throws {
        let spec = try load(markedSpec("[inA, inB]", script: "  - expect: {inB.item: b}"))
        #expect(Interpreter.run(spec).passed)
        #expect(throws: (any Error).self) {
            try load(markedSpec("[inA, inB]", script: "  - expect: {loose.item: x}"))
        }
        do {
            _ = try load(markedSpec("[inA, inB, inA]", script: "  - wait: 1ms"))
            Issue.record("a view listed twice loaded")
        } catch let error as InvalidSpec {
            #expect(error.diagnostics.map(\.message) == ["`inA` is listed twice in `marks`; list each view once"])
        }
    }

    @Test("a list that is not of views, an element named like a parameter or a taken name, and a stream named per view are refused with the fix")
    func refusals() throws {
        let notViews = try loadProblems { $0.replacingOccurrences(of: "{mark: marks}\n    from: {offset: scrollView}\n    pipe:\n      - map: \"mark.visibleFraction", with: "{mark: scrollView}\n    from: {offset: scrollView}\n    pipe:\n      - map: \"mark.visibleFraction") }
        #expect(notViews.contains("`forEach` runs over a list of views (`type: [view]`); `scrollView` is a scroll view parameter; valid here: `marks`"), "\(notViews)")
        let clash = try loadProblems { $0.replacingOccurrences(of: "forEach: {mark: marks}\n    from: {offset: scrollView}\n    pipe:\n      - map: \"mark.id", with: "forEach: {scrollView: marks}\n    from: {offset: scrollView}\n    pipe:\n      - map: \"mark.id") }
        #expect(clash.contains("`scrollView` is already a parameter or a state of this plugin; name the element otherwise"), "\(clash)")
        let taken = try loadProblems { $0.replacingOccurrences(of: "forEach: {mark: marks}\n    from: {offset: scrollView}\n    pipe:\n      - map: \"mark.id", with: "forEach: {value: marks}\n    from: {offset: scrollView}\n    pipe:\n      - map: \"mark.id") }
        #expect(taken.contains("`value` is a name expressions give a meaning of their own; name the element otherwise"), "\(taken)")
        let stream = try loadProblems { $0.replacingOccurrences(of: "to: {set: mark.heard}", with: "to: {stream: heard}") }
        #expect(stream.contains { $0.hasPrefix("a `forEach` pipeline runs once per view of `marks`, so it cannot name stream `heard`") }, "\(stream)")
        let unread = try loadProblems { $0.replacingOccurrences(of: "mark.visibleFraction ?? -1", with: "mark.visibleFraction") }
        #expect(unread == ["a view property takes a number, a boolean or a string, not a number? (unwrap it with `??`)"], "an item's property of a view is optional, as its item may be gone")
    }
}
