import Foundation

/// Benchmark: `scrollrun lsp` over a 1,000-line spec, as an editor drives it
/// through pipes — the 95th percentile of the time to answer completion, hover
/// and definition requests, and of the time from a change to its published
/// problems less the server's 150 ms debounce.
enum LanguageServerBenchmark {
    /// The server's debounce (`LanguageServer.debounce`).
    static let debounce = 0.150

    static func run(scrollrun: String, runs: Int) -> [ResultRow] {
        guard FileManager.default.isExecutableFile(atPath: scrollrun) else {
            fatalError("scrollbench: no scrollrun at \(scrollrun); build it with `swift build -c release` first, or pass --scrollrun PATH")
        }
        let (text, lines) = spec()
        let server = Server(scrollrun)
        defer { server.close() }
        let uri = "file:///tmp/scrollbench-lsp.scroll.yaml"
        _ = server.request("initialize", #"{"capabilities":{}}"#)
        server.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(json(text))}}"#)
        _ = server.waitForDiagnostics()
        let requests = max(100, runs * 20)
        func latencies(_ method: String, _ position: (Int) -> (line: Int, character: Int)) -> [Double] {
            (0..<requests).map { index in
                let (line, character) = position(index)
                let start = Date()
                _ = server.request(method, #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}"#)
                return Date().timeIntervalSince(start)
            }
        }
        // Positions spread over the script: a step's key, an id, a step's name.
        let stepLines = lines.indices.filter { lines[$0].hasPrefix("  - drag:") }
        let completion = latencies("textDocument/completion") { (stepLines[$0 % stepLines.count], 29) }
        let hover = latencies("textDocument/hover") { (stepLines[$0 % stepLines.count], 5) }
        let definition = latencies("textDocument/definition") { (stepLines[$0 % stepLines.count], 22) }
        var diagnostics: [Double] = []
        for version in 0..<max(10, runs * 3) {
            let changed = version % 2 == 0 ? text.replacingOccurrences(of: "name: Editor", with: "nme: Editor") : text
            let start = Date()
            server.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version + 2)},"contentChanges":[{"text":\#(json(changed))}]}"#)
            _ = server.waitForDiagnostics()
            diagnostics.append(Date().timeIntervalSince(start) - debounce)
        }
        return [
            row("completion", completion), row("hover", hover), row("definition", definition),
            row("didChange → publishDiagnostics, less the 150 ms debounce", diagnostics),
        ]
    }

    private static func row(_ what: String, _ latencies: [Double]) -> ResultRow {
        let sorted = latencies.sorted()
        let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        return ResultRow(benchmark: "language server", name: "\(what), 1,000-line spec, p95 of \(latencies.count)", value: p95 * 1000, unit: "ms",
                         target: "≤ 50 ms", met: p95 <= 0.050)
    }

    /// A valid spec of 1,000 lines: 20 scroll views and 20 views on one
    /// screen, and a script of drags and expectations on them.
    private static func spec() -> (text: String, lines: [String]) {
        var lines = ["scrollspec: 1", "name: Editor", "screens:", "  - id: home", "    scrollViews:"]
        lines += (0..<20).map { "      - {id: list\($0), contentHeight: 5000}" }
        lines += ["    views:"] + (0..<20).map { "      - {id: badge\($0)}" } + ["script:"]
        var step = 0
        while lines.count < 1000 {
            lines.append(step % 2 == 0 ? "  - drag: {scrollView: list\(step % 20), by: 10, duration: 100ms}" : "  - expect: {list\(step % 20).phase: idle}")
            step += 1
        }
        return (lines.joined(separator: "\n") + "\n", lines)
    }

    private static func json(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast().description
    }

    /// `scrollrun lsp`, spoken to synchronously.
    private final class Server {
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private var buffered = Data()
        private var nextID = 1

        init(_ scrollrun: String) {
            process.executableURL = URL(fileURLWithPath: scrollrun)
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try! process.run()
        }

        func notify(_ method: String, _ params: String) {
            send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
        }

        /// Sends a request and waits for its answer.
        func request(_ method: String, _ params: String) -> [String: Any] {
            let id = nextID
            nextID += 1
            send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
            while true {
                let message = next()
                if message["id"] as? Int == id { return message }
            }
        }

        func waitForDiagnostics() -> [String: Any] {
            while true {
                let message = next()
                if message["method"] as? String == "textDocument/publishDiagnostics" { return message }
            }
        }

        func close() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        private func send(_ body: String) {
            let bytes = Data(body.utf8)
            input.fileHandleForWriting.write(Data("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
        }

        private func next() -> [String: Any] {
            while true {
                if let end = buffered.range(of: Data("\r\n\r\n".utf8)),
                   let length = Int(String(decoding: buffered[..<end.lowerBound], as: UTF8.self).replacingOccurrences(of: "Content-Length: ", with: "")),
                   buffered.count - end.upperBound >= length {
                    let body = buffered[end.upperBound..<end.upperBound + length]
                    buffered = Data(buffered[(end.upperBound + length)...])
                    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
                }
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { fatalError("scrollbench: scrollrun lsp ended") }
                buffered += chunk
            }
        }
    }
}
