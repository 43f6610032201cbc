/// What changed of a scroll view's layout: its content height, its adjusted
/// inset, its viewport.
public struct LayoutChange: OptionSet, Sendable {
    /// The changes as bits.
    public let rawValue: Int

    /// The changes whose bits `rawValue` sets.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `contentSize.height`.
    public static let contentSize = LayoutChange(rawValue: 1 << 0)
    /// `adjustedContentInset` (`scrollViewDidChangeAdjustedContentInset`).
    public static let contentInset = LayoutChange(rawValue: 1 << 1)
    /// `bounds.height`.
    public static let viewport = LayoutChange(rawValue: 1 << 2)
}
