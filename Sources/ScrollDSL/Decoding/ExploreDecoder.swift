/// Decodes the top-level `explore: {steps: {KIND: WEIGHT, …}}`: how often
/// `scrollrun explore` makes each kind of step (0 leaves one out).
struct ExploreDecoder {
    let context: DecodingContext

    /// The kinds of step exploration makes, by name.
    static let kinds = ExploreKind.allCases.map(\.rawValue)

    func decode(_ node: Node) -> [String: Int] {
        guard let map = MappingReader(node, subject: "`explore`", keys: ["steps"], context: context),
              let stepsNode = map.required("steps") else { return [:] }
        guard let pairs = stepsNode.mapping else {
            context.error("`steps` is a map of `KIND: WEIGHT`, such as `{drag: 5, push: 0}`, not \(stepsNode.kindDescription)", at: stepsNode.mark)
            return [:]
        }
        var weights: [String: Int] = [:]
        for pair in pairs {
            guard let name = context.identifier(pair.key, "steps") else { continue }
            guard Self.kinds.contains(name) else {
                context.error("unknown kind of step `\(name)`" + Suggestion.hint(for: name, among: Self.kinds), at: pair.key.mark)
                continue
            }
            guard let weight = context.integer(pair.value, name, minimum: 0, maximum: 100) else { continue }
            weights[name] = weight
        }
        if !pairs.isEmpty, Self.kinds.allSatisfy({ (weights[$0] ?? 1) == 0 }) {
            context.error("`explore` leaves out every kind of step; give one a weight above 0", at: stepsNode.mark)
        }
        return weights
    }
}
