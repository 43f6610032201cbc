import Foundation
import TestSupport
import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// `screens` and `script` are decoded item by item while the file is read;
/// whatever order the top-level keys come in, a spec means the same.
@Suite("Screens and the script, decoded as they are read")
struct StreamedListTests {
    /// The top-level keys of one spec, each with its lines, in any order.
    private static let sections: [(key: String, lines: String)] = [
        ("device", "device: {height: 700, statusBarHeight: 20}\n"),
        ("tabs", "tabs: [home, profile]\n"),
        ("tolerance", "tolerance: 3\n"),
        ("screens", """
            screens:
              - id: timeline
                tab: home
                scrollViews: [{id: feed, contentHeight: 12000}]
                behaviours:
                  - headerCollapse: {scrollView: feed, header: nope}
              - {id: profile, tab: profile, scrollViews: [{id: other, contentHeight: 3000, bogus: 1}]}

            """),
        ("script", """
            script:
              - drag: {scrollView: feed, by: 3000}
              - expect: {feed.offset: 1200, feed.ofset: top}
              - touchDown: {scrollView: other}

            """),
    ]

    private static func spec(_ order: [String], leaving left: Set<String> = []) -> String {
        "scrollspec: 1\nname: Order\n" + order.filter { !left.contains($0) }.map { key in sections.first { $0.key == key }!.lines }.joined()
    }

    /// Every order of the five sections.
    private static let orders: [[String]] = {
        func permutations(_ keys: [String]) -> [[String]] {
            guard keys.count > 1 else { return [keys] }
            return keys.indices.flatMap { index in
                var rest = keys
                let first = rest.remove(at: index)
                return permutations(rest).map { [first] + $0 }
            }
        }
        return permutations(sections.map(\.key))
    }()

    private static func messages(_ yaml: String) -> [String] {
        problems(yaml).map { String($0.drop { $0 != " " }.dropFirst()) }.sorted()
    }

