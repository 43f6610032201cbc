extension VirtualTime {
    /// The forms a duration string takes (docs/language.md): `300ms`, `1.5s`.
    public static let textForms = "`300ms` or `1.5s`"

    /// A duration written as `300ms` or `1.5s`, or `nil`.
    public init?(text: String) {
        guard let milliseconds = Self.milliseconds(in: text), milliseconds.isFinite, milliseconds <= 1e12 else { return nil }
        self.init(nanoseconds: Int64((milliseconds * 1_000_000).rounded()))
    }

    /// `300ms` → 300, `1.5s` → 1500; `nil` for anything else. Spaces may
    /// surround the number and the unit.
    static func milliseconds(in text: String) -> Double? {
        text.withUTF8Bytes { buffer in
            var bytes = buffer[...]
            while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
            while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
            let scale: Double
            if bytes.last == UInt8(ascii: "s"), bytes.dropLast().last == UInt8(ascii: "m") {
                (bytes, scale) = (bytes.dropLast(2), 1)
            } else if bytes.last == UInt8(ascii: "s") {
                (bytes, scale) = (bytes.dropLast(), 1000)
            } else {
                return nil
            }
            while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
            return number(bytes).map { $0 * scale }
        }
    }

    /// Digits and points as a number, or `nil`. Up to 15 digits without a
    /// point are exact in a `Double` and are summed directly; anything else
    /// is parsed as `Double` parses text.
    private static func number(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        let dot = UInt8(ascii: ".")
        guard !bytes.isEmpty, bytes.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == dot }) else { return nil }
        guard bytes.count <= 15, !bytes.contains(dot) else { return Double(String(decoding: bytes, as: UTF8.self)) }
        return Double(bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
    }
}
