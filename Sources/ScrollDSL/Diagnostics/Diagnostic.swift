/// A problem in a spec, at the line and column it is about.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// The spec file, as the user named it.
    public let file: String
    /// Where in the file.
    public let mark: Mark
    /// What is wrong and, where one can be found, how to fix it.
    public let message: String

    /// Creates a diagnostic.
    public init(file: String, mark: Mark, message: String) {
        self.file = file
        self.mark = mark
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: message`, the form editors and CI link to.
    public var description: String {
        "\(file):\(mark.line):\(mark.column): error: \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Diagnostics in reading order: by file, line and column.
    public func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            (lhs.element.file, lhs.element.mark.line, lhs.element.mark.column, lhs.offset)
                < (rhs.element.file, rhs.element.mark.line, rhs.element.mark.column, rhs.offset)
        }.map(\.element)
    }
}
