/// Decodes the top-level `invariants`: each item `{PATH: MATCHER, …}` (with
/// `when` and `whenIdle`), `{changes: PATH, atMost: N, within: DURATION}` or
/// `{step: PATH, atMost: N}`, its paths and matchers checked as `expect`'s are.
struct InvariantDecoder {
    let context: DecodingContext
    let expectations: ExpectationDecoder

    private static let changesKeys = ["changes", "atMost", "within"]
    private static let stepKeys = ["step", "atMost"]

    func decodeAll(_ node: Node) -> [Invariant] {
        (context.list(node, "invariants") ?? []).compactMap(decode)
    }

    private func decode(_ node: Node) -> Invariant? {
        guard let pairs = node.mapping, !pairs.isEmpty else {
            context.error("an invariant is a map: `{PATH: MATCHER, …}`, `{changes: PATH, atMost: N, within: DURATION}` or `{step: PATH, atMost: N}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        let keys = pairs.compactMap { $0.key.scalar?.text }
        if keys.contains("changes") { return changes(node) }
        if keys.contains("step") { return step(node) }
        return holds(pairs, at: node.mark)
    }

    private func holds(_ pairs: [Node.Pair], at mark: Mark) -> Invariant? {
        var checks: [Check] = []
        var conditions: [Check] = []
        var whenIdle = false
        var valid = true
        for pair in pairs {
            switch pair.key.scalar?.text {
            case "when":
                guard let when = pair.value.mapping, !when.isEmpty else {
                    context.error("`when` is a map of `PATH: MATCHER`: the turns at which the invariant is checked", at: pair.value.mark)
                    valid = false
                    continue
                }
                let decoded = when.compactMap { expectations.check($0, in: "`when`") }
                valid = valid && decoded.count == when.count
                conditions += decoded
            case "whenIdle":
                guard let flag = context.boolean(pair.value, "whenIdle") else {
                    valid = false
                    continue
                }
                whenIdle = flag
            case "atMost", "within":
                context.error("`\(pair.key.scalar?.text ?? "")` belongs to `{changes: PATH, atMost: N, within: DURATION}` or `{step: PATH, atMost: N}`", at: pair.key.mark)
                valid = false
            case let key? where !key.contains("."):
                let keys = ["when", "whenIdle", "changes", "atMost", "within", "step"]
                let hint = Suggestion.closeMatch(for: key, among: keys).map { "; did you mean `\($0)`?" }
                    ?? "; write `TARGET.PROPERTY: MATCHER`, such as `feed.offset: {min: top}`, or one of " + keys.map { "`\($0)`" }.joined(separator: ", ")
                context.error("`\(key)` is neither a property path nor a key of an invariant" + hint, at: pair.key.mark)
                valid = false
            default:
                guard let check = expectations.check(pair, in: "an invariant") else {
                    valid = false
                    continue
                }
                checks.append(check)
            }
        }
        guard valid else { return nil }
        guard !checks.isEmpty else {
            context.error("this invariant checks nothing; add `PATH: MATCHER`, such as `hero.fraction: {min: 0, max: 1}`", at: mark)
            return nil
        }
        return Invariant(rule: .holds(checks: checks, when: conditions, whenIdle: whenIdle), mark: mark)
    }

    private func changes(_ node: Node) -> Invariant? {
        guard let map = MappingReader(node, subject: "a `changes` invariant", keys: Self.changesKeys, context: context),
              let path = map.required("changes").flatMap({ expectations.propertyPath($0, "changes") })?.path,
              let atMost = map.required("atMost").flatMap({ context.integer($0, "atMost", minimum: 0, maximum: SpecLimits.steps) }),
              let within = map.required("within").flatMap({ context.duration($0, "within") }) else { return nil }
        guard within > .zero else {
            context.error("`within` must be longer than 0: the window in which the changes are counted", at: map["within"]!.mark)
            return nil
        }
        return Invariant(rule: .changes(path, atMost: atMost, within: within), mark: node.mark)
    }

    private func step(_ node: Node) -> Invariant? {
        guard let map = MappingReader(node, subject: "a `step` invariant", keys: Self.stepKeys, context: context),
              let stepNode = map.required("step"), let (path, isNumber) = expectations.propertyPath(stepNode, "step"),
              let atMost = map.required("atMost").flatMap({ context.number($0, "atMost", minimum: 0, maximum: SpecLimits.length) }) else { return nil }
        guard isNumber else {
            context.error("`step` measures how far a number moves in one turn, and `\(path)` is not a number; count its changes with `{changes: \(path), atMost: N, within: DURATION}`", at: stepNode.mark)
            return nil
        }
        return Invariant(rule: .step(path, atMost: atMost), mark: node.mark)
    }
}
