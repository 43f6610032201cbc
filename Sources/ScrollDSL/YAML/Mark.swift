/// A position in a spec file: 1-based line and column, as editors show them.
///
/// Columns count Unicode scalars, as libyaml does.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Line number, starting from 1.
    public let line: Int
    /// Column number, starting from 1.
    public let column: Int

    /// Creates a mark at a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
