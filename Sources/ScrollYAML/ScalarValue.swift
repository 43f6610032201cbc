/// The typed value of a scalar.
package enum ScalarValue: Sendable, Equatable {
    case null
    case boolean(Bool)
    case integer(Int)
    case float(Double)
    case string(String)

    /// The value as a number, when it is an integer or a float.
    package var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .float(let value): return value
        default: return nil
        }
    }

    /// How a spec author would name this value's kind in a message.
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .boolean(let value): return "the boolean \(value)"
        case .integer(let value): return "the number \(value)"
        case .float(let value): return "the number \(value)"
        case .string(let value): return "the string \"\(value)\""
        }
    }
}
