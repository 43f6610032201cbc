/// An expression as parsed: a tree whose nodes know where they start.
indirect enum ExpressionNode: Equatable {
    case number(Double, at: Int)
    case string(String, at: Int)
    case boolean(Bool, at: Int)
    case null(at: Int)
    /// A name (`threshold`, `value`, `now`, `top`) or a member (`scrollView.offset`).
    case name(String, at: Int)
    case member(String, of: String, at: Int, memberAt: Int)
    case unary(String, ExpressionNode, at: Int)
    case binary(String, ExpressionNode, ExpressionNode, at: Int)
    case conditional(ExpressionNode, ExpressionNode, ExpressionNode, at: Int)
    case call(String, [ExpressionNode], at: Int)
    /// `L[INDEX]`: an element of a list parameter.
    case element(of: String, index: ExpressionNode, at: Int)
    /// `SV.item(SELECTOR).FIELD`: one item of a scroll view, by an expression
    /// (an id or an index) or by `#N`.
    case item(field: String, of: String, selector: ItemSelectorNode, at: Int, fieldAt: Int)

    /// Which item an `item(…)` member names: `#N`, or an expression giving an id or an index.
    indirect enum ItemSelectorNode: Equatable {
        case index(Int)
        case expression(ExpressionNode)
    }

    /// Where the node's text starts.
    var offset: Int {
        switch self {
        case .number(_, let at), .string(_, let at), .boolean(_, let at), .null(let at), .name(_, let at),
             .member(_, _, let at, _), .unary(_, _, let at), .binary(_, _, _, let at), .conditional(_, _, _, let at), .call(_, _, let at),
             .item(_, _, _, let at, _), .element(_, _, let at):
            return at
        }
    }
}

/// Parses expressions by precedence climbing:
/// `c ? a : b` < `??` < `or` < `and` < `not` < comparisons < `+ -` < `* / %` < unary `-` < calls and members.
struct ExpressionParser {
    private let tokens: [ExpressionToken]
    private var position = 0
    private var depth = 0

    /// The longest expression, in characters, and the deepest nesting of
    /// parentheses, conditionals and unary operators: limits that keep parsing,
    /// checking and evaluating within a small stack.
    static let maxLength = 2000
    static let maxDepth = 64

