/// Where the cursor is in a spec being typed, read from the text before it
/// (a spec being typed is rarely valid YAML): at a key of some map, at the
/// value of some key, or after `ID.` where a property is named.
enum CompletionContext: Equatable {
    /// A key of the map that `owner` opens (its key, or the list its items are
    /// in: `screens`, `drag`, `pullToRefresh`); `nil` at the top level.
    case key(owner: String?)
    /// The value of `key`, in the map `owner` opens.
    case value(key: String, owner: String?)
    /// A property of `target`, after `target.`.
    case property(of: String)

    /// The context at `column` (Unicode scalars from 0) of `line` (from 0) of `lines`.
    init(lines: [Substring], line: Int, column: Int) {
        let text = lines[line].unicodeScalars
        let before = String(String.UnicodeScalarView(text.prefix(column)))
        if let target = Self.propertyTarget(before) {
            self = .property(of: target)
            return
        }
        if let opener = Self.innermostOpener(before) {
            let inside = before[before.index(after: opener)...]
            let segment = inside.split(separator: ",", omittingEmptySubsequences: false).last ?? inside[...]
            let owner = Self.owner(of: opener, in: before, lines: lines, line: line)
            if before[opener] == "{", let colon = segment.firstIndex(of: ":") {
                self = .value(key: segment[..<colon].trimmed, owner: owner)
            } else if before[opener] == "{" {
                self = .key(owner: owner)
            } else {
                // An element of the list `owner` is the key of: in the map around the list, or the block above.
                let around = Self.innermostOpener(String(before[..<opener])).map { Self.owner(of: $0, in: before, lines: lines, line: line) }
                    ?? Self.blockOwner(above: line, column: Self.keyColumn(of: before[..<opener]).column, lines: lines)
                self = .value(key: owner ?? "", owner: around)
            }
            return
        }
        let (column, isItem, rest) = Self.keyColumn(of: before[...])
        let owner = Self.blockOwner(above: line, column: isItem ? column - 2 : column, lines: lines)
        if let colon = rest.firstIndex(of: ":") {
            self = .value(key: rest[..<colon].trimmed, owner: owner)
        } else {
            self = .key(owner: owner)
        }
    }

    /// `feed` when the text ends `feed.` or `feed.off`.
    private static func propertyTarget(_ before: String) -> String? {
        let tail = before.unicodeScalars.reversed().prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "." }
        let word = String(String.UnicodeScalarView(tail.reversed()))
        guard let dot = word.firstIndex(of: "."), word.first?.isLetter == true else { return nil }
        return String(word[..<dot])
    }

    /// The last `{` or `[` of `before` still open, outside quotes.
    private static func innermostOpener(_ before: String) -> String.Index? {
        var open: [String.Index] = []
        var quote: Character?
        for index in before.indices {
            let character = before[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "{", "[": open.append(index)
            case "}", "]": _ = open.popLast()
            case "#": return open.last
            default: break
            }
        }
        return open.last
    }

    /// What the flow collection opened at `opener` belongs to: the key before
    /// it, the list it is an item of, or, at the start of the line, the block above.
    private static func owner(of opener: String.Index, in before: String, lines: [Substring], line: Int) -> String? {
        let head = before[..<opener].trimmed
        if head.hasSuffix(":") {
            return String(head.dropLast()).split(whereSeparator: { " -{[,".contains($0) }).last.map(String.init)
        }
        if head.hasSuffix("[") || head.hasSuffix(",") {
            guard let outer = innermostOpener(String(before[..<opener])) else { return nil }
            return owner(of: outer, in: before, lines: lines, line: line)
        }
        let (column, isItem, _) = keyColumn(of: before[..<opener])
        return blockOwner(above: line, column: isItem ? column - 2 : column, lines: lines)
    }

    /// Where a line's key starts, whether the line is a list item (`- `), and the text from the key on.
    private static func keyColumn(of text: Substring) -> (column: Int, isItem: Bool, rest: Substring) {
        let spaces = text.prefix { $0 == " " }.count
        var rest = text.dropFirst(spaces)
        guard rest.hasPrefix("- ") || rest == "-" else { return (spaces, false, rest) }
        rest = rest.dropFirst(min(2, rest.count))
        let more = rest.prefix { $0 == " " }.count
        return (spaces + 2 + more, true, rest.dropFirst(more))
    }

    /// The key of the nearest line above `line` whose key starts left of `column`.
    private static func blockOwner(above line: Int, column: Int, lines: [Substring]) -> String? {
        for index in stride(from: line - 1, through: 0, by: -1) {
            let (keyColumn, _, rest) = keyColumn(of: lines[index])
            guard !rest.isEmpty, !rest.hasPrefix("#"), keyColumn < column else { continue }
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            return rest[..<colon].trimmed
        }
        return nil
    }
}

private extension Substring {
    /// Without the spaces around it.
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
