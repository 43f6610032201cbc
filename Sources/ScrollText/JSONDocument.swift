/// A JSON value read whole (a language server's message): objects keep their
/// members in order, and rendering one gives the same text each time.
package indirect enum JSONDocument: Equatable, Sendable {
    case null
    case boolean(Bool)
    case number(Double)
    case string(String)
    case array([JSONDocument])
    case object([(String, JSONDocument)])

    /// Why text is not JSON, and at which byte offset.
    package struct Problem: Error, Sendable {
        package let message: String
        package let offset: Int
    }

    /// The deepest nesting read: deeper input is refused rather than recursed into.
    package static let maxDepth = 64

    /// The value `bytes` hold, whole (white space around it allowed).
    package static func parse(_ bytes: [UInt8]) throws(Problem) -> JSONDocument {
        var reader = Reader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw Problem(message: "text after the JSON value", offset: reader.index) }
        return value
    }

    /// The member `key` of an object; `nil` for anything else.
    package subscript(key: String) -> JSONDocument? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The text, if it is a string.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, if it is a whole number that fits an `Int`.
    package var integer: Int? {
        guard case .number(let number) = self, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// The elements, if it is an array.
    package var array: [JSONDocument]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The value as compact JSON text.
    package var text: String {
        switch self {
        case .null: return "null"
        case .boolean(let flag): return flag ? "true" : "false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): return JSON.string(text)
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members): return JSON.object(members.map { ($0.0, $0.1.text) })
        }
    }

    package static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        lhs.text == rhs.text
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(Problem) -> JSONDocument {
            guard depth < JSONDocument.maxDepth else { throw Problem(message: "nested deeper than \(JSONDocument.maxDepth)", offset: index) }
            skipSpace()
            guard index < bytes.count else { throw Problem(message: "the text ends where a value was expected", offset: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .boolean(true)
            case UInt8(ascii: "f"): try word("false"); return .boolean(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default: return .number(try number())
            }
        }

        private mutating func object(depth: Int) throws(Problem) -> JSONDocument {
            index += 1
            var members: [(String, JSONDocument)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Problem(message: "an object's key must be a string", offset: index) }
                let key = try string()
                skipSpace()
                try expect(":")
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if try endOrComma("}") { return .object(members) }
            }
        }

        private mutating func array(depth: Int) throws(Problem) -> JSONDocument {
            index += 1
            var elements: [JSONDocument] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                if try endOrComma("]") { return .array(elements) }
            }
        }

        /// Reads `,` (false) or `close` (true).
        private mutating func endOrComma(_ close: Unicode.Scalar) throws(Problem) -> Bool {
            guard index < bytes.count else { throw Problem(message: "the text ends before `\(close)`", offset: index) }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: close) { return true }
            guard byte == UInt8(ascii: ",") else { throw Problem(message: "expected `,` or `\(close)`", offset: index - 1) }
            return false
        }

        private mutating func expect(_ scalar: Unicode.Scalar) throws(Problem) {
            guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else { throw Problem(message: "expected `\(scalar)`", offset: index) }
            index += 1
        }

        private mutating func word(_ text: String) throws(Problem) {
            let expected = Array(text.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw Problem(message: "expected a value", offset: index)
            }
            index += expected.count
        }

        private mutating func number() throws(Problem) -> Double {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let text = String(validating: bytes[start..<index], as: UTF8.self), let number = Double(text), number.isFinite,
                  bytes[start] != UInt8(ascii: "+") else {
                throw Problem(message: "expected a value", offset: start)
            }
            return number
        }

        private mutating func string() throws(Problem) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index
            func flush(_ end: Int) throws(Problem) {
                guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { throw Problem(message: "a string that is not UTF-8", offset: run) }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try flush(index)
                    index += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw Problem(message: "a control character in a string", offset: index) }
                guard byte == UInt8(ascii: "\\") else { index += 1; continue }
                try flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw Problem(message: "an unknown escape in a string", offset: index - 1)
                }
                run = index
            }
            throw Problem(message: "a string that does not end", offset: start)
        }

        /// `\uXXXX`, with a surrogate pair read as one scalar; a lone surrogate reads U+FFFD.
        private mutating func unicodeEscape() throws(Problem) -> Unicode.Scalar {
            let first = try hex4()
            if (0xD800..<0xDC00).contains(first), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let second = try hex4()
                if (0xDC00..<0xE000).contains(second) {
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
                }
            }
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }

        private mutating func hex4() throws(Problem) -> UInt32 {
            guard index + 4 <= bytes.count, let text = String(validating: bytes[index..<index + 4], as: UTF8.self), let value = UInt32(text, radix: 16) else {
                throw Problem(message: "`\\u` needs four hexadecimal digits", offset: index)
            }
            index += 4
            return value
        }
    }
}
