import Foundation
import HeaderFeatureSpecs
import ScrollDSL
import ScrollDSLBuiltIns
import Testing

/// The app's header view model under the specs in `Specs/`, run in-process
/// with the adapter beside ScrollDSL's built-in behaviours.
@Suite("HeaderViewModel under specs")
struct HeaderSpecTests {
    static let specs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs")

    static let files = ["sliding", "edges", "fits"].map { specs.appendingPathComponent("\($0).scroll.yaml").path }

    let runner = try! SpecRunner(plugins: .builtIn).adding([HeaderViewModelBehaviour()])

    @Test("every spec passes", arguments: files)
    func specPasses(file: String) throws {
        let result = try runner.run(file: file)
        if !result.passed { Issue.record(Comment(rawValue: result.report(as: .text))) }
    }

    @Test("a check reports what it expected and what the view model made of the scroll")
    func checksAreStructured() throws {
        let result = try runner.run(file: Self.files[0])
        let first = try #require(result.expectations.first)
        #expect(first.line == 22)
        #expect(first.checks.map(\.property) == ["photo.translation", "photo.visibleHeight", "photo.fraction"])
        #expect(first.checks.map(\.found) == ["-100", "150", "0.4"])
    }

    @Test("exploring the view model with generated gestures breaks none of the spec's invariants")
    func explored() throws {
        var options = ExplorationOptions()
        options.runs = 300
        let explored = try runner.explore(file: Self.files[0], options: options)
        #expect(explored.counterexample == nil, "\(explored.report(as: .text))")
        #expect(explored.runs == 300 && explored.warnings.isEmpty, "every invariant was put to the test")
    }

    @Test("a wrong expectation fails with the value the view model produced, in every report format")
    func failureIsReported() throws {
        let result = try runner.run(yaml: """
            scrollspec: 1
            name: Too far
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000}]
                views: [{id: hero, height: 200}]
                behaviours: [{headerViewModel: {scrollView: feed, header: hero}}]
            script:
              - drag: {scrollView: feed, by: 80}
              - expect: {hero.translation: -90}
            """, file: "too-far.scroll.yaml")
        #expect(!result.passed)
        let check = try #require(result.expectations.first?.checks.first)
        #expect(!check.passed && check.found == "-80")
        #expect(result.report(as: .text).contains("too-far.scroll.yaml:10"))
        #expect(result.report(as: .junit).contains("<failure"))
    }

    @Test("a spec that names the view model wrongly is refused with its position and a suggestion")
    func misspeltBehaviour() {
        #expect {
            try runner.run(yaml: """
                scrollspec: 1
                name: Typo
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerViewModle: {scrollView: feed, header: hero}}]
                """, file: "typo.scroll.yaml")
        } throws: { error in
            "\(error)".contains("typo.scroll.yaml:7") && "\(error)".contains("did you mean `headerViewModel`?")
        }
    }
}
