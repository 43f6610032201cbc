/// Something a script asked for that cannot happen (popping the root, a
/// `waitForIdle` that times out), at the step that asked.
public struct RunFailure: Error, Sendable, Equatable {
    /// The file of `mark` when it is not the spec's: a plugin file whose
    /// expression produced a value that cannot be.
    public let file: String?
    /// The step's position.
    public let mark: Mark
    /// What went wrong.
    public let message: String
    /// Whether a limit stopped the run (the spec asks too much), rather than
    /// a step that cannot happen.
    public let isLimit: Bool

    /// Creates a failure at a step, or at `mark` in another `file`.
    public init(_ message: String, at mark: Mark, in file: String? = nil, isLimit: Bool = false) {
        self.file = file
        self.message = message
        self.mark = mark
        self.isLimit = isLimit
    }
}
