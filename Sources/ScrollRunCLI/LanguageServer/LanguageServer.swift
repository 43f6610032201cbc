import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// `scrollrun lsp`: a language server (LSP 3.17) for specs and plugin files.
/// Open documents are validated as `scrollrun validate` would, and their
/// problems published once the client has sent nothing for ``debounce``
/// milliseconds; a "did you mean" becomes a quick fix. A message it cannot
/// read gets an error response, never a crash; it ends when the client sends
/// `exit` or closes the pipe.
final class LanguageServer {
    /// How long after a change the server waits for the next before checking.
    static let debounce = 150

    private var channel: MessageChannel
    private let plugins: PluginSet
    private var encoding = PositionEncoding.utf16
    /// The open documents' text, by URI.
    private var documents: [String: String] = [:]
    /// Documents changed since their problems were last published, in the order they changed.
    private var changed: [String] = []
    /// Each spec's last run from the editor, by URI.
    private var runs: [String: SpecRunLenses] = [:]
    /// Whether the client asks to be told when lenses change.
    private var refreshesLenses = false
    private var initialized = false
    private var shutDown = false

    init(channel: MessageChannel, plugins: PluginSet) {
        self.channel = channel
        self.plugins = plugins
    }

    /// Serves until `exit` or the end of the input; the exit status (0 after `shutdown`).
    func run() -> Int32 {
        while true {
            if !changed.isEmpty, !channel.hasInput(within: Self.debounce) {
                publishChanged()
                continue
            }
            switch channel.receive() {
            case .end: return shutDown ? 0 : 1
            case .unreadable(let problem): respond(nil, error: -32700, problem)
            case .body(let body):
                let message: JSONDocument
                do {
                    message = try JSONDocument.parse(body)
                } catch {
                    respond(nil, error: -32700, "the message is not JSON: \(error.message) at byte \(error.offset)")
                    continue
                }
                if message["method"]?.string == "exit" { return shutDown ? 0 : 1 }
                handle(message)
            }
        }
    }

