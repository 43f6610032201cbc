/// Reads one line of a JSON-lines file that holds an object (`{"t": 16,
/// "x": 200}`): its members in order, each value a number, a string, a
/// boolean, null or an object of those. Anything else (a list, a trailing
/// comma, a number JSON does not allow) is an error with the column, counted
/// from 1, where it is.
package struct JSONLineReader {
    /// A member's value.
    package enum Value: Equatable, Sendable {
        case number(Double)
        case string(String)
        case boolean(Bool)
        case null
        case object([Member])
    }

    /// A member: its key, its value and the column its key starts at.
    package struct Member: Equatable, Sendable {
        package let key: String
        package let value: Value
        package let column: Int
    }

    /// Why a line is no flat JSON object, and at which column.
    package struct Problem: Error, Sendable {
        package let message: String
        package let column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    /// How deep in objects the reader is: a line nests at most ``maxDepth``.
    private var depth = 0
    private static let maxDepth = 8

    private init(_ line: Substring.UTF8View) {
        bytes = Array(line)
    }

    /// The members of `line`, in order.
    package static func members(of line: Substring) throws(Problem) -> [Member] {
        var reader = JSONLineReader(line.utf8)
        return try reader.line()
    }

    private var column: Int { index + 1 }

    private mutating func line() throws(Problem) -> [Member] {
        skipSpace()
        let members = try object()
        skipSpace()
        guard index == bytes.count else { throw Problem(message: "expected the end of the line after the object", column: column) }
        return members
    }

    /// An object's members: the members of the object that starts here.
    private mutating func object() throws(Problem) -> [Member] {
        try expect(UInt8(ascii: "{"), "a JSON object starting with `{`")
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw Problem(message: "objects nest more than \(Self.maxDepth) deep", column: column - 1) }
        var members: [Member] = []
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw Problem(message: "expected a key in double quotes", column: column) }
                let start = column
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"), "`:` after the key")
                skipSpace()
                members.append(Member(key: key, value: try value(), column: start))
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"), "`,` or `}`")
                break
            }
        }
        return members
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
        guard peek == byte else { throw Problem(message: "expected \(what)", column: column) }
        index += 1
    }

    private mutating func value() throws(Problem) -> Value {
        switch peek {
        case UInt8(ascii: "\"")?: return .string(try string())
        case UInt8(ascii: "t")?: try word("true"); return .boolean(true)
        case UInt8(ascii: "f")?: try word("false"); return .boolean(false)
        case UInt8(ascii: "n")?: try word("null"); return .null
        case UInt8(ascii: "{")?: return .object(try object())
        case UInt8(ascii: "[")?: throw Problem(message: "expected a number, a string, a boolean, null or an object, not a list", column: column)
        default: return .number(try number())
        }
    }

    private mutating func word(_ text: String) throws(Problem) {
        for byte in text.utf8 {
            guard peek == byte else { throw Problem(message: "expected `\(text)`", column: column) }
            index += 1
        }
    }

    /// A number as JSON writes it: `-`? digits (no leading zero) (`.` digits)? (`e` sign? digits)?.
    private mutating func number() throws(Problem) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = peek, byte >= 0x30, byte <= 0x39 { index += 1 }
            return index - first
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        let leading = index
        guard digits() > 0 else { throw Problem(message: "expected a number, a string, a boolean or null", column: start + 1) }
        if bytes[leading] == UInt8(ascii: "0"), index - leading > 1 { throw Problem(message: "a JSON number has no leading zero", column: start + 1) }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw Problem(message: "expected digits after `.`", column: column) }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw Problem(message: "expected digits in the exponent", column: column) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Problem(message: "the number is not finite", column: start + 1) }
        return value
    }

    private mutating func string() throws(Problem) -> String {
        index += 1
        var scalars: [UInt8] = []
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                default: throw Problem(message: "a string escape other than `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r` or `\\t`", column: column - 1)
                }
            case 0..<0x20:
                throw Problem(message: "a control character in a string", column: column - 1)
            default:
                scalars.append(byte)
            }
        }
        throw Problem(message: "the string does not end", column: column)
    }
}
