/// A scalar's text, how it was written, and its explicit tag if any.
package struct Scalar: Sendable {
    /// How the scalar was written. Only plain scalars are resolved to numbers,
    /// booleans and null; quoted and block scalars are always strings.
    package enum Style: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// An explicit tag that fixes the scalar's type (`!!str 12`).
    package enum Tag: String, Sendable {
        case string = "tag:yaml.org,2002:str"
        case integer = "tag:yaml.org,2002:int"
        case float = "tag:yaml.org,2002:float"
        case boolean = "tag:yaml.org,2002:bool"
        case null = "tag:yaml.org,2002:null"
        case nonSpecific = "!"
    }

    /// The text, with escapes and folding already applied.
    package let text: String
    /// Declared next to `text`, so that the scalar packs into 27 bytes.
    private let resolved: Resolved
    /// How it was written.
    package let style: Style
    /// Its explicit tag, if any.
    package let tag: Tag?
    /// The value a spec author means, resolved the YAML 1.1 way, once.
    package var value: ScalarValue {
        switch resolved {
        case .null: return .null
        case .boolean(let value): return .boolean(value)
        case .integer(let value): return .integer(value)
        case .float(let value): return .float(value)
        case .string: return .string(text)
        }
    }

    /// The resolved value without a second copy of a string's text: every
    /// node of a loaded file holds one, so it is kept small.
    private enum Resolved: Sendable {
        case null, boolean(Bool), integer(Int), float(Double), string
    }

    /// A scalar, resolved.
    package init(text: String, style: Style, tag: Tag?) {
        self.text = text
        self.style = style
        self.tag = tag
        switch ScalarValue.nonString(text, style: style, tag: tag) {
        case .null?: resolved = .null
        case .boolean(let value)?: resolved = .boolean(value)
        case .integer(let value)?: resolved = .integer(value)
        case .float(let value)?: resolved = .float(value)
        case .string?, nil: resolved = .string
        }
    }
}
