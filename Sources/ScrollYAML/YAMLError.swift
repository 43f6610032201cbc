/// A document that could not be read as YAML, with where and why.
public struct YAMLError: Error, Sendable, Equatable {
    /// Where the problem is.
    public let mark: Mark
    /// What is wrong, in a spec author's words.
    public let message: String

    /// Creates an error at a position.
    public init(_ message: String, at mark: Mark) {
        self.mark = mark
        self.message = message
    }
}
