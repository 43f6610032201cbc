/// YAML 1.1 resolution of plain scalars, as a spec author expects it:
/// `true/yes/on` and `false/no/off` (in lower, Title and UPPER case) are booleans,
/// `~`, `null` and the empty scalar are null, decimal, `0x` hex, `0o` and
/// leading-zero octal and `_`-separated integers are integers, and decimal
/// floats with optional exponent plus `.inf` and `.nan` are floats.
///
/// The single letters `y` and `n` stay strings (as in PyYAML), so `tap: {y: 40}`
/// means what it says.
extension ScalarValue {
    package static func resolve(_ text: String, style: Scalar.Style, tag: Scalar.Tag?) -> ScalarValue {
        nonString(text, style: style, tag: tag) ?? .string(text)
    }

    /// The value when it is not a string; `nil` for a string, so that a
    /// scalar can keep its resolution without a second hold on its text.
    package static func nonString(_ text: String, style: Scalar.Style, tag: Scalar.Tag?) -> ScalarValue? {
        switch tag {
        case .string?, .nonSpecific?: return nil
        case .integer?: return integer(text).map(ScalarValue.integer) ?? float(text).map(ScalarValue.float)
        case .float?: return float(text).map(ScalarValue.float) ?? integer(text).map { .float(Double($0)) }
        case .boolean?: return boolean(text).map(ScalarValue.boolean)
        case .null?: return .null
        case nil: break
        }
        guard style == .plain else { return nil }
        return text.withUTF8Bytes { plain(text, $0) }
    }

    /// A plain scalar's value unless it is a string; `bytes` are its text's,
    /// read without walking the string.
    private static func plain(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            if let value = plainDecimal(bytes) { return .integer(value) }
            if hasWordLetters(bytes) { return nil }
            if let value = integer(text) { return .integer(value) }
            if let value = float(text) ?? oversizedInteger(text) { return .float(value) }
            return nil
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
             UInt8(ascii: "F"), UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            return constant(bytes)
        default:
            return nil
        }
    }

    /// Whether the text has letters no number spelling uses (`300ms`, `1.5s`):
    /// then it is a string, without trying each number form.
    private static func hasWordLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { byte in
            switch byte {
            case UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "N"),
                 UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"):
                return false
            case UInt8(ascii: "g")...UInt8(ascii: "z"), UInt8(ascii: "G")...UInt8(ascii: "Z"):
                return true
            default:
                return false
            }
        }
    }

    /// A decimal integer too large for `Int`, as the nearest float, so range
    /// checks report it as the number it is.
    private static func oversizedInteger(_ text: String) -> Double? {
        let digits = text.filter { $0 != "_" }
        let body = digits.first == "-" || digits.first == "+" ? digits.dropFirst() : Substring(digits)
        guard body.count > 18, !text.hasSuffix("_"), body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Double(digits)
    }

    /// The common case, read straight from the bytes: an optional sign and
    /// decimal digits without a leading zero or underscores.
    private static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    private static let nullSpellings = ["~", "null", "Null", "NULL"]
    private static let trueSpellings = ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"]
    private static let falseSpellings = ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"]

    /// Every null and boolean spelling, packed with its length into one
    /// integer, so that a scalar is looked up without hashing its text.
    private static let constants: [(spelling: UInt64, value: ScalarValue)] =
        nullSpellings.map { (packed($0), .null) } + trueSpellings.map { (packed($0), .boolean(true)) }
            + falseSpellings.map { (packed($0), .boolean(false)) }

    private static func packed(_ spelling: String) -> UInt64 {
        spelling.withUTF8Bytes(packed)
    }

    /// Up to seven bytes and their count in one integer.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        bytes.reduce(UInt64(bytes.count)) { $0 << 8 | UInt64($1) }
    }

    /// `null` or a boolean when the bytes spell one (`~`, `Null`, `yes`, `OFF`).
    private static func constant(_ bytes: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        guard bytes.count <= 5 else { return nil }
        let spelling = packed(bytes)
        return constants.first { $0.spelling == spelling }?.value
    }

    private static func boolean(_ text: String) -> Bool? {
        guard case .boolean(let value)? = text.withUTF8Bytes(constant) else { return nil }
        return value
    }

    private static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard let first = body.first, first.isASCII, first.isNumber, !body.hasSuffix("_") else { return nil }
        let radix: Int
        if body.hasPrefix("0x") {
            radix = 16; body = body.dropFirst(2)
        } else if body.hasPrefix("0o") {
            radix = 8; body = body.dropFirst(2)
        } else if body.count > 1, body.hasPrefix("0") {
            radix = 8; body = body.dropFirst()
        } else {
            radix = 10
        }
        let digits = body.filter { $0 != "_" }
        guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    private static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let digits = text.filter { $0 != "_" }
        guard !text.hasSuffix("_"), digits.contains(where: \.isNumber), digits.contains(where: { ".eE".contains($0) }),
              digits.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let first = digits.first, first.isNumber || "+-.".contains(first)
        else { return nil }
        return Double(digits)
    }
}
