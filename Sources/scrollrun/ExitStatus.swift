import ArgumentParser

/// The exit statuses of DESIGN.md.
enum ExitStatus {
    /// A spec is invalid.
    static let invalid = ExitCode(2)
    /// The command line is wrong (a missing file, say).
    static let usage = ExitCode(64)
    /// scrollrun itself went wrong.
    static let internalError = ExitCode(70)
}
