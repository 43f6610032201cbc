import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// The language server's end of its pipe: messages framed by a
/// `Content-Length` header (LSP's base protocol) read from standard input and
/// written to standard output.
struct MessageChannel {
    /// What reading the next message gave.
    enum Received {
        /// A message's body.
        case body([UInt8])
        /// A message that could not be taken (a header without a length, a
        /// body over the limit), skipped with what was wrong.
        case unreadable(String)
        /// The client closed the pipe.
        case end
    }

    /// The longest body taken: a document may be as large as the loader
    /// allows, and JSON escaping can double it.
    static let maxBody = 4 * YAMLLimits.standard.maxBytes

    private let input: FileDescriptor
    private let output: any ByteSink
    private var buffered: [UInt8] = []
    private var start = 0

    init(input: FileDescriptor = .standardInput, output: any ByteSink = FileDescriptor.standardOutput) {
        self.input = input
        self.output = output
    }

    /// Whether a message is ready, or comes within `milliseconds`.
    func hasInput(within milliseconds: Int) -> Bool {
        start < buffered.count || input.waitForInput(milliseconds: milliseconds)
    }

    /// The next message, waiting for it.
    mutating func receive() -> Received {
        guard let header = readHeader() else { return .end }
        let fields = header.split(separator: "\r\n")
        guard let lengthField = fields.first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(lengthField.dropFirst("content-length:".count).trimmingCharacters(in: " \t")), length >= 0 else {
            return .unreadable("a message header without a Content-Length: \(String(header.prefix(200)).visiblyEscaped)")
        }
        guard length <= Self.maxBody else {
            guard skip(length) else { return .end }
            return .unreadable("a message of \(length) bytes, over the \(Self.maxBody) a document may take")
        }
        guard let body = take(length) else { return .end }
        return .body(body)
    }

    /// Sends `message`, framed.
    func send(_ message: JSONDocument) {
        let body = Array(message.text.utf8)
        try? output.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The header, up to the blank line; `nil` at the end of the input.
    private mutating func readHeader() -> String? {
        let end: [UInt8] = [13, 10, 13, 10]
        // How far past `start` the blank line was looked for (`fill` moves `start`).
        var searched = 0
        while true {
            if buffered.count - start - searched >= 4 {
                for index in (start + searched)...(buffered.count - 4) where buffered[index..<index + 4].elementsEqual(end) {
                    let header = String(decoding: buffered[start..<index], as: UTF8.self)
                    start = index + 4
                    return header
                }
                searched = buffered.count - start - 3
            }
            guard buffered.count - start < 64 << 10, fill() else { return nil }
        }
    }

    /// The next `count` bytes; `nil` when the input ends first.
    private mutating func take(_ count: Int) -> [UInt8]? {
        while buffered.count - start < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffered[start..<start + count])
        start += count
        return bytes
    }

    /// Reads past `count` bytes without keeping them; false when the input ends first.
    private mutating func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            let held = min(left, buffered.count - start)
            start += held
            left -= held
            if left > 0, !fill() { return false }
        }
        return true
    }

    /// Reads more input; false at its end.
    private mutating func fill() -> Bool {
        if start > 0 {
            buffered.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let count = (try? chunk.withUnsafeMutableBytes { try input.read(into: $0.baseAddress!, count: $0.count) }) ?? 0
        guard count > 0 else { return false }
        buffered += chunk[0..<count]
        return true
    }
}

private extension Substring {
    func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
