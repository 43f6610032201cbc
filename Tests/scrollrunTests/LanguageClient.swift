import Foundation

/// A language client for the tests: it starts `scrollrun lsp`, writes framed
/// JSON-RPC messages to it and reads its framed answers, each within a deadline,
/// so a server that hangs fails the test instead of stopping it.
final class LanguageClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Guards `received`, and wakes a reader when more arrives.
    private let arrived = NSCondition()
    private var received: [UInt8] = []
    /// The messages read and not yet taken, in the order they came.
    private var messages: [[String: Any]] = []
    private var nextID = 1

    init(arguments: [String] = []) throws {
        process.executableURL = productsDirectory.appendingPathComponent("scrollrun")
        process.arguments = ["lsp"] + arguments
        process.environment = childEnvironment(["NO_COLOR": "1"])
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.arrived.lock()
            self.received += data
            self.arrived.broadcast()
            self.arrived.unlock()
        }
        try process.run()
    }

    /// Sends `bytes` as one message body.
    func send(body bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data("Content-Length: \(bytes.count)\r\n\r\n".utf8) + Data(bytes))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any]) throws {
        send(body: Array(try JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "method": method, "params": params])))
    }

    /// Sends a request and returns its answer (its `result` or `error` object), or `nil` at the deadline.
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any]? {
        let id = nextID
        nextID += 1
        send(body: Array(try JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": id, "method": method, "params": params])))
        return next { ($0["id"] as? Int) == id }
    }

    /// The diagnostics published next for `uri`, or `nil` at the deadline.
    func diagnostics(for uri: String, within seconds: Double = 10) -> [[String: Any]]? {
        let message = next(within: seconds) { $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// The first message `matches` accepts, within `seconds`; the others stay for later calls.
    func next(within seconds: Double = 10, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        arrived.lock()
        defer { arrived.unlock() }
        while true {
            while let message = takeMessage() { messages.append(message) }
            if let index = messages.firstIndex(where: matches) { return messages.remove(at: index) }
            guard arrived.wait(until: deadline) else { return nil }
        }
    }

    /// Closes the server's input and waits for it to end; its exit status, or `nil` if it does not end within `seconds`.
    func close(within seconds: Double = 10) throws -> Int32? {
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        output.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }

    /// Takes one whole framed message from what arrived, if there is one (with `arrived` locked).
    private func takeMessage() -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = received.indices.dropLast(3).first(where: { received[$0..<$0 + 4].elementsEqual(separator) }) else { return nil }
        let header = String(decoding: received[..<end], as: UTF8.self)
        guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")), received.count >= end + 4 + length else { return nil }
        let body = Data(received[(end + 4)..<(end + 4 + length)])
        received.removeFirst(end + 4 + length)
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
