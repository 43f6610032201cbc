/// The message of a plugin file's `requires` rule: text with expressions in
/// braces, filled in with the spec's values when the rule does not hold
/// (`"`threshold` {threshold} can never be reached"`).
struct RequirementMessage: Sendable {
    /// A run of text, or an expression to fill in.
    enum Part: Sendable {
        case text(String)
        case expression(TypedExpression)
    }

    let parts: [Part]

    /// The message with each expression's value, numbers as specs write them.
    func text(in environment: ExpressionEnvironment) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .expression(let expression): return ExpressionCompiler.compile(expression, in: environment)(Bindings(value: .null)).plotText
            }
        }.joined()
    }

    /// The message written at `node`, its `{EXPR}` parts checked with `names`;
    /// `{{` and `}}` are braces.
    static func decode(_ node: Node, names: ExpressionNames, context: DecodingContext) -> RequirementMessage? {
        guard let text = context.string(node, "message", acceptingAnyScalar: true) else { return nil }
        let characters = Array(text)
        var parts: [Part] = []
        var run = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if (character == "{" || character == "}"), next == character {
                run.append(character)
                index += 2
                continue
            }
            guard character == "{" else {
                run.append(character)
                index += 1
                continue
            }
            guard let close = characters[index...].firstIndex(of: "}") else {
                context.error("`{` in `message` opens an expression that no `}` closes; write `{{` for a brace", at: ExpressionReader(context: context).mark(of: index, in: node))
                return nil
            }
            let source = String(characters[(index + 1)..<close])
            do {
                let (expression, _) = try ExpressionChecker(names: names).check(try ExpressionParser.parse(source))
                if !run.isEmpty { parts.append(.text(run)) }
                run = ""
                parts.append(.expression(expression))
            } catch {
                context.error(error.message, at: ExpressionReader(context: context).mark(of: index + 1 + error.offset, in: node))
                return nil
            }
            index = close + 1
        }
        if !run.isEmpty { parts.append(.text(run)) }
        return RequirementMessage(parts: parts)
    }
}
