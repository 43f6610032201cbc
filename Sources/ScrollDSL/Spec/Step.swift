/// One script step, with the position of its line.
public struct Step: Sendable {
    /// What the step does.
    public var action: Action
    /// Where the step is written; failures point here.
    public var mark: Mark

    /// The steps of DSL.md's table.
    public enum Action: Sendable {
        case selectTab(String)
        case push(screen: String, animated: Bool)
        case pop
        case tapStatusBar
        case tap(y: Double)
        case drag(Drag)
        case fling(scrollView: String, velocity: Double)
        case scrollTo(ScrollTo)
        case wait(VirtualTime)
        case waitForIdle(timeout: VirtualTime)
        case at(VirtualTime)
        case expect(Expectation)
        case log(String)
    }

    /// Touch down, move `by` over `duration`, lift with velocity `release`.
    public struct Drag: Sendable {
        public var scrollView: String
        public var by: Double
        public var duration: VirtualTime
        public var release: Double
    }

    /// A programmatic scroll.
    public struct ScrollTo: Sendable {
        public var scrollView: String
        public var offset: OffsetTarget
        public var animated: Bool
        public var duration: VirtualTime
    }
}

/// The step names of DSL.md, for suggestions.
extension Step {
    /// Every step name, in DSL.md's order.
    public static let names = [
        "selectTab", "push", "pop", "tapStatusBar", "tap", "drag", "fling",
        "scrollTo", "wait", "waitForIdle", "at", "expect", "log",
    ]
}