    /// Parses `text`; the error's offset is the offending token's.
    static func parse(_ text: String) throws(ExpressionError) -> ExpressionNode {
        guard text.count <= maxLength else {
            throw ExpressionError(message: "this expression is \(text.count) characters; the limit is \(maxLength)", offset: 0)
        }
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(text))
        let node = try parser.conditional()
        guard case .end = parser.current.kind else {
            throw ExpressionError(message: "expected an operator or the end of the expression, found \(parser.current.display)", offset: parser.current.offset)
        }
        return node
    }

    private init(tokens: [ExpressionToken]) {
        self.tokens = tokens
    }

    private var current: ExpressionToken { tokens[position] }

    /// One level deeper; past ``maxDepth`` an error (the caller undoes the level).
    private mutating func enterNesting(at offset: Int) throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw ExpressionError(message: "expressions nest at most \(Self.maxDepth) levels deep", offset: offset)
        }
    }

    private mutating func take(_ symbol: String) -> Bool {
        guard current.kind == .symbol(symbol) || current.kind == .name(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String, after what: String) throws(ExpressionError) {
        guard take(symbol) else {
            throw ExpressionError(message: "expected `\(symbol)` \(what), found \(current.display)", offset: current.offset)
        }
    }

    private mutating func conditional() throws(ExpressionError) -> ExpressionNode {
        try enterNesting(at: current.offset)
        defer { depth -= 1 }
        let condition = try coalescing()
        guard current.kind == .symbol("?") else { return condition }
        let at = current.offset
        position += 1
        let whenTrue = try conditional()
        try expect(":", after: "between the branches of `? :`")
        let whenFalse = try conditional()
        return .conditional(condition, whenTrue, whenFalse, at: at)
    }

    private mutating func coalescing() throws(ExpressionError) -> ExpressionNode {
        var node = try binary(level: 0)
        while current.kind == .symbol("??") {
            let at = current.offset
            position += 1
            node = .binary("??", node, try binary(level: 0), at: at)
        }
        return node
    }

    private static let levels: [[String]] = [["or"], ["and"], ["==", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

    private mutating func binary(level: Int) throws(ExpressionError) -> ExpressionNode {
        guard level < Self.levels.count else { return try unary() }
        if level == 2, current.kind == .name("not") {
            let at = current.offset
            position += 1
            try enterNesting(at: at)
            defer { depth -= 1 }
            return .unary("not", try binary(level: level), at: at)
        }
        var node = try binary(level: level + 1)
        while let symbol = Self.levels[level].first(where: { current.kind == .symbol($0) || current.kind == .name($0) }) {
            let at = current.offset
            position += 1
            node = .binary(symbol, node, try binary(level: level + 1), at: at)
        }
        return node
    }

    private mutating func unary() throws(ExpressionError) -> ExpressionNode {
        if current.kind == .symbol("-") {
            let at = current.offset
            position += 1
            try enterNesting(at: at)
            defer { depth -= 1 }
            return .unary("-", try unary(), at: at)
        }
        return try primary()
    }

    private mutating func primary() throws(ExpressionError) -> ExpressionNode {
        let token = current
        position += 1
        switch token.kind {
        case .number(let value): return .number(value, at: token.offset)
        case .string(let text): return .string(text, at: token.offset)
        case .symbol("("):
            let node = try conditional()
            try expect(")", after: "to close `(`")
            return node
        case .name("true"), .name("false"): return .boolean(token.kind == .name("true"), at: token.offset)
        case .name("null"): return .null(at: token.offset)
        case .name(let name):
            if take("(") {
                var arguments: [ExpressionNode] = []
                if !take(")") {
                    repeat { arguments.append(try conditional()) } while take(",")
                    try expect(")", after: "to close the arguments of `\(name)`")
                }
                return .call(name, arguments, at: token.offset)
            }
            if take("[") {
                let index = try conditional()
                try expect("]", after: "to close `\(name)[`")
                return .element(of: name, index: index, at: token.offset)
            }
            if current.kind == .symbol(".") {
                position += 1
                guard case .name(var member) = current.kind else {
                    throw ExpressionError(message: "expected a property name after `\(name).`, found \(current.display)", offset: current.offset)
                }
                let memberAt = current.offset
                position += 1
                if member == "item", take("(") { return try item(of: name, at: token.offset) }
                // A member of a member, such as `contentInset.top`, is one name.
                while current.kind == .symbol(".") {
                    position += 1
                    guard case .name(let part) = current.kind else {
                        throw ExpressionError(message: "expected a property name after `\(name).\(member).`, found \(current.display)", offset: current.offset)
                    }
                    member += "." + part
                    position += 1
                }
                if current.kind == .symbol("("), ExpressionFunction(rawValue: member) != nil {
                    throw ExpressionError(message: "write `\(member)(\(name))`: functions take their value as an argument", offset: token.offset)
                }
                return .member(member, of: name, at: token.offset, memberAt: memberAt)
            }
            return .name(name, at: token.offset)
        default:
            throw ExpressionError(message: "expected a value, a name or `(`, found \(token.display)", offset: token.offset)
        }
    }

    /// The rest of `SV.item(`: `#N` or an expression, `)`, then `.FIELD`
    /// (`frame.x` and the like being one field).
    private mutating func item(of scrollView: String, at offset: Int) throws(ExpressionError) -> ExpressionNode {
        let selector: ExpressionNode.ItemSelectorNode
        if take("#") {
            guard case .number(let index) = current.kind, index >= 0, index == index.rounded(), index < 1e9 else {
                throw ExpressionError(message: "expected an index after `#`, such as `#0`, found \(current.display)", offset: current.offset)
            }
            position += 1
            selector = .index(Int(index))
        } else {
            selector = .expression(try conditional())
        }
        try expect(")", after: "to close `item(`")
        try expect(".", after: "`item(…)`: read one of its properties, such as `.position`")
        guard case .name(var field) = current.kind else {
            throw ExpressionError(message: "expected a property name after `item(…).`, found \(current.display)", offset: current.offset)
        }
        let fieldAt = current.offset
        position += 1
        while current.kind == .symbol("."), case .name(let part) = tokens[position + 1].kind {
            field += "." + part
            position += 2
        }
        return .item(field: field, of: scrollView, selector: selector, at: offset, fieldAt: fieldAt)
    }
}
