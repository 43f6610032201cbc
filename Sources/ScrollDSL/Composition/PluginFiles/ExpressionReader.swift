/// Reads an expression from a YAML scalar: parses and checks it, and reports
/// a problem at its line and the file column of the offending token inside
/// the string.
struct ExpressionReader {
    let context: DecodingContext

    /// The typed expression and its type, or `nil` after reporting the problem.
    func read(_ node: Node, _ what: String, names: ExpressionNames) -> (expression: TypedExpression, type: ExpressionType, text: String)? {
        guard let scalar = node.scalar else {
            context.error("\(what) is an expression in a string, such as `\"value * 2\"`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        let text = scalar.text
        do {
            let parsed = try ExpressionParser.parse(text)
            let (typed, type) = try ExpressionChecker(names: names).check(parsed)
            return (typed, type, text)
        } catch {
            context.error(error.message, at: mark(of: error.offset, in: node))
            return nil
        }
    }

    /// The file position of the character at `offset` in the scalar: after the
    /// opening quote of a quoted scalar.
    func mark(of offset: Int, in node: Node) -> Mark {
        let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
        return Mark(line: node.mark.line, column: node.mark.column + (quoted ? 1 : 0) + offset)
    }
}
