extension Double {
    /// The shortest text that reads back as this number: `12`, `2902.5`,
    /// `-0.25`, `0.00001` (no exponent down to a trillionth; `1e+20` above 10^15).
    public var formatted: String {
        if self == rounded(), abs(self) <= 1e15 { return String(Int64(self)) }
        let text = String(self)
        let parts = text.split(separator: "e")
        guard abs(self) >= 1e-12, parts.count == 2, let exponent = Int(parts[1]), exponent < 0 else { return text }
        // `1.25e-05` → `0.0000125`: the mantissa's digits after the zeros the exponent gives.
        let sign = parts[0].hasPrefix("-") ? "-" : ""
        var digits = parts[0].filter { $0 != "-" && $0 != "." }
        while digits.count > 1, digits.last == "0" { digits.removeLast() }
        return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits
    }
}
