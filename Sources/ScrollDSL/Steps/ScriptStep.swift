/// What one kind of script step does once it is read: how it runs, how it is
/// written back as a script line, how long it surely takes, and what
/// exploration needs to know of it. Each step is one file in `Steps/` that
/// declares the step (a ``StepDeclaration``: name, keys, typed defaults,
/// decoder, example) and conforms its value to this protocol; adding it to
/// ``StepDeclaration/all`` is the one other line a new step takes.
///
/// The requirements without a default are the ones every step must answer;
/// the others say what most steps are (no time, no tap, nothing to shrink).
protocol ScriptStep: Sendable {
    /// Carries the step out in a run; `mark` is where the step is written.
    func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure)

    /// A short label for plot and replay markers: `drag feed 300`, `tapStatusBar`, `expect`.
    var label: String { get }

    /// The step as one script line without its `- `, which the decoder reads
    /// back as the same step; `nil` for a step exploration never writes (`expect`).
    func line(_ writer: StepWriter) -> String?

    /// The time the step takes whatever the world does (a drag's duration, a
    /// wait, an expectation's `during`; a `waitForIdle` may take none).
    var certainDuration: VirtualTime { get }

    /// Whether the step is a tap (of the status bar, a view, a point or a tab),
    /// which a hand cannot repeat faster than ``HandPace/minimumTapInterval``.
    var isTap: Bool { get }

    /// Whether a hand can make the step: no finger or fling faster than ``HandPace/fastestHand``.
    var isHandSpeed: Bool { get }

    /// Simpler forms of the step, simplest first, that shrinking tries in its place.
    func simpler() -> [any ScriptStep]

    /// Follows the step on the tabs and stacks as the script leaves them.
    func navigate(_ navigation: inout Navigation)

    /// Whether the step can be played where `play` stands (exploration's
    /// scripts), following the fingers it holds and lifts.
    func isPlayable(in play: inout ScriptPlay) -> Bool
}

extension ScriptStep {
    var certainDuration: VirtualTime { .zero }
    var isTap: Bool { false }
    var isHandSpeed: Bool { true }
    func simpler() -> [any ScriptStep] { [] }
    func navigate(_ navigation: inout Navigation) {}
    func isPlayable(in play: inout ScriptPlay) -> Bool { true }
}