    @Test("every order of the top-level keys gives the same problems")
    func everyOrderGivesTheSameProblems() {
        let expected = Self.messages(Self.spec(Self.sections.map(\.key)))
        #expect(expected == [
            "`ofset` is not a property of scroll view `feed`; did you mean `offset`?",
            "the finger on `other` is still down when the script ends; end the touch with `- lift` (a forgotten `lift`?)",
            "unknown key `bogus` in a scroll view; valid here: `id`, `axis`, `contentHeight`, `contentWidth`, `rows`, `items`, `sections`, `spacing`, `anchor`, `scrollPosition`, `bounceBehavior`, `viewportHeight`, `viewportWidth`, `contentInset`, `contentInsetAdjustmentBehavior`, `keyboardDismissMode`, `bounces`, `decelerationRate`, `initialOffset`, `scrollsToTop`, `in`, `at`, `minimumZoomScale`, `maximumZoomScale` and 3 more",
            "unknown view `nope`",
        ])
        for order in Self.orders {
            #expect(Self.messages(Self.spec(order)) == expected, "order \(order)")
        }
    }

    @Test("a device, tabs or tolerance written after the screens or the script still applies to them")
    func keysAfterTheListsApply() throws {
        let fixed = [
            "touchDown: {scrollView: other}": "wait: 1s", "bogus: 1": "bounces: true", ", feed.ofset: top": "",
            "headerCollapse: {scrollView: feed, header: nope}": "undoScrollToTop: {scrollView: feed}",
        ]
        for order in [["screens", "script", "device", "tabs", "tolerance"], ["tabs", "screens", "tolerance", "script", "device"]] {
            var yaml = Self.spec(order)
            for (wrong, right) in fixed { yaml = yaml.replacingOccurrences(of: wrong, with: right) }
            let spec = try validSpec(yaml)
            #expect(spec.screens[0].scrollViews[0].viewportHeight == 700, "order \(order)")
            #expect(spec.screens.map(\.tab) == ["home", "profile"])
            guard let expectation = (spec.script?[1].action as? Step.Expect)?.expectation else {
                Issue.record("no expectation in order \(order)")
                continue
            }
            #expect(expectation.checks.map(\.matcher) == [.approximately(1200, tolerance: 3)], "order \(order)")
        }
    }

    @Test("a `use` after the screens is loaded before they are decoded")
    func useAfterTheScreens() {
        let yaml = Self.spec(["screens"]) + "use: [no-such-plugins/]\n"
        let found = problems(yaml)
        #expect(found.contains { $0.contains("`use: no-such-plugins/`: no such plugin file or directory") }, "\(found)")
    }

    @Test("aliases reach items of the screens and the script")
    func aliasesReachStreamedItems() throws {
        let twice = problems("""
            scrollspec: 1
            name: Twice
            screens:
              - &home {id: home, scrollViews: [{id: feed, contentHeight: 2000}]}
              - *home
            """)
        #expect(twice == [
            "4:16: `home` is already declared as a screen on line 4; identifiers must be unique",
            "4:41: `feed` is already declared as a scroll view on line 4; identifiers must be unique",
        ])
        let spec = try validSpec(specWithScreen("script:\n  - &pause {wait: 1s}\n  - *pause\n  - at: 2s"))
        #expect(spec.script?.count == 3)
    }

    @Test("an anchor in one item reaches later items and the keys after the lists, merged or aliased")
    func anchorsAcrossItems() throws {
        let spec = try validSpec("""
            scrollspec: 1
            name: Anchors
            screens:
              - id: home
                scrollViews: [&feed {id: feed, contentHeight: 2000, bounces: false}]
                behaviours: [undoScrollToTop: {scrollView: feed, triggers: &triggers [statusBarTap, appear]}]
              - {id: next, scrollViews: [{<<: *feed, id: other}]}
              - {id: last, scrollViews: [{<<: [*feed], id: third, contentHeight: 500}]}
            script:
              - &pause {wait: 1s}
              - *pause
            tags: *triggers
            """)
        let scrollViews = spec.screens.map { $0.scrollViews[0] }
        #expect(scrollViews.map(\.id) == ["feed", "other", "third"])
        #expect(scrollViews.map(\.contentHeight) == [2000, 2000, 500])
        #expect(scrollViews.map(\.bounces) == [false, false, false])
        #expect(spec.script?.count == 2 && spec.tags == ["statusBarTap", "appear"])
    }

    @Test("a script over the step limit is refused once, at its start")
    func scriptOverTheLimit() {
        let steps = String(repeating: "  - wait: 1ms\n", count: 100_001)
        #expect(problems(specWithScreen("script:\n" + steps)) == ["8:3: the script has 100001 steps; the limit is 100000"])
    }

    /// Writes `bytes` to a fresh file and loads it as scrollrun does, a chunk at a time.
    private static func loadFile(_ bytes: [UInt8]) throws -> Result<Spec, InvalidSpec> {
        let file = try scratchFolder("streamed").appendingPathComponent("spec.scroll.yaml")
        try Data(bytes).write(to: file)
        return Result { () throws(InvalidSpec) in try SpecLoader.load(contentsOf: file.path, plugins: .builtIn) }
    }

    @Test("a file read a chunk at a time gives what its bytes give, keys after the lists included")
    func fileReadInChunks() throws {
        let screens = (0..<2_000).map { "  - {id: s\($0), scrollViews: [{id: f\($0), contentHeight: 2000}]}\n" }.joined()
        let yaml = "scrollspec: 1\nname: Big\nscreens:\n" + screens + "script:\n  - wait: 1s\ndevice: {height: 700}\n"
        let spec = try Self.loadFile(Array(yaml.utf8)).get()
        #expect(spec.screens.count == 2_000 && spec.screens[1_999].scrollViews[0].viewportHeight == 700)
    }

    @Test("a byte that is not UTF-8 deep in a file is placed at its line and column")
    func notUTF8DeepInAFile() throws {
        let lines = (0..<5_000).map { "# comment line \($0) that pads the file well past one read\n" }.joined()
        let bytes = Array(("scrollspec: 1\n" + lines + "name: caf").utf8) + [0xE9] + Array(" au lait\nscreens: []\n".utf8)
        let invalid = try #require(try Self.loadFile(bytes).failure, "a file that is not UTF-8 loaded")
        let found = invalid.diagnostics.map { "\($0.mark): \($0.message)" }
        #expect(found == ["5002:11: not readable as UTF-8 text: invalid trailing UTF-8 octet"])
        let fromBytes = Result { () throws(InvalidSpec) in try SpecLoader.load(bytes: bytes, file: "spec.scroll.yaml", plugins: .builtIn) }
        #expect(fromBytes.failure?.diagnostics.map { "\($0.mark): \($0.message)" } == found)
    }

    @Test("a file of 40,000 top-level `screens:` keys is refused at the second, having read it once (each key asked only for what it needs)")
    func manyTopLevelLists() {
        let screens = String(repeating: "screens: [{id: s, scrollViews: [{id: l, contentHeight: 3000}]}]\n", count: 40_000)
        #expect(problems("scrollspec: 1\nname: D\n" + screens) == ["4:1: duplicate key `screens`; it is already set on line 3"])
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
