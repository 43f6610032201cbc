/// What the names in an expression mean where it is written: the plugin's
/// parameters and state, the values bound so far in its pipeline, the view
/// properties written by earlier pipelines, and whether `top`/`bottom` have a
/// scroll view to refer to.
struct ExpressionNames {
    var parameters: [String: ParameterType] = [:]
    var states: [String: ExpressionType] = [:]
    var bindings: [TypedExpression.Binding: ExpressionType] = [:]
    /// View parameter → property → type, for `VIEW.PROPERTY` reads.
    var viewProperties: [String: [String: ExpressionType]] = [:]
    /// Whether the pipeline scrolls a scroll view, so `top` and `bottom` name its bounds.
    var scrollsTo = false
    /// Whether `now` and `screen` exist (not in a plugin's `requires`, checked before anything runs).
    var running = true
    /// The parameters a spec may leave out with no default: optional in expressions.
    var optionalParameters: Set<String> = []
    /// Whether `target` names where the glide of a lift would rest (a `willEndDragging` pipeline).
    var glideTarget = false
    /// The properties other behaviours declare, for `ID.PROPERTY` reads.
    var behaviourProperties: BehaviourPropertyKinds?

    /// The names an expression evaluated once, before any element, may read: parameters and states.
    var constantsOnly: ExpressionNames {
        ExpressionNames(parameters: parameters, states: states, optionalParameters: optionalParameters)
    }

    /// Every name valid here, for suggestions.
    var all: [String] {
        parameters.keys.sorted() + states.keys.sorted() + TypedExpression.Binding.allCases.map(\.rawValue).filter { bindings[.init(rawValue: $0)!] != nil }
            + (running ? ["now", "screen"] : []) + (scrollsTo ? ["top", "bottom"] : []) + (glideTarget ? ["target"] : []) + ExpressionFunction.names + ItemFunction.names
    }
}

/// Checks an expression's names and types and resolves it to a
/// ``TypedExpression``; each problem names what was expected, at its token.
struct ExpressionChecker {
    let names: ExpressionNames

