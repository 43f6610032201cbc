import Foundation
import Testing
import ScrollDSL

private let example = packageRoot.appendingPathComponent("Examples/tweetbot-undo.scroll.yaml")

/// `text` with the LSP text edit `edit` applied (one line, UTF-16 characters).
private func applying(_ edit: [String: Any], to text: String) -> String {
    let range = edit["range"] as! [String: Any]
    let start = range["start"] as! [String: Int], end = range["end"] as! [String: Int]
    var lines = text.components(separatedBy: "\n")
    let line = Array(lines[start["line"]!].utf16)
    lines[start["line"]!] = String(decoding: line[..<start["character"]!], as: UTF16.self) + (edit["newText"] as! String)
        + String(decoding: line[end["character"]!...], as: UTF16.self)
    return lines.joined(separator: "\n")
}

private func open(_ client: LanguageClient, _ uri: String, _ text: String) throws {
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
}

private func change(_ client: LanguageClient, _ uri: String, _ text: String, version: Int) throws {
    try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
}

@Suite("scrollrun lsp: the language server, spoken to over pipes")
struct LanguageServerTests {
    @Test("a typo in an open Example gets its positioned diagnostic and quick fix; applying the fix clears it; shutdown, then exit 0")
    func typoAndQuickFix() throws {
        let client = try LanguageClient()
        let initialized = try #require(try client.request("initialize", ["capabilities": [:]]))
        let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["positionEncoding"] as? String == "utf-16", "UTF-16 when the client names none")
        try client.notify("initialized", [:])
        let uri = example.absoluteString
        let text = try String(contentsOf: example, encoding: .utf8)
        try open(client, uri, text)
        #expect(client.diagnostics(for: uri)?.isEmpty == true)

