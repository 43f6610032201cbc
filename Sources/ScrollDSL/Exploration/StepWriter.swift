/// Writes the steps exploration makes as script lines (`- drag: {…}`), which
/// `run` reads back as the same steps: a counterexample fails the same way.
enum StepWriter {
    /// The step as one line of a script, without its `- `.
    static func line(_ action: Step.Action) -> String {
        switch action {
        case .selectTab(let tab): return "selectTab: \(tab)"
        case .push(let screen, let animated): return animated ? "push: \(screen)" : "push: {screen: \(screen), animated: false}"
        case .pop: return "pop"
        case .tapStatusBar: return "tapStatusBar"
        case let .tap(x, y): return "tap: {" + (x.map { "x: \(number($0)), " } ?? "") + "y: \(number(y))}"
        case .tapView(let view): return "tap: {view: \(view)}"
        case .drag(let drag):
            return "drag: {scrollView: \(drag.scrollView), by: \(number(drag.by)), duration: \(drag.duration), release: \(release(drag.release))}"
        case let .fling(scrollView, velocity): return "fling: {scrollView: \(scrollView), velocity: \(number(velocity))}"
        case .wait(let time): return "wait: \(time)"
        case .waitForIdle(let timeout): return "waitForIdle: {timeout: \(timeout)}"
        case .touchDown(let scrollView): return "touchDown: {scrollView: \(scrollView)}"
        case let .moveBy(scrollView, by, duration): return "moveBy: {scrollView: \(scrollView), by: \(number(by)), duration: \(duration)}"
        case let .lift(scrollView, releaseValue): return "lift: {scrollView: \(scrollView), release: \(release(releaseValue))}"
        case .set(let changes):
            return "set: {" + changes.compactMap { change in change.contentHeight.map { "\(change.scrollView).contentHeight: \(number($0))" } }.joined(separator: ", ") + "}"
        case let .command(name, behaviour): return "\(name): \(behaviour)"
        case .scrollTo, .at, .expect, .log, .remember:
            preconditionFailure("exploration makes no \(action) step")
        }
    }

    private static func release(_ release: Step.Release) -> String {
        switch release {
        case .finger: return "finger"
        case .velocity(let velocity): return number(velocity)
        }
    }

    /// A number exactly as the decoder reads it back.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
