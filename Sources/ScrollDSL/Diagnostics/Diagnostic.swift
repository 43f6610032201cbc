/// A problem in a spec, at the line and column it is about.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The spec is rejected.
        case error
        /// The spec is accepted, but probably does not say what its author meant.
        case warning
    }

    /// The spec file, as the user named it.
    public let file: String
    /// Where in the file.
    public let mark: Mark
    /// What is wrong and, where one can be found, how to fix it.
    public let message: String
    /// An error, or only a warning.
    public let severity: Severity

    /// Creates a diagnostic.
    public init(file: String, mark: Mark, message: String, severity: Severity = .error) {
        self.file = file
        self.mark = mark
        self.message = message
        self.severity = severity
    }

    /// `FILE:LINE:COLUMN: error: message`, the form editors and CI link to,
    /// always on one line: control characters from the spec are escaped.
    public var description: String {
        "\(location) \(severity.rawValue): \(message.visiblyEscaped)"
    }

    /// `FILE:LINE:COLUMN:`, escaped. A file whose name starts with `::` is
    /// written `./::…` (the same file), so that no line of a report starts
    /// like a GitHub Actions workflow command (`::stop-commands::`).
    public var location: String {
        let shown = file.hasPrefix("::") ? "./" + file : file
        return "\(shown.visiblyEscaped):\(mark.line):\(mark.column):"
    }
}

extension Array where Element == Diagnostic {
    /// Diagnostics in reading order: by file, line and column.
    func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            (lhs.element.file, lhs.element.mark.line, lhs.element.mark.column, lhs.offset)
                < (rhs.element.file, rhs.element.mark.line, rhs.element.mark.column, rhs.offset)
        }.map(\.element)
    }
}
