import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("YAML parser")
struct ParserTests {
    @Test("every node keeps its 1-based line and column")
    func positions() throws {
        let root = try #require(try parseYAML("a: 1\nlist:\n  - x\n  - {k: v}\n"))
        #expect(root.mark == Mark(line: 1, column: 1))
        #expect(root["a"]?.mark == Mark(line: 1, column: 4))
        let items = try #require(root["list"]?.sequence)
        #expect(items[0].mark == Mark(line: 3, column: 5))
        #expect(items[1]["k"]?.mark == Mark(line: 4, column: 9))
        let keys = root.mapping?.map(\.key.mark)
        #expect(keys == [Mark(line: 1, column: 1), Mark(line: 2, column: 1)])
    }

    /// Children are gathered on one stack and moved out as each collection
    /// closes: empty and nested collections, and more children than the
    /// stack first holds, keep their shape and order.
    @Test("lists and maps keep their items, pairs and order, empty or nested")
    func shapes() throws {
        let long = (0..<200).map(String.init).joined(separator: ", ")
        let yaml = "empty: []\nnone: {}\nnested: [[1, [2, {a: [3, {}]}]], [], x]\nlong: [\(long)]\nlast: {b: 1, c: 2}\n"
        let root = try #require(try parseYAML(yaml))
        #expect(root.mapping?.map { $0.key.scalar?.text } == ["empty", "none", "nested", "long", "last"])
        #expect(root["empty"]?.sequence?.isEmpty == true)
        #expect(root["none"]?.mapping?.isEmpty == true)
        let nested = try #require(root["nested"]?.sequence)
        #expect(nested.count == 3 && nested[1].sequence?.isEmpty == true && nested[2].scalar?.text == "x")
        let inner = try #require(nested[0].sequence?[1].sequence)
        #expect(inner[0].scalar?.value == .integer(2))
        #expect(inner[1]["a"]?.sequence?[0].scalar?.value == .integer(3))
        #expect(inner[1]["a"]?.sequence?[1].mapping?.isEmpty == true)
        #expect(root["long"]?.sequence?.map { $0.scalar?.text ?? "" } == (0..<200).map(String.init))
        #expect(root["last"]?["c"]?.scalar?.value == .integer(2))
    }

    /// Texts that share a length, a prefix or zero bytes, or are canonically
    /// equivalent, keep their own bytes.
    @Test("every scalar keeps its own text, however alike the texts are")
    func scalarTexts() throws {
        let texts = (0..<5_000).map { "k\($0)" } + ["a", "a\0", "a\0\0", "", "0123456789abcdef", "0123456789abcdeg", "0123456789abcdefg", "é", "e\u{301}"]
        let yaml = "[" + texts.map { "\"\($0.unicodeScalars.map { $0 == "\0" ? "\\0" : String($0) }.joined())\"" }.joined(separator: ", ") + "]"
        let items = try #require(try parseYAML(yaml)?.sequence)
        #expect(items.map { $0.scalar?.text } == texts)
        #expect(items.map { $0.scalar?.text.utf8.count } == texts.map(\.utf8.count))
    }

    @Test("columns count characters, not bytes")
    func unicodeColumns() throws {
        let root = try #require(try parseYAML("name: \"héllo\"\nx: [é, y]\n"))
        #expect(root["x"]?.sequence?[1].mark == Mark(line: 2, column: 8))
    }

    @Test("an empty input or only comments holds no document")
    func emptyInput() throws {
        #expect(try parseYAML("") == nil)
        #expect(try parseYAML("# just a comment\n") == nil)
    }

    @Test("aliases copy their anchored node")
    func aliases() throws {
        let root = try #require(try parseYAML("base: &b {height: 200}\ncopy: *b\n"))
        #expect(root["copy"]?["height"]?.scalar?.value == .integer(200))
    }

    @Test("merge keys add the anchored pairs; explicit keys win")
    func mergeKeys() throws {
        let yaml = "d: &d {contentHeight: 100, bounces: false}\nv: {<<: *d, contentHeight: 300}\n"
        let view = try #require(try parseYAML(yaml)?["v"])
        #expect(view["contentHeight"]?.scalar?.value == .integer(300))
        #expect(view["bounces"]?.scalar?.value == .boolean(false))
        #expect(view.mapping?.count == 2)
    }

