import ScrollDSL
import ScrollText

/// How a client counts characters in a line (LSP 3.17's `positionEncoding`):
/// UTF-8 bytes, UTF-16 code units (the protocol's default) or Unicode scalars.
/// Diagnostics count scalars, as libyaml does, and are converted here.
enum PositionEncoding: String, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding the server uses with a client that offers `offered`, in
    /// the client's order of preference: the first it knows, else UTF-16.
    init(offered: [String]) {
        self = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// The range of `length` scalars from `mark` (1-based line and column, in scalars) of `lines`.
    func range(at mark: Mark, length: Int, in lines: [Substring]) -> LineRange {
        guard mark.line >= 1, mark.line - 1 < lines.count else { return LineRange(line: max(mark.line - 1, 0), start: 0, end: 0) }
        let line = lines[mark.line - 1].unicodeScalars
        let column = min(max(mark.column - 1, 0), line.count)
        let start = line.index(line.startIndex, offsetBy: column)
        let end = line.index(start, offsetBy: min(length, line.count - column))
        let startUnits = self.length(of: line[line.startIndex..<start])
        return LineRange(line: mark.line - 1, start: startUnits, end: startUnits + self.length(of: line[start..<end]))
    }

    /// The 1-based scalar column of the LSP position `character` (in these units) on `line`.
    func column(ofCharacter character: Int, in line: Substring) -> Int {
        var units = 0
        var column = 1
        for scalar in line.unicodeScalars {
            units += length(of: String(scalar)[...].unicodeScalars)
            guard units <= character else { break }
            column += 1
        }
        return column
    }

    /// How many units the scalars of `text` take.
    func length(of text: Substring.UnicodeScalarView) -> Int {
        switch self {
        case .utf8: return text.reduce(0) { $0 + UTF8.width($1) }
        case .utf16: return text.reduce(0) { $0 + UTF16.width($1) }
        case .utf32: return text.count
        }
    }
}

/// A range of one line of a document, in a client's units.
struct LineRange: Equatable {
    let line: Int
    let start: Int
    let end: Int

    /// As LSP writes a range: zero-based lines and characters.
    var json: JSONDocument {
        .object([
            ("start", .object([("line", .number(Double(line))), ("character", .number(Double(start)))])),
            ("end", .object([("line", .number(Double(line))), ("character", .number(Double(end)))])),
        ])
    }

    /// Whether it meets the LSP range `range` (the lines it spans).
    func meets(_ range: JSONDocument?) -> Bool {
        guard let first = range?["start"]?["line"]?.integer, let last = range?["end"]?["line"]?.integer else { return true }
        return first <= line && line <= last
    }
}
