import Testing
import ScrollDSL

/// What a Swift behaviour read from its typed parameters, install by install.
private final class ReadValues: @unchecked Sendable {
    var read: [(interval: Double?, delay: VirtualTime?)] = []
}

/// A Swift behaviour declaring the typed keys that may be left out or name a
/// word: `Parameter.positiveNumber(_:or:_:)` and `Parameter.optionalDuration(_:_:)`.
private struct TypedKeys: BehaviourPlugin {
    let values: ReadValues

    static let scrollView = Parameter.scrollView("scrollView", "The scroll view.")
    static let interval = Parameter.positiveNumber("interval", or: "page", "Where glides end, or a page apart.")
    static let delay = Parameter.optionalDuration("delay", "How long to wait, if at all.")

    var declaration: PluginDeclaration {
        PluginDeclaration(
            name: "typedKeys", summary: "Reads its typed parameters.", documentation: "For tests.",
            parameters: [Self.scrollView.declaration, Self.interval.declaration, Self.delay.declaration],
            examples: []
        )
    }

    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        values.read.append((context[Self.interval], context[Self.delay]))
    }
}

@Suite("Typed parameters of a Swift behaviour")
struct TypedParameterTests {
    private func run(_ parameters: String) throws -> [(interval: Double?, delay: VirtualTime?)] {
        let values = ReadValues()
        let runner = try SpecRunner(plugins: .builtIn).adding([TypedKeys(values: values)])
        let yaml = PluginExample.oneScreenSpec("Typed", screen: "home", body: [
            "scrollViews: [{id: feed, contentHeight: 3000}]",
            "behaviours: [{typedKeys: {scrollView: feed\(parameters)}}]",
        ])
        let result = try runner.run(yaml: yaml, file: "typed.scroll.yaml")
        #expect(result.passed)
        return values.read
    }

    @Test("a positive number or its word, and a duration that may be left out: nil when left out or given the word")
    func values() throws {
        let left = try run("")
        #expect(left.count == 1 && left[0].interval == nil && left[0].delay == nil)
        let word = try run(", interval: page")
        #expect(word.count == 1 && word[0].interval == nil)
        let given = try run(", interval: 120, delay: 250ms")
        #expect(given.count == 1 && given[0].interval == 120 && given[0].delay == .milliseconds(250))
    }

    @Test("a number at or below 0, another word, or a word for the duration is refused at its value, saying what it takes")
    func refusals() throws {
        for (parameters, message) in [
            (", interval: 0", "6:59: `interval` must be more than 0, not 0"),
            (", interval: pages", "6:59: `interval` is a number above 0 or `page`, not `pages`"),
            (", delay: soon", "6:56: `delay` cannot be \"soon\"; a duration is a number of milliseconds (`300`) or a string with a unit (`300ms`, `1.5s`)"),
        ] {
            let error = try #require(throws: InvalidSpec.self) { try run(parameters) }
            #expect(error.diagnostics.map { "\($0.mark): \($0.message)" } == [message], "\(error.diagnostics)")
        }
    }
}
