extension VirtualTime {
    /// The forms a duration string takes (DSL.md): `300ms`, `1.5s`.
    public static let textForms = "`300ms` or `1.5s`"

    /// A duration written as `300ms` or `1.5s`, or `nil`.
    public init?(text: String) {
        guard let milliseconds = Self.milliseconds(in: text), milliseconds.isFinite, milliseconds <= 1e12 else { return nil }
        self.init(nanoseconds: Int64((milliseconds * 1_000_000).rounded()))
    }

    /// `300ms` → 300, `1.5s` → 1500; `nil` for anything else.
    static func milliseconds(in text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        let (digits, scale): (Substring, Double)
        if trimmed.hasSuffix("ms") {
            (digits, scale) = (trimmed.dropLast(2), 1)
        } else if trimmed.hasSuffix("s") {
            (digits, scale) = (trimmed.dropLast(), 1000)
        } else {
            return nil
        }
        let number = digits.trimmingSpaces
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number) else { return nil }
        return value * scale
    }
}

private extension StringProtocol where SubSequence == Substring {
    var trimmingSpaces: Substring {
        var body = self[...]
        while body.first == " " { body.removeFirst() }
        while body.last == " " { body.removeLast() }
        return body
    }
}