    @Test("a merge key with a scalar is an error at the scalar")
    func badMerge() {
        #expect(throws: YAMLError("a merge key `<<` takes a map or a list of maps, not the number 3", at: Mark(line: 1, column: 9))) {
            try parseYAML("v: {<<: 3}\n")
        }
    }

    @Test("an unknown alias is an error at the alias")
    func unknownAlias() {
        #expect(throws: YAMLError("unknown alias `*nope`: no anchor `&nope` comes before it", at: Mark(line: 1, column: 4))) {
            try parseYAML("a: *nope\n")
        }
    }

    @Test("duplicate keys are rejected at the second one")
    func duplicateKeys() {
        #expect(throws: YAMLError("duplicate key `name`; it is already set on line 1", at: Mark(line: 2, column: 1))) {
            try parseYAML("name: a\nname: b\n")
        }
    }

    @Test("a second document is rejected where it starts")
    func twoDocuments() {
        #expect(throws: YAMLError("a spec or plugin file is one YAML document, but a second one starts here", at: Mark(line: 2, column: 1))) {
            try parseYAML("a: 1\n---\nb: 2\n")
        }
    }

    @Test("an unterminated string names where it started")
    func unterminatedString() throws {
        let error = try #require(throws: YAMLError.self) { try parseYAML("a: 1\nname: \"open\nb: 2\n") }
        #expect(error.message.contains("end of stream while scanning a quoted scalar (started at line 2, column 7)"))
        #expect(error.mark.line == 4)
    }

    @Test("invalid UTF-8 is located by line and column")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array("a: 1\nb: caf".utf8) + [0xE9] + Array("\n".utf8)
        let error = try #require(throws: YAMLError.self) { try Parser.parse(bytes) }
        #expect(error.mark == Mark(line: 2, column: 7))
        #expect(error.message.hasPrefix("not readable as UTF-8 text"))
    }

    @Test("a byte order mark is skipped")
    func byteOrderMark() throws {
        let root = try #require(try Parser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)))
        #expect(root["a"]?.scalar?.value == .integer(1))
    }

    @Test("a tab in indentation is an error with a position")
    func tabIndentation() throws {
        let error = try #require(throws: YAMLError.self) { try parseYAML("a: 1\n\tb: 2\n") }
        #expect(error.mark.line == 2)
        #expect(error.message.contains("tab"))
    }

    @Test("unknown tags are rejected")
    func unknownTag() {
        #expect(throws: YAMLError("unsupported tag `!color`; scalars take !!str, !!int, !!float, !!bool or !!null", at: Mark(line: 1, column: 4))) {
            try parseYAML("a: !color red\n")
        }
    }
}

@Suite("YAML limits")
struct LimitTests {
    @Test("nesting deeper than the limit stops at the first level too deep")
    func depth() {
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(throws: YAMLError("lists and maps are nested more than 64 levels deep", at: Mark(line: 1, column: 65))) {
            try parseYAML(deep)
        }
        let mapping = String(repeating: "{a: ", count: 20_000) + "1" + String(repeating: "}", count: 20_000)
        #expect(throws: YAMLError.self) { try parseYAML(mapping) }
    }

    @Test("nesting up to the limit is fine")
    func depthAtLimit() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try parseYAML(text) != nil)
    }

    @Test("an alias bomb stops at the alias that passes the limit")
    func aliasBomb() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<10 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let error = try #require(throws: YAMLError.self) { try parseYAML(lines.joined(separator: "\n")) }
        #expect(error.message == "aliases expand to more than 100000 nodes; is this an alias bomb?")
        #expect(error.mark.line == 5)
    }

    @Test("aliases below the limit are fine")
    func aliasesUnderLimit() throws {
        let limits = YAMLLimits(maxAliasedNodes: 12)
        #expect(try parseYAML("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n", limits: limits) != nil)
        #expect(throws: YAMLError.self) { try parseYAML("a: &a [1, 2, 3]\nb: [*a, *a, *a, *a]\n", limits: limits) }
    }

    @Test("an input over the size limit is rejected before parsing")
    func size() {
        let limits = YAMLLimits(maxBytes: 10)
        #expect(throws: YAMLError("the file is 11 bytes; the limit is 10 bytes", at: .start)) {
            try parseYAML("a: 12345678", limits: limits)
        }
    }
}
