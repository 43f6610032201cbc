import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns
import ScrollPlatform

/// A large document is read on a second thread while its tree is built: the
/// tree and every problem must be the ones reading on one thread gives,
/// however far ahead the reader is when the builder stops. The time limit
/// catches a reader and builder that wait on each other for ever.
/// (`scripts/check-builds` runs large specs through a scrollrun built with
/// ThreadSanitizer.)
@Suite("YAML read on a second thread", .timeLimit(.minutes(2)))
struct EventPipelineTests {
    /// Many batches of events (about 40, ten times as many as the reader may
    /// hold ahead), anchors and aliases across batches, merge
    /// keys, block and flow collections, every scalar style, text that is not ASCII.
    private static let document: String = {
        var text = "defaults: &defaults {contentHeight: 5000, bounces: true}\nitems:\n"
        for index in 0..<1_000 {
            text += """
              - id: item\(index)
                <<: *defaults
                title: "quoted \\u00e9 \(index)"
                note: 'single \(index)'
                flags: [on, off, ~, 0x1F, 1.5e3, -\(index)]
                block: |
                  line one of \(index)
                  café
                nested: {a: [1, {b: [2, []]}], c: {}}

            """
        }
        return text + "copy: *defaults\nlast: end\n"
    }()

    private static func parse(_ text: String, _ reading: EventPipeline.Reading) -> Result<[String], YAMLError> {
        Result { () throws(YAMLError) in try Parser.parse(Array(text.utf8), limits: .standard, listReader: nil, reading: reading).map(outline) ?? [] }
    }

    /// Every node as a line: its position, its kind, and a scalar's text, style and value.
    private static func outline(_ node: Node) -> [String] {
        switch node.content {
        case .scalar(let scalar):
            return ["\(node.mark) \(scalar.style) \(scalar.tag?.rawValue ?? "-") \(scalar.value) \(scalar.text)"]
        case .sequence(let items):
            return ["\(node.mark) list of \(items.count)"] + items.flatMap(outline)
        case .mapping(let pairs):
            return ["\(node.mark) map of \(pairs.count)"] + pairs.flatMap { outline($0.key) + outline($0.value) }
        }
    }

    @Test("the tree is the one the caller's thread builds, node for node")
    func sameTree() throws {
        #expect(Self.document.utf8.count > 3 * EventPipeline.minimumBytes)
        let alone = try Self.parse(Self.document, .callersThread).get()
        #expect(alone.count > 20_000)
        #expect(try Self.parse(Self.document, .secondThread).get() == alone)
    }

    /// The builder's problems (a duplicate key, an unknown alias, nesting too
    /// deep, a second document) and the reader's (bad syntax, an unknown tag),
    /// early and late, one before the other.
    private static let problems: KeyValuePairs = [
        "a duplicate key early, bad syntax at the end": "dup: 1\ndup: 2\n" + document + "bad: [\n",
        "bad syntax at the end": document + "bad: [\n",
        "a duplicate key just before bad syntax": document + "dup: {a: 1, a: 2}\nbad: [\n",
        "bad syntax in the first batch": "a: {b\n" + document,
        "an unknown tag deep in the file": document + "tagged: !color red\n",
        "an unknown alias at the end": document + "x: *nope\n",
        "a second document": document + "---\nb: 2\n",
        "nesting too deep at the end": document + "deep: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
        "an unknown tag before bad syntax": document + "t: !color red\nbad: [\n",
    ]

    @Test("a problem is the first one in the file, whichever thread finds it", arguments: problems.map(\.key))
    func sameProblem(_ name: String) throws {
        let text = try #require(Self.problems.first { $0.key == name }?.value)
        let alone = Self.parse(text, .callersThread)
        #expect(throws: YAMLError.self) { try alone.get() }
        #expect(Self.parse(text, .secondThread) == alone)
    }

    @Test("bytes that are not UTF-8 deep in the file are placed as on one thread")
    func notUTF8() throws {
        let bytes = Array(Self.document.utf8) + [0x61, 0x3A, 0x20, 0xE9, 0x0A]
        let parse = { (reading: EventPipeline.Reading) in
            Result { () throws(YAMLError) in try Parser.parse(bytes, limits: .standard, listReader: nil, reading: reading) != nil }
        }
        let error = try #require(throws: YAMLError.self) { try parse(.secondThread).get() }
        #expect(error.message.hasPrefix("not readable as UTF-8 text"))
        #expect(parse(.callersThread) == parse(.secondThread))
    }

    @Test("a large input is read ahead on two processors, a small one on the caller's thread")
    func whenToReadAhead() {
        let twoProcessors = WorkerThread.processorCount > 1
        #expect(EventPipeline.readsAhead(.automatic, byteCount: EventPipeline.minimumBytes) == twoProcessors)
        #expect(!EventPipeline.readsAhead(.automatic, byteCount: EventPipeline.minimumBytes - 1))
        #expect(!EventPipeline.readsAhead(.callersThread, byteCount: 100 * EventPipeline.minimumBytes))
        #expect(EventPipeline.readsAhead(.secondThread, byteCount: 10))
    }

    @Test("a spec streamed from a second thread loads as from the caller's", arguments: [false, true])
    func streamedSpec(withProblems: Bool) throws {
        let screens = (0..<1_500).map { "  - {id: s\($0), scrollViews: [{id: f\($0), contentHeight: 2000}]}\n" }.joined()
        let script = (0..<3_000).map { "  - drag: {scrollView: f\($0 % 1_500), by: \(withProblems && $0 % 700 == 5 ? "-x" : "\($0 % 900)"), duration: 300ms}\n" }.joined()
        let yaml = "scrollspec: 1\nname: Big\ntolerance: 0.5\nscreens:\n\(screens)script:\n\(script)"
        #expect(yaml.utf8.count > EventPipeline.minimumBytes)
        let load = { (reading: EventPipeline.Reading) -> String in
            let streamed = StreamedLists(file: "big.scroll.yaml", limits: .standard, timeLimit: RunOptions.defaultTimeLimit, plugins: .builtIn)
            do {
                let root = try #require(try Parser.parse(Array(yaml.utf8), limits: .standard, listReader: streamed, reading: reading))
                let context = try #require(streamed.context)
                #expect(streamed.isFaithful(to: root))
                let spec = SpecDecoder(context: context).decode(root, streamed: streamed.decoded)
                return "\(spec.map { ($0.screens.count, $0.script?.count ?? 0) } as Any) \(context.diagnostics.map { "\($0.mark): \($0.message)" })"
            } catch {
                return "\(error)"
            }
        }
        let alone = load(.callersThread)
        #expect(alone.contains("-x") == withProblems)
        #expect(load(.secondThread) == alone)
    }
}
