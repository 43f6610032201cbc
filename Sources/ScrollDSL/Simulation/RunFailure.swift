/// Something a script asked for that cannot happen (popping the root, a
/// `waitForIdle` that times out), at the step that asked.
public struct RunFailure: Error, Sendable, Equatable {
    /// The step's position.
    public let mark: Mark
    /// What went wrong.
    public let message: String
    /// Whether a limit stopped the run (the spec asks too much), rather than
    /// a step that cannot happen.
    public let isLimit: Bool

    /// Creates a failure at a step.
    public init(_ message: String, at mark: Mark, isLimit: Bool = false) {
        self.message = message
        self.mark = mark
        self.isLimit = isLimit
    }
}