    func check(_ node: ExpressionNode) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        switch node {
        case .number(let value, _): return (.constant(.number(value)), .number)
        case .string(let text, _): return (.constant(.text(text)), .string)
        case .boolean(let flag, _): return (.constant(.boolean(flag)), .boolean)
        case .null: return (.constant(.null), .null)
        case let .name(name, at): return try self.name(name, at: at)
        case let .member(member, target, at, memberAt): return try self.member(member, of: target, at: at, memberAt: memberAt)
        case let .unary(op, operand, at):
            let (typed, type) = try check(operand)
            if op == "not" {
                try require(type, .boolean, "`not`", at: operand.offset)
                return (.not(typed), .boolean)
            }
            try require(type, .number, "`-`", at: at)
            return (.negate(typed), .number)
        case let .binary(op, left, right, at): return try binary(op, left, right, at: at)
        case let .conditional(condition, whenTrue, whenFalse, at):
            let (test, testType) = try check(condition)
            try require(testType, .boolean, "the condition of `? :`", at: condition.offset)
            let (yes, yesType) = try check(whenTrue)
            let (no, noType) = try check(whenFalse)
            guard let joined = yesType.joined(with: noType) else {
                throw ExpressionError(message: "the branches of `? :` must have one type, not \(yesType) and \(noType)", offset: at)
            }
            return (.conditional(test, yes, no), joined)
        case let .call(function, arguments, at): return try call(function, arguments, at: at)
        case let .item(field, target, selector, at, fieldAt): return try item(field, of: target, selector, at: at, fieldAt: fieldAt)
        case let .element(list, index, at):
            let (operand, element) = try listElement(list, at: at)
            let (typed, type) = try check(index)
            try require(type, .number, "the index of `\(list)[…]`", at: index.offset)
            return (.element(list: operand, index: typed), element)
        }
    }

    private func name(_ name: String, at offset: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        if let binding = TypedExpression.Binding(rawValue: name), let type = names.bindings[binding] {
            guard type != .list else {
                throw ExpressionError(message: "`\(name)` is a list of ids here; read it with `\(name)[i]`, `count(\(name))`, `contains(\(name), x)` or `indexOf(\(name), x)`", offset: offset)
            }
            return (.binding(binding), type)
        }
        if let type = names.states[name] { return (.state(name), type) }
        if let parameter = names.parameters[name] {
            if case .list = parameter {
                throw ExpressionError(message: "parameter `\(name)` is a \(parameter.summary); read it with `\(name)[i]`, `count(\(name))`, `contains(\(name), x)` or `indexOf(\(name), x)`", offset: offset)
            }
            guard let type = Self.type(of: parameter) else {
                let use = parameter.isObject ? "read one of its properties, such as `\(name).offset`" : "it is used by sources, not expressions"
                throw ExpressionError(message: "parameter `\(name)` is \(parameter.summary); \(use)", offset: offset)
            }
            return (.parameter(name), names.optionalParameters.contains(name) ? type.optional : type)
        }
        switch name {
        case "now" where names.running: return (.now, .number)
        case "target" where names.glideTarget: return (.glideTarget, .number)
        case "top", "bottom":
            guard names.scrollsTo else {
                throw ExpressionError(message: "`\(name)` names the bound of the scroll view a `scrollTo` sink scrolls; here write `SCROLLVIEW.\(name)`", offset: offset)
            }
            return (.bound(name == "top" ? .top : .bottom), .number)
        case _ where TypedExpression.Binding(rawValue: name) != nil:
            throw ExpressionError(message: "`\(name)` is not bound here; \(Self.bindingHelp[TypedExpression.Binding(rawValue: name)!]!)", offset: offset)
        default:
            throw ExpressionError(message: "unknown name `\(name)`" + Suggestion.hint(for: name, among: names.all), offset: offset)
        }
    }

    private func member(_ member: String, of target: String, at offset: Int, memberAt: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        if target == "screen", names.running {
            guard member == "visible" else {
                throw ExpressionError(message: "`screen` has only `visible`" + Suggestion.hint(for: member, among: ["visible"]), offset: memberAt)
            }
            return (.screenVisible, .boolean)
        }
        switch names.parameters[target] {
        case .scrollView?:
            guard let property = TypedExpression.ScrollViewMember(rawValue: member) else {
                let valid = TypedExpression.ScrollViewMember.allCases.map(\.rawValue)
                throw ExpressionError(message: "a scroll view has no `\(member)`" + Suggestion.hint(for: member, among: valid), offset: memberAt)
            }
            return (.scrollView(parameter: target, property), property.type)
        case .view?:
            if member == "height" { return (.view(parameter: target, property: member), .number) }
            // A view placed in content reads what an item does (`position` stays a bar's edge); null elsewhere, or once its item is gone.
            if names.viewProperties[target]?[member] == nil, member != Property.position.name, let field = ItemPath.Field(rawValue: member) {
                return (.view(parameter: target, property: member), ExpressionType(field.kind).optional)
            }
            let builtIn = Property(member).builtInKind.map(ExpressionType.init)
            guard let type = names.viewProperties[target]?[member] ?? (Property.view.contains(Property(member)) ? builtIn : nil) else {
                let inContent = ItemPath.Field.allCases.filter { $0 != .position }.map(\.rawValue)
                let valid = ["height"] + (names.viewProperties[target]?.keys.sorted() ?? []) + Property.view.map(\.name) + inContent
                throw ExpressionError(message: "`\(target).\(member)` is not readable: a plugin reads `height`, the built-in view properties, an item's properties of a view in content and what its earlier pipelines write" + Suggestion.hint(for: member, among: valid), offset: memberAt)
            }
            return (.view(parameter: target, property: member), names.viewProperties[target]?[member]?.optional ?? type)
        default:
            if let field = TypedExpression.Binding(rawValue: "\(target).\(member)") {
                guard let type = names.bindings[field] else {
                    throw ExpressionError(message: "`\(field.rawValue)` is not bound here; \(Self.bindingHelp[field]!)", offset: offset)
                }
                return (.binding(field), type)
            }
            if let binding = TypedExpression.Binding(rawValue: target), let type = names.bindings[binding] {
                // `value.x` on a tap: elements are numbers, booleans, strings or null, with no members.
                let tap = type == .null ? " (a `tap` carries no point: its element is `null`; read the view's `height` or what earlier pipelines write)" : ""
                let what = type == .null ? "`null`" : "a \(type)"
                throw ExpressionError(message: "`\(target)` is \(what) here and has no members such as `.\(member)`\(tap)", offset: memberAt)
            }
            let objects = names.parameters.filter { $0.value.isObject }.keys.sorted() + ["screen"]
            if names.running, names.states[target] == nil, let kinds = names.behaviourProperties {
                if let meaning = kinds.meaning(of: member) { return try behaviourProperty(member, of: target, meaning, at: offset) }
                // A behaviour's id with a misspelt property, rather than a misspelt object.
                if let near = Suggestion.closeMatch(for: member, among: kinds.names), Suggestion.closeMatch(for: target, among: objects) == nil {
                    throw ExpressionError(message: "no behaviour declares a property `\(member)` for `\(target).\(member)` to read; did you mean `\(near)`?", offset: memberAt)
                }
            }
            throw ExpressionError(message: "unknown name `\(target)`" + Suggestion.hint(for: target, among: objects), offset: offset)
        }
    }

    /// `ID.PROPERTY`: a property of the behaviour the spec calls `ID`, typed
    /// as the behaviours that declare it hold it (the spec is checked for it).
    private func behaviourProperty(_ property: String, of id: String, _ meaning: BehaviourPropertyKinds.Meaning, at offset: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        switch meaning {
        case .kind(let kind):
            return (.behaviourProperty(PropertyPath(target: id, property: Property(property)), kind), ExpressionType(kind))
        case .conflicting(let plugins):
            throw ExpressionError(message: "`\(id).\(property)` cannot be typed: \(plugins.joined(separator: ", ")) each declare `\(property)`, of different types", offset: offset)
        }
    }

    private func item(_ field: String, of target: String, _ selector: ExpressionNode.ItemSelectorNode, at offset: Int, fieldAt: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        guard case .scrollView? = names.parameters[target] else {
            throw ExpressionError(message: "`item(…)` reads the items of a scroll view parameter; `\(target)` is none", offset: offset)
        }
        guard let known = ItemPath.Field(rawValue: field) else {
            throw ExpressionError(message: "an item has no `\(field)`" + Suggestion.hint(for: field, among: ItemPath.Field.allCases.map(\.rawValue)), offset: fieldAt)
        }
        let type: ExpressionType = known.kind == .text ? .string : known.kind == .boolean ? .boolean : .number
        switch selector {
        case .index(let index):
            return (.item(parameter: target, index: index, selector: nil, known), type.optional)
        case .expression(let node):
            let (typed, found) = try check(node)
            guard found == .string || found == .number else {
                throw ExpressionError(message: "`item(…)` takes an id (a string) or an index (a number), not a \(found)\(found.isOptional ? " (unwrap it with `??`)" : "")", offset: node.offset)
            }
            return (.item(parameter: target, index: nil, selector: typed, known), type.optional)
        }
    }

    private func binary(_ op: String, _ left: ExpressionNode, _ right: ExpressionNode, at offset: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        let (lhs, lhsType) = try check(left)
        let (rhs, rhsType) = try check(right)
        if let arithmetic = ArithmeticOperator(rawValue: op) {
            try require(lhsType, .number, "`\(op)`", at: left.offset)
            try require(rhsType, .number, "`\(op)`", at: right.offset)
            return (.arithmetic(arithmetic, lhs, rhs), .number)
        }
        if let comparison = ComparisonOperator(rawValue: op) {
            try require(lhsType, .number, "`\(op)`", at: left.offset)
            try require(rhsType, .number, "`\(op)`", at: right.offset)
            return (.comparison(comparison, lhs, rhs), .boolean)
        }
        if let logical = LogicalOperator(rawValue: op) {
            try require(lhsType, .boolean, "`\(op)`", at: left.offset)
            try require(rhsType, .boolean, "`\(op)`", at: right.offset)
            return (.logical(logical, lhs, rhs), .boolean)
        }
        switch op {
        case "==", "!=":
            guard lhsType.joined(with: rhsType) != nil else {
                throw ExpressionError(message: "`\(op)` compares values of one type, not \(lhsType) and \(rhsType)", offset: offset)
            }
            return (.equality(op == "==", lhs, rhs), .boolean)
        default:
            guard lhsType.isOptional, lhsType.base != .null else {
                throw ExpressionError(message: "`??` needs an optional value on its left, not \(lhsType)", offset: left.offset)
            }
            guard lhsType.unwrapped.accepts(rhsType.unwrapped), rhsType.base != .null else {
                throw ExpressionError(message: "`??` needs a \(lhsType.unwrapped) on its right, not \(rhsType)", offset: right.offset)
            }
            return (.coalesce(lhs, rhs), rhsType.isOptional ? lhsType : lhsType.unwrapped)
        }
    }

    private func call(_ function: String, _ arguments: [ExpressionNode], at offset: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        if let itemFunction = ItemFunction(rawValue: function) { return try call(itemFunction, arguments, at: offset) }
        if let listFunction = ListFunction(rawValue: function) { return try call(listFunction, arguments, at: offset) }
        guard let known = ExpressionFunction(rawValue: function) else {
            throw ExpressionError(message: "unknown function `\(function)`" + Suggestion.hint(for: function, among: ExpressionFunction.names + ItemFunction.names + ListFunction.names), offset: offset)
        }
        let count = known.arity
        guard count.contains(arguments.count) else {
            let wanted = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) or more"
            throw ExpressionError(message: "`\(function)` takes \(wanted) number\(count.upperBound == 1 ? "" : "s"), not \(arguments.count)", offset: offset)
        }
        var typed: [TypedExpression] = []
        for argument in arguments {
            let (expression, type) = try check(argument)
            try require(type, .number, "`\(function)`", at: argument.offset)
            typed.append(expression)
        }
        return (.call(known, typed), .number)
    }

    /// The list `name` reads and the type of its elements: a list parameter,
    /// or `value` where the element is a list of ids.
    private func listElement(_ name: String, at offset: Int) throws(ExpressionError) -> (TypedExpression.ListOperand, ExpressionType) {
        if name == "value", names.bindings[.value] == .list { return (.value, .string) }
        guard case .list(let element)? = names.parameters[name] else {
            throw ExpressionError(message: "`\(name)` is not a list; `[…]`, `count`, `contains` and `indexOf` read list parameters (`type: [number]`) and `{visibleItems}`'s `value`", offset: offset)
        }
        return (.parameter(name), element == .number ? .number : .string)
    }

    /// A function on a list parameter: the list, then what it looks for.
    private func call(_ function: ListFunction, _ arguments: [ExpressionNode], at offset: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        guard arguments.count == function.extraArguments + 1 else {
            throw ExpressionError(message: "`\(function.rawValue)` takes a list parameter\(function.extraArguments == 0 ? "" : " and a value"), not \(arguments.count) arguments", offset: offset)
        }
        guard case .name(let list, let at) = arguments[0] else {
            throw ExpressionError(message: "`\(function.rawValue)` takes a list parameter first", offset: arguments[0].offset)
        }
        let (operand, element) = try listElement(list, at: at)
        var typed: [TypedExpression] = []
        for argument in arguments.dropFirst() {
            let (expression, type) = try check(argument)
            try require(type, element, "`\(function.rawValue)` on `\(list)`", at: argument.offset)
            typed.append(expression)
        }
        return (.listCall(function, list: operand, typed), function.type)
    }

    /// A function on a scroll view's items: the scroll view parameter, then its typed arguments.
    private func call(_ function: ItemFunction, _ arguments: [ExpressionNode], at offset: Int) throws(ExpressionError) -> (TypedExpression, ExpressionType) {
        let types = function.argumentTypes
        guard arguments.count == types.count + 1 else {
            throw ExpressionError(message: "`\(function.rawValue)` takes a scroll view parameter and \(types.count) more, not \(arguments.count) arguments", offset: offset)
        }
        guard case .name(let parameter, _) = arguments[0], case .scrollView? = names.parameters[parameter] else {
            throw ExpressionError(message: "`\(function.rawValue)` takes a scroll view parameter first", offset: arguments[0].offset)
        }
        var typed: [TypedExpression] = []
        for (argument, type) in zip(arguments.dropFirst(), types) {
            let (expression, found) = try check(argument)
            try require(found, type, "`\(function.rawValue)`", at: argument.offset)
            typed.append(expression)
        }
        return (.itemCall(function, scrollView: parameter, typed), .number)
    }

    private func require(_ type: ExpressionType, _ expected: ExpressionType, _ what: String, at offset: Int) throws(ExpressionError) {
        guard type != expected else { return }
        let hint = type == expected.optional ? " (unwrap it with `??`)" : ""
        throw ExpressionError(message: "\(what) needs a \(expected), not a \(type)\(hint)", offset: offset)
    }

    /// The expression type of a parameter's value; `nil` for objects and event lists.
    static func type(of parameter: ParameterType) -> ExpressionType? {
        switch parameter {
        case .number, .duration: return .number
        case .positiveNumberOr: return .number.optional
        case .boolean: return .boolean
        case .text, .choice: return .string
        case .scrollView, .view, .screen, .triggers, .events, .list: return nil
        }
    }

    private static let bindingHelp: [TypedExpression.Binding: String] = [
        .value: "`value` is each element of a pipeline",
        .latest: "`latest` is bound by `withLatestFrom` earlier in the same pipeline",
        .previous: "`previous` is bound by `combinePrevious` earlier in the same pipeline",
        .acc: "`acc` is bound in `scan`'s `next` and after `scan` in the same pipeline",
        .x: "`x` and `y` are bound by a record source, such as `{tap: VIEW}` (where the tap landed)",
        .y: "`x` and `y` are bound by a record source, such as `{tap: VIEW}` (where the tap landed)",
        .state: "`state` is bound by `{pan: VIEW}` (`began`, `changed`, `ended`, `cancelled`) and `{touch: VIEW}` (`down`, `moved`, `up`)",
        .translationX: "`translation.x` and `translation.y` are bound by `{pan: VIEW}` (how far the finger moved since it touched down)",
        .translationY: "`translation.x` and `translation.y` are bound by `{pan: VIEW}` (how far the finger moved since it touched down)",
        .velocityX: "`velocity.x` and `velocity.y` are bound by `{pan: VIEW}` (the finger's velocity, points per second)",
        .velocityY: "`velocity.x` and `velocity.y` are bound by `{pan: VIEW}` (the finger's velocity, points per second)",
    ]
}

extension ParameterType {
    /// Whether the parameter names a scroll view or a view.
    var isObject: Bool {
        switch self {
        case .scrollView, .view: return true
        default: return false
        }
    }
}
