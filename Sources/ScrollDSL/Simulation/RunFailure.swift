/// Something a script asked for that cannot happen (popping the root, a
/// `waitForIdle` that times out), at the step that asked.
public struct RunFailure: Error, Sendable, Equatable {
    /// The step's position.
    public let mark: Mark
    /// What went wrong.
    public let message: String

    /// Creates a failure at a step.
    public init(_ message: String, at mark: Mark) {
        self.message = message
        self.mark = mark
    }
}
