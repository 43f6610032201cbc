/// Bounds that keep hostile input from exhausting memory or time.
/// Exceeding one is a positioned error, never a crash or a hang.
public struct YAMLLimits: Sendable {
    /// The largest file accepted, in bytes.
    public var maxBytes: Int
    /// The deepest nesting of lists and maps.
    public var maxDepth: Int
    /// How many nodes aliases may copy in, in total (billion-laughs guard).
    public var maxAliasedNodes: Int

    /// Creates limits; the defaults fit any hand-written or generated spec.
    public init(maxBytes: Int = 16 << 20, maxDepth: Int = 64, maxAliasedNodes: Int = 100_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxAliasedNodes = maxAliasedNodes
    }

    /// Rejects an input of `count` bytes when it is over ``maxBytes``.
    public func checkSize(_ count: Int) throws(YAMLError) {
        guard count <= maxBytes else { throw YAMLError(sizeMessage(count), at: .start) }
    }

    /// What is said of an input of `count` bytes over the limit.
    package func sizeMessage(_ count: Int) -> String {
        "the file is \(count) bytes; the limit is \(maxBytes) bytes"
    }

    /// The limits `scrollrun` uses.
    public static let standard = YAMLLimits()
}