        let typo = text.replacingCharacters(in: try #require(text.range(of: "scrollViews:")), with: "scrolViews:")
        try change(client, uri, typo, version: 2)
        // The scroll views are gone with their key, so what names them is unknown too.
        let found = try #require(client.diagnostics(for: uri))
        let line = typo.components(separatedBy: "\n").firstIndex { $0.contains("scrolViews:") }!
        let typoProblem = try #require(found.first { $0["message"] as? String == "unknown key `scrolViews` in a screen; did you mean `scrollViews`?" })
        #expect(typoProblem["range"] as? [String: [String: Int]] == ["start": ["line": line, "character": 4], "end": ["line": line, "character": 14]])
        #expect(typoProblem["severity"] as? Int == 1)

        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": line, "character": 5], "end": ["line": line, "character": 5]], "context": ["diagnostics": found],
        ])?["result"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Change to `scrollViews`"])
        let edits = try #require(((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.count == 1)
        let fixed = applying(edits[0], to: typo)
        #expect(fixed == text)
        try change(client, uri, fixed, version: 3)
        #expect(client.diagnostics(for: uri)?.isEmpty == true)

        #expect(try client.request("shutdown")?.keys.contains("result") == true)
        try client.notify("exit", [:])
        #expect(try client.close() == 0)
    }

    @Test("every character prefix of three Examples gets its problems, a completion, a hover and an outline, each within a second")
    func everyCharacterPrefix() throws {
        let client = try LanguageClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        for name in ["photo-grid", "jumping-title-bar", "paging-carousel"] {
            let path = packageRoot.appendingPathComponent("Examples/\(name).scroll.yaml")
            let text = try String(contentsOf: path, encoding: .utf8)
            let uri = path.absoluteString
            try open(client, uri, "")
            for (count, prefix) in text.indices.map({ text[..<$0] }).enumerated() {
                try change(client, uri, String(prefix), version: count + 2)
                let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
                let end: [String: Any] = ["line": lines.count - 1, "character": lines.last!.utf16.count]
                let document = ["uri": uri]
                let start = Date()
                for (method, params) in [
                    ("textDocument/codeAction", ["textDocument": document, "range": ["start": end, "end": end]]),
                    ("textDocument/completion", ["textDocument": document, "position": end]),
                    ("textDocument/hover", ["textDocument": document, "position": end]),
                    ("textDocument/documentSymbol", ["textDocument": document]),
                ] as [(String, [String: Any])] {
                    let answer = try client.request(method, params)
                    #expect(answer?.keys.contains("result") == true, "\(name), \(count) characters, \(method)")
                }
                #expect(Date().timeIntervalSince(start) < 4, "\(name), \(count) characters: four answers, each within a second")
            }
        }
        #expect(try client.close() == 1)
    }

    @Test("outline, hover and go to definition: screens and steps as symbols; an id to its declaration, a behaviour and a `use:` path to the plugin file")
    func navigation() throws {
        let spec = packageRoot.appendingPathComponent("Examples/plugins/jumpy-title.scroll.yaml")
        let pluginFile = packageRoot.appendingPathComponent("Examples/plugins/jumpyTitle.scrollplugin.yaml").absoluteString
        let text = try String(contentsOf: spec, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        /// The position of `word` in the first line holding `context`, in UTF-16 units.
        func position(_ word: String, in context: String) -> [String: Any] {
            let line = lines.firstIndex { $0.contains(context) }!
            let prefix = lines[line][..<lines[line].range(of: context)!.lowerBound]
            let column = prefix.utf16.count + context.utf16.count - context.utf16.count + Array(context.utf16).firstRange(of: Array(word.utf16))!.lowerBound
            return ["line": line, "character": column + 1]
        }
        let client = try LanguageClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        let uri = spec.absoluteString
        try open(client, uri, text)
        let document = ["uri": uri]

        let symbols = try #require(try client.request("textDocument/documentSymbol", ["textDocument": document])?["result"] as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["article", "script"])
        #expect((symbols[0]["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["text", "title", "jumpyTitle"])
        #expect((symbols[1]["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["drag", "expect", "drag", "expect"])

        func hover(_ word: String, in context: String) throws -> String? {
            let answer = try client.request("textDocument/hover", ["textDocument": document, "position": position(word, in: context)])
            return ((answer?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        }
        #expect(try hover("jumpyTitle", in: "- jumpyTitle:")?.hasPrefix("**`jumpyTitle`** (behaviour)") == true)
        #expect(try hover("text", in: "drag: {scrollView: text") == "**`text`**: scroll view of screen `article`")
        #expect(try hover("drag", in: "- drag:")?.hasPrefix("**`drag`** (script step)") == true)
        #expect(try hover("contentHeight", in: "contentHeight")?.contains("(a key of a scroll view") == true)

        func definition(_ word: String, in context: String) throws -> [String: Any]? {
            try client.request("textDocument/definition", ["textDocument": document, "position": position(word, in: context)])?["result"] as? [String: Any]
        }
        let declared = try #require(try definition("text", in: "drag: {scrollView: text"))
        let declaration = lines.firstIndex { $0.contains("{id: text") }!
        #expect(declared["uri"] as? String == uri)
        #expect((declared["range"] as? [String: [String: Int]])?["start"]?["line"] == declaration)
        #expect(try definition("jumpyTitle", in: "- jumpyTitle:")?["uri"] as? String == pluginFile)
        #expect(try definition("jumpyTitle", in: "use: [jumpyTitle")?["uri"] as? String == pluginFile)
        #expect(try client.close() == 1)
    }

    @Test("a lens runs the spec: then each expect shows whether it held, and a failing one is a problem at its line")
    func runLenses() throws {
        let client = try LanguageClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        let uri = example.absoluteString
        let text = try String(contentsOf: example, encoding: .utf8)
        try open(client, uri, text)
        func lenses() throws -> [(line: Int, title: String)] {
            let answer = try client.request("textDocument/codeLens", ["textDocument": ["uri": uri]])?["result"] as? [[String: Any]] ?? []
            return answer.compactMap { lens in
                guard let line = ((lens["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int,
                      let title = (lens["command"] as? [String: Any])?["title"] as? String else { return nil }
                return (line, title)
            }
        }
        #expect(try lenses().map(\.title) == ["▶ Run spec"])
        let run = try client.request("workspace/executeCommand", ["command": "scrollrun.run", "arguments": [uri]])
        #expect(run?["result"] as? String == "PASS Tweetbot timeline — scroll to top with undo")
        let expects = text.components(separatedBy: "\n").indices.filter { text.components(separatedBy: "\n")[$0].hasPrefix("  - expect:") }
        let shown = try lenses()
        #expect(shown.dropFirst().map(\.line) == expects)
        #expect(shown.dropFirst().allSatisfy { $0.title.hasPrefix("✓ held at ") })

        let failing = text.replacingOccurrences(of: "expect: {feed.offset: 402}", with: "expect: {feed.offset: 400}")
        try change(client, uri, failing, version: 2)
        #expect(try lenses().count == 1, "a change hides the last run's verdicts")
        let failed = try client.request("workspace/executeCommand", ["command": "scrollrun.run", "arguments": [uri]])?["result"] as? String
        #expect(failed?.hasPrefix("FAIL Tweetbot timeline — scroll to top with undo: expected feed.offset to be 400") == true, "\(failed ?? "")")
        let line = failing.components(separatedBy: "\n").firstIndex { $0.contains("feed.offset: 400") }!
        #expect(try lenses().first { $0.line == line }?.title.hasPrefix("✗ expected feed.offset to be 400") == true)
        // Published in turn: on open, after the change, after the failing run.
        var published: [[[String: Any]]] = []
        while let problems = client.diagnostics(for: uri, within: 1) { published.append(problems) }
        #expect(published.last?.contains { ($0["range"] as? [String: [String: Int]])?["start"]?["line"] == line } == true)
        #expect(try client.close() == 1)
    }

    @Test("completion in context at ten places of a spec: keys, steps, behaviours, a step's keys, ids where an id goes, properties after `ID.`")
    func completion() throws {
        let spec = """
            scrollspec: 1
            name: Completion

            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 3000, }]
                views: [{id: badge}]
                behaviours:
                  - pullToRefresh: {id: refresh, scrollView: }
                  - \u{20}
            \u{20}   \u{20}
            script:
              - drag: {scrollView: feed, }
              - tap: {view: }
              - expect: {feed.}
              - expect: {refresh.}
              - \u{20}
            """
        let client = try LanguageClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        let uri = "file:///tmp/completion.scroll.yaml"
        try open(client, uri, spec)
        func labels(_ line: Int, _ character: Int) throws -> [String] {
            let answer = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
            return ((answer?["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        }
        #expect(try Set(["screens", "script", "device", "use"]).isSubset(of: labels(2, 0)), "top-level keys")
        #expect(try Set(["contentHeight", "axis", "items", "bounces"]).isSubset(of: labels(5, 50)), "a scroll view's keys, in a flow map")
        #expect(try labels(8, 48) == ["feed"], "the scroll views where a scrollView parameter goes")
        #expect(try Set(["pullToRefresh", "headerCollapse", "snap"]).isSubset(of: labels(9, 8)), "behaviour names")
        #expect(try Set(["scrollViews", "views", "behaviours", "navigationBar"]).isSubset(of: labels(10, 4)), "a screen's keys, in a block")
        #expect(try labels(12, 29) == ["scrollView", "by", "duration", "release", "view"], "drag's keys")
        #expect(try labels(13, 16) == ["badge"], "the views where a view goes")
        #expect(try Set(["offset", "distanceFromTop", "zoomScale"]).isSubset(of: labels(14, 18)), "a scroll view's properties after `feed.`")
        #expect(try labels(15, 21) == ["refreshing", "refreshCount", "pullProgress"], "a behaviour's properties after its id")
        #expect(try Set(["drag", "waitForIdle", "expect", "tapStatusBar"]).isSubset(of: labels(16, 4)), "script steps")
        #expect(try client.close() == 1)
    }

    @Test("completion in a plugin file: its keys, a parameter's types, and the sources, operators and sinks where each goes; trigger names in a spec's triggers")
    func pluginFileCompletion() throws {
        let plugin = "scrollplugin: 1\nname: p\n\nparameters:\n  scrollView: {type: }\npipelines:\n  - from: {}\n    pipe:\n      - \n    to: {}\n"
        let spec = "scrollspec: 1\nname: T\nscreens:\n  - id: s\n    scrollViews: [{id: feed, contentHeight: 3000}]\n"
            + "    behaviours:\n      - undoScrollToTop: {scrollView: feed, triggers: [statusBarTap, ]}\n"
        let client = try LanguageClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        try open(client, "file:///tmp/p.scrollplugin.yaml", plugin)
        try open(client, "file:///tmp/t.scroll.yaml", spec)
        func labels(_ uri: String, _ line: Int, _ character: Int) throws -> [String] {
            let answer = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
            return ((answer?["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        }
        let file = "file:///tmp/p.scrollplugin.yaml"
        #expect(try Set(["summary", "parameters", "pipelines", "state", "examples"]).isSubset(of: labels(file, 2, 0)))
        #expect(try Set(["scrollView", "view", "number", "duration", "enum"]).isSubset(of: labels(file, 4, 20)))
        #expect(try Set(["offset", "visibleItems", "tap", "every"]).isSubset(of: labels(file, 6, 11)))
        #expect(try Set(["map", "filter", "debounce", "distinctUntilChanged"]).isSubset(of: labels(file, 8, 8)))
        #expect(try Set(["set", "scrollTo", "log", "emit"]).isSubset(of: labels(file, 9, 9)))
        #expect(try labels("file:///tmp/t.scroll.yaml", 6, 67) == ["statusBarTap", "tabReselect", "appear"])
        #expect(try client.close() == 1)
    }

    @Test("positions count in the encoding the client chose: UTF-8, UTF-16 or UTF-32, past an accented letter and an emoji")
    func positionEncodings() throws {
        let prefix = "{scrollspec: 1, name: \"é😀\", "
        let spec = prefix + "screnes: [{id: s, scrollViews: [{id: feed, contentHeight: 2000}]}]}\n"
        let expected = ["utf-8": prefix.utf8.count, "utf-16": prefix.utf16.count, "utf-32": prefix.unicodeScalars.count]
        #expect(Set(expected.values).count == 3)
        for (encoding, character) in expected {
            let client = try LanguageClient()
            let answer = try client.request("initialize", ["capabilities": ["general": ["positionEncodings": [encoding]]]])
            #expect(((answer?["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == encoding)
            let uri = "file:///tmp/unicode.scroll.yaml"
            try open(client, uri, spec)
            let range = client.diagnostics(for: uri)?.first?["range"] as? [String: [String: Int]]
            #expect(range == ["start": ["line": 0, "character": character], "end": ["line": 0, "character": character + "screnes".count]], "\(encoding)")
            #expect(try client.close() == 1, "the pipe closed without shutdown")
        }
    }

    @Test("bad messages get error responses, never a crash: not JSON, not UTF-8, no method, an unknown method, a request before initialize")
    func badMessages() throws {
        let client = try LanguageClient()
        #expect((try client.request("textDocument/hover")?["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = try client.request("initialize", ["capabilities": [:]])
        for body in [Array("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": ".utf8), [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]] {
            client.send(body: body)
            let error = client.next { $0["error"] != nil }?["error"] as? [String: Any]
            #expect(error?["code"] as? Int == -32700)
        }
        client.send(body: Array("{\"jsonrpc\": \"2.0\", \"id\": 8}".utf8))
        #expect((client.next { $0["id"] as? Int == 8 }?["error"] as? [String: Any])?["code"] as? Int == -32600)
        try client.notify("$/cancelRequest", ["id": 1])
        let unknown = try client.request("textDocument/rename", ["textDocument": ["uri": "file:///x.scroll.yaml"]])
        #expect((unknown?["error"] as? [String: Any])?["message"] as? String == "scrollrun lsp has no method `textDocument/rename`")
        #expect(try client.close() == 1)
    }

    @Test("every line prefix of every Example, as a spec being typed, gets an answer within a second")
    func everyLinePrefix() throws {
        let client = try LanguageClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        let examples = try SpecFiles.expand([packageRoot.appendingPathComponent("Examples").path]).files
        var answered = 0
        for path in examples {
            let uri = URL(fileURLWithPath: path).absoluteString
            let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            try open(client, uri, "")
            for count in 0...lines.count {
                try change(client, uri, lines.prefix(count).joined(separator: "\n"), version: count + 2)
                let start = Date()
                let answer = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]])
                #expect(answer?["result"] != nil, "\(path), \(count) lines")
                #expect(Date().timeIntervalSince(start) < 1, "\(path), \(count) lines")
                answered += 1
            }
        }
        #expect(answered > 500)
        #expect(try client.close() == 1)
    }
}
