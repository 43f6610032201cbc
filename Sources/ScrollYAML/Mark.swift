/// A position in a spec file: 1-based line and column, as editors show them.
///
/// Columns count Unicode scalars, as libyaml does.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Line number, starting from 1.
    public var line: Int { Int(storedLine) }
    /// Column number, starting from 1.
    public var column: Int { Int(storedColumn) }

    /// Stored narrow: a spec has far fewer lines than 2³², and every node
    /// of a loaded file carries a mark.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// Creates a mark at a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The start of a file.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// How it reads in messages and reports.
    public var description: String { "\(line):\(column)" }
}
