extension Double {
    /// The shortest text that reads back as this number: `12`, `2902.5`, `-0.25`.
    public var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
