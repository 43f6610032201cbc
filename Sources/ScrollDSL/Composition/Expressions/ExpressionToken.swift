/// A token of an expression, with its place in the expression's text.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case string(String)
        case name(String)
        case symbol(String)
        case end
    }

    let kind: Kind
    /// The 0-based offset (in characters) of its first character in the expression.
    let offset: Int

    /// How the token reads in messages: `scrolView`, `+`, `'text'`, the end.
    var display: String {
        switch kind {
        case .number(let value): return "`\(value.formatted)`"
        case .string(let text): return "'\(text)'"
        case .name(let name), .symbol(let name): return "`\(name)`"
        case .end: return "the end of the expression"
        }
    }
}

/// A problem in an expression, at an offset in its text.
struct ExpressionError: Error, Equatable {
    let message: String
    let offset: Int
}

/// Splits an expression into tokens: numbers, 'strings', names and operators.
enum ExpressionLexer {
    private static let symbols = ["??", "==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "<", ">", "?", ":", "(", ")", ",", ".", "#", "[", "]"]

    /// Swift's spellings the language writes otherwise, with how it writes them.
    private static let swiftSpellings: [(symbol: String, message: String)] = [
        ("&&", "write `and` for `&&`"), ("||", "write `or` for `||`"),
        ("!", "write `not` for `!`"), ("=", "`=` assigns in Swift; compare with `==`"),
    ]

    /// Why the character at `index` starts no token: a Swift habit named
    /// with the language's spelling, or a character with no meaning.
    private static func unknownSymbol(_ characters: [Character], at index: Int) -> String {
        if let spelling = swiftSpellings.first(where: { matches($0.symbol, characters, at: index) }) {
            return spelling.message
        }
        if characters[index] == "\"" {
            let text = characters[(index + 1)...].prefix { $0 != "\"" }
            return "strings take single quotes: '\(String(text))'"
        }
        return "`\(characters[index])` has no meaning in an expression"
    }

    static func tokens(_ text: String) throws(ExpressionError) -> [ExpressionToken] {
        let characters = Array(text)
        var tokens: [ExpressionToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" {
                index += 1
            } else if character.isNumber || (character == "." && index + 1 < characters.count && characters[index + 1].isNumber) {
                let start = index
                while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
                guard let value = Double(String(characters[start..<index])), value.isFinite else {
                    throw ExpressionError(message: "`\(String(characters[start..<index]))` is not a number", offset: start)
                }
                tokens.append(ExpressionToken(kind: .number(value), offset: start))
            } else if character == "'" {
                let start = index
                index += 1
                while index < characters.count, characters[index] != "'" { index += 1 }
                guard index < characters.count else { throw ExpressionError(message: "this string has no closing `'`", offset: start) }
                tokens.append(ExpressionToken(kind: .string(String(characters[start + 1..<index])), offset: start))
                index += 1
            } else if character.isLetter || character == "_" {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
                tokens.append(ExpressionToken(kind: .name(String(characters[start..<index])), offset: start))
            } else if let symbol = symbols.first(where: { matches($0, characters, at: index) }) {
                tokens.append(ExpressionToken(kind: .symbol(symbol), offset: index))
                index += symbol.count
            } else {
                throw ExpressionError(message: unknownSymbol(characters, at: index), offset: index)
            }
        }
        tokens.append(ExpressionToken(kind: .end, offset: characters.count))
        return tokens
    }

    private static func matches(_ symbol: String, _ characters: [Character], at index: Int) -> Bool {
        let symbolCharacters = Array(symbol)
        guard index + symbolCharacters.count <= characters.count else { return false }
        return Array(characters[index..<index + symbolCharacters.count]) == symbolCharacters
    }
}