    private func handle(_ message: JSONDocument) {
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request the server never sends is dropped.
            if id == nil || (message["result"] == nil && message["error"] == nil) { respond(id, error: -32600, "a message needs a `method`") }
            return
        }
        let params = message["params"]
        guard let id else { return notify(method, params) }
        guard initialized || method == "initialize" else { return respond(id, error: -32002, "the server is not initialized: send `initialize` first") }
        guard !shutDown else { return respond(id, error: -32600, "the server is shut down: send `exit`") }
        switch method {
        case "initialize": respond(id, result: initialize(params))
        case "shutdown":
            shutDown = true
            respond(id, result: .null)
        case "textDocument/codeAction": respond(id, result: codeActions(params))
        case "textDocument/documentSymbol": respond(id, result: navigation(params)?.symbols ?? .array([]))
        case "textDocument/codeLens": respond(id, result: codeLenses(params))
        case "workspace/executeCommand": respond(id, result: execute(params))
        case "textDocument/completion": respond(id, result: navigation(params)?.completion(at: params?["position"]) ?? .null)
        case "textDocument/hover": respond(id, result: navigation(params)?.hover(at: params?["position"]) ?? .null)
        case "textDocument/definition": respond(id, result: navigation(params)?.definition(at: params?["position"]) ?? .null)
        default: respond(id, error: -32601, "scrollrun lsp has no method `\(method)`")
        }
    }

    private func notify(_ method: String, _ params: JSONDocument?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return }
        switch method {
        case "textDocument/didOpen":
            documents[uri] = params?["textDocument"]?["text"]?.string ?? ""
            markChanged(uri)
        case "textDocument/didChange":
            // Whole-document sync: the last change holds the text.
            guard documents[uri] != nil, let text = params?["contentChanges"]?.array?.last?["text"]?.string else { return }
            documents[uri] = text
            markChanged(uri)
        case "textDocument/didClose":
            documents[uri] = nil
            runs[uri] = nil
            changed.removeAll { $0 == uri }
            publish(uri, [])
        default: return
        }
    }

    private func initialize(_ params: JSONDocument?) -> JSONDocument {
        initialized = true
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = PositionEncoding(offered: offered)
        refreshesLenses = params?["capabilities"]?["workspace"]?["codeLens"]?["refreshSupport"] == .boolean(true)
        return .object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([("openClose", .boolean(true)), ("change", .number(1))])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ("codeLensProvider", .object([("resolveProvider", .boolean(false))])),
                ("executeCommandProvider", .object([("commands", .array([.string(SpecRunLenses.command)]))])),
                ("completionProvider", .object([("triggerCharacters", .array([.string("."), .string(":"), .string("{")]))])),
                ("hoverProvider", .boolean(true)),
                ("definitionProvider", .boolean(true)),
                ("documentSymbolProvider", .boolean(true)),
            ])),
            ("serverInfo", .object([("name", .string("scrollrun")), ("version", .string(Release.version))])),
        ])
    }

    /// The quick fixes of the problems on the lines of the request's range.
    private func codeActions(_ params: JSONDocument?) -> JSONDocument {
        guard let uri = params?["textDocument"]?["uri"]?.string, let text = documents[uri] else { return .array([]) }
        let problems = DocumentProblems(text: text, path: Self.path(of: uri), plugins: plugins, encoding: encoding).problems
        return .array(problems.filter { $0.range.meets(params?["range"]) }.compactMap { $0.quickFix(uri: uri) })
    }

    /// The open document `params` names, to move through.
    private func navigation(_ params: JSONDocument?) -> DocumentNavigation? {
        guard let uri = params?["textDocument"]?["uri"]?.string, let text = documents[uri] else { return nil }
        return DocumentNavigation(uri: uri, text: text, plugins: plugins, encoding: encoding)
    }

    /// A spec's lenses: one that runs it, and the last run's verdict at each `expect`.
    private func codeLenses(_ params: JSONDocument?) -> JSONDocument {
        guard let uri = params?["textDocument"]?["uri"]?.string, let text = documents[uri],
              SpecFiles.suffixes.contains(where: Self.path(of: uri).hasSuffix) else { return .array([]) }
        return SpecRunLenses.lenses(uri: uri, last: runs[uri], text: text)
    }

    /// `scrollrun.run URI`: runs the open spec, publishes its failures with its
    /// problems, and answers with its verdict.
    private func execute(_ params: JSONDocument?) -> JSONDocument {
        guard params?["command"]?.string == SpecRunLenses.command, let uri = params?["arguments"]?.array?.first?.string, let text = documents[uri] else {
            return .null
        }
        guard let run = SpecRunLenses(text: text, path: Self.path(of: uri), plugins: plugins) else {
            return .string("the spec does not load: see its problems")
        }
        runs[uri] = run
        changed.removeAll { $0 == uri }
        publish(uri, problems(of: uri, text).map(\.json))
        if refreshesLenses {
            channel.send(.object([("jsonrpc", .string("2.0")), ("id", .string("lenses")), ("method", .string("workspace/codeLens/refresh"))]))
        }
        return .string(run.summary)
    }

    /// The problems of an open document, with the failures of its last run when that ran this text.
    private func problems(of uri: String, _ text: String) -> [DocumentProblems.Problem] {
        let failures = runs[uri].flatMap { $0.text == text ? $0.result.diagnostics : nil } ?? []
        return DocumentProblems(text: text, path: Self.path(of: uri), plugins: plugins, encoding: encoding, runFailures: failures).problems
    }

    private func markChanged(_ uri: String) {
        changed.removeAll { $0 == uri }
        changed.append(uri)
    }

    private func publishChanged() {
        for uri in changed {
            guard let text = documents[uri] else { continue }
            publish(uri, problems(of: uri, text).map(\.json))
        }
        changed = []
    }

    private func publish(_ uri: String, _ diagnostics: [JSONDocument]) {
        channel.send(.object([
            ("jsonrpc", .string("2.0")),
            ("method", .string("textDocument/publishDiagnostics")),
            ("params", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))])),
        ]))
    }

    private func respond(_ id: JSONDocument?, result: JSONDocument) {
        channel.send(.object([("jsonrpc", .string("2.0")), ("id", id ?? .null), ("result", result)]))
    }

    private func respond(_ id: JSONDocument?, error code: Int, _ message: String) {
        let error = JSONDocument.object([("code", .number(Double(code))), ("message", .string(message))])
        channel.send(.object([("jsonrpc", .string("2.0")), ("id", id ?? .null), ("error", error)]))
    }

    /// The `file:` URI of `path` (made absolute from the working directory),
    /// every byte but letters, digits and `/-._~` percent-escaped.
    static func uri(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileSystem.currentDirectory ?? "") + "/" + path
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-._~".utf8)
        return "file://" + absolute.utf8.map { byte in
            guard !kept.contains(byte) else { return String(UnicodeScalar(byte)) }
            let hex = String(byte, radix: 16, uppercase: true)
            return "%" + (hex.count < 2 ? "0" : "") + hex
        }.joined()
    }

    /// The file a `file:` URI names (percent escapes decoded); another URI as it is.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var bytes: [UInt8] = []
        var utf8 = Array(uri.utf8.dropFirst("file://".count))[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
