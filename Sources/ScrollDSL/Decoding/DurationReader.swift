/// Durations as docs/language.md writes them: a bare number of milliseconds (`300`), or a
/// string with its unit (`300ms`, `1.5s`).
extension DecodingContext {
    /// The longest duration a spec may write: about 11.5 days.
    static let longestDuration = VirtualTime.seconds(1_000_000)

    /// A bare number below this is more likely meant as seconds: it gets a warning.
    static let smallestLikelyMilliseconds = 10.0

    private static let acceptedForms = "a number of milliseconds (`300`) or a string with a unit (`300ms`, `1.5s`)"

    /// A duration of zero or more, up to ``longestDuration``.
    func duration(_ node: Node, _ what: @autoclosure () -> String) -> VirtualTime? {
        guard let scalar = node.scalar else {
            error("`\(what())` must be a duration: \(Self.acceptedForms), not \(node.kindDescription)", at: node.mark)
            return nil
        }
        let milliseconds: Double
        switch scalar.value {
        case .integer, .float:
            milliseconds = scalar.value.number ?? .nan
            if milliseconds > 0, milliseconds < Self.smallestLikelyMilliseconds {
                warning("`\(what()): \(scalar.text)` is \(scalar.text) millisecond\(milliseconds == 1 ? "" : "s"): a bare number is milliseconds; write `\(scalar.text)s` for seconds, or `\(scalar.text)ms` to keep milliseconds", at: node.mark)
            }
        case .string(let text):
            guard let parsed = VirtualTime.milliseconds(in: text) else {
                error("`\(what())` cannot be \"\(text)\"; a duration is \(Self.acceptedForms)", at: node.mark)
                return nil
            }
            milliseconds = parsed
        default:
            error("`\(what())` must be a duration: \(Self.acceptedForms), not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard milliseconds.isFinite, milliseconds >= 0 else {
            error("`\(what())` must be a finite duration of zero or more, not \(scalar.text)", at: node.mark)
            return nil
        }
        let nanoseconds = (milliseconds * 1_000_000).rounded()
        guard nanoseconds <= Double(Self.longestDuration.nanoseconds) else {
            error("`\(what())` is \(scalar.text), longer than the longest duration a spec may use (\(Self.longestDuration))", at: node.mark)
            return nil
        }
        return VirtualTime(nanoseconds: Int64(nanoseconds))
    }
}
