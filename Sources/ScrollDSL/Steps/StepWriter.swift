/// Writes the steps exploration makes as script lines (`- drag: {…}`), which
/// `run` reads back as the same steps: a counterexample fails the same way.
struct StepWriter {
    /// The axis of each scroll view, which decides how a finger's travel is written.
    private let axes: [String: ScrollAxis]

    /// A writer for steps on the scroll views of `screens`.
    init(screens: [Screen]) {
        axes = Dictionary(screens.flatMap(\.scrollViews).map { ($0.id, $0.axis) }, uniquingKeysWith: { first, _ in first })
    }

    /// The step as one line of a script, without its `- `.
    func line(_ step: any ScriptStep) -> String {
        guard let line = step.line(self) else { preconditionFailure("exploration makes no \(step) step") }
        return line
    }

    /// `release`: `finger`, or the velocity as ``vector(_:on:)`` writes it.
    func release(_ release: Step.Release, on scrollView: String) -> String {
        switch release {
        case .finger: return "finger"
        case .velocity(let velocity): return vector(velocity, on: scrollView)
        }
    }

    /// A number along the scroll view's axis, or `{x, y}` when it has a part across.
    func vector(_ vector: Vector, on scrollView: String) -> String {
        let axis = axes[scrollView] ?? .vertical
        guard vector.across(axis) == 0 else { return "{x: \(Self.number(vector.x)), y: \(Self.number(vector.y))}" }
        return Self.number(vector.along(axis))
    }

    /// `, duration: D` for a programmatic scroll's duration, unless it is the one the decoder gives.
    static func duration(_ duration: VirtualTime) -> String {
        duration == Step.usualDuration ? "" : ", duration: \(duration)"
    }

    /// A number exactly as the decoder reads it back.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
