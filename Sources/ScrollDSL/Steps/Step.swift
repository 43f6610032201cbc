/// One script step, with the position of its line.
public struct Step: Sendable {
    /// What the step does: one of the steps declared in `Steps/`.
    var action: any ScriptStep
    /// Where the step is written; failures point here.
    public var mark: Mark
}

/// The step names of docs/language.md, for suggestions.
extension Step {
    /// Every step name, in the reference's order.
    static let names = StepDeclaration.all.map(\.name)
}
