import Testing
@testable import ScrollDSL

@Suite("Writing YAML back (a counterexample's spec, a plugin's examples)")
struct YAMLWriterTests {
    /// Every scalar of `node` with where it is, the way a decoder sees it.
    private func values(_ node: Node, at path: String = "") -> [String] {
        switch node.content {
        case .scalar(let scalar): return ["\(path) = \(scalar.value)"]
        case .sequence(let items): return items.enumerated().flatMap { values($1, at: "\(path)[\($0)]") }
        case .mapping(let pairs): return pairs.flatMap { values($0.value, at: "\(path).\($0.key.scalar?.text ?? "?")") }
        }
    }

    private func written(_ yaml: String) throws -> (text: String, before: [String], after: [String]) {
        let node = try #require(try Parser.parse(Array(yaml.utf8)))
        let text = YAMLWriter.text(node)
        let again = try #require(try Parser.parse(Array(text.utf8)), "\(text)")
        return (text, values(node), values(again))
    }

    @Test("what a spec may hold reads back as the same values, in blocks and in flow lists and maps")
    func roundTrip() throws {
        let yaml = #"""
            name: "Weird: #1 — naïve 'quotes' \"and\" \\ back"
            description: |
              Line one: with colon
              - not a list
                indented more
            tags: [a b, "c:d", '#e', "null", "true", "1e3", "~", "-x", " padded ", "tab\tand\u001Bescape", "Hello, world"]
            block:
              - Hello, world
              - key: value, with comma
                other: "{not: a map}"
            numbers: {int: 12, negative: -98, float: -1e9, hex: 0x1F, inf: .inf, yes: yes, null: ~, tagged: !!float 1, text: !!str 12}
            """#
        let (text, before, after) = try written(yaml)
        #expect(after == before, "\(text)")
        #expect(text.contains(#"description: "Line one: with colon\n- not a list\n  indented more\n""#), "\(text)")
        #expect(text.contains("tagged: !!float 1") && text.contains(#"text: "12""#) && text.contains("negative: -98"), "\(text)")
    }

    @Test("a counterexample's spec keeps the name, description and tags it was explored with")
    func counterexampleSpec() throws {
        let yaml = #"""
            scrollspec: 1
            name: "Chat: #1, \"quoted\""
            description: |
              Two lines:
              - the second
            tags:
              - keyboard, bars
            screens:
              - id: conversation
                scrollViews: [{id: messages, contentHeight: 4000, initialOffset: bottom}]
            invariants:
              - {messages.offset: {max: 700}}
            """#
        let spec = try validSpec(yaml)
        let found = Explorer.explore(spec, options: ExplorationOptions())
        let counterexample = try #require(found.counterexample)
        let text = try CounterexampleSpec.text(of: Array(yaml.utf8), file: "chat.scroll.yaml", counterexample, seed: 1)
        let again = try validSpec(text)
        #expect(again.name == spec.name && again.description == spec.description && again.tags == spec.tags, "\(text)")
        #expect(again.tags == ["keyboard, bars"])
    }
}
