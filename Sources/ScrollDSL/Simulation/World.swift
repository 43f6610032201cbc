/// A run's world: its time (virtual time, frames and turns), its stage
/// (screens, scroll views, views, navigation) and the touches on it
/// (docs/language.md, "Time, frames and turns"). Behaviours see none of it:
/// they see the host's faces of the stage's objects and the clock.
final class World {
    /// What the world is built from: device, tabs, screens, plugins.
    let setting: Setting
    /// Virtual time: now, timers and end-of-turn work, as behaviours see it.
    let time = BehaviourClock()
    /// The virtual time now (timers count from it).
    var now: VirtualTime {
        get { time.now }
        set { time.now = newValue }
    }
    /// Work the behaviours' graphs scheduled at virtual times.
    var timers: TimerQueue { time.timers }
    /// End-of-turn work of the behaviours' graphs.
    var scheduler: TurnScheduler { time.scheduler }
    /// The latest virtual time a run may reach.
    let timeLimit: VirtualTime
    // Unchecked for speed: without the world's, scrollbench's exploration runs 6% slower; its unretained monitor and subject, with the stage's, fingers' and pans', 25% (docs/benchmarks.md, "What the unchecked accesses buy").
    @exclusivity(unchecked) var clock: FrameClock
    /// What the run shows.
    let stage: Stage
    /// The fingers down.
    let touches: Touches

    /// The properties and commands of the program's behaviours.
    let registry: BehaviourRegistry
    /// The properties of behaviours with an `id`, by that id.
    var behaviourProperties: [String: BehaviourProperties] { registry.properties }

    /// The scroll view that takes the hardware keyboard's presses: the one a
    /// finger touched last, or the one `focus` named since.
    var focusedScrollView: String?

    /// Makes a screen anew (its program's behaviours installed again), for
    /// `push: {fresh: true}`; set by a program whose script pushes one so.
    var remakeScreen: ((String) -> Void)?

    /// Told of each turn and each logged line: the trace and the plot, as the run starts.
    @exclusivity(unchecked) var observers: [any RunObserver] = []
    /// The spec's invariants, checked at the end of every turn (after the observers saw it).
    @exclusivity(unchecked) var invariants: InvariantMonitor? {
        didSet { unretainedInvariants = invariants.map(Unmanaged.passUnretained) }
    }
    /// The same monitor, unretained, for the per-turn check.
    @exclusivity(unchecked) private var unretainedInvariants: Unmanaged<InvariantMonitor>?
    /// Whether time skips frames that would change nothing (tests turn it off to compare).
    @exclusivity(unchecked) var skipsQuietFrames = true
    /// Asked before the first frame, timer or transition end, then before
    /// every ``askingInterval``th; `true` stops the run (an interrupt), so
    /// even one long step ends at once.
    @exclusivity(unchecked) var shouldStop: (@Sendable () -> Bool)?
    /// Asking is a call through a closure whose context is retained and
    /// released, a few percent of a frame's work; 64 events take well under
    /// a millisecond.
    private static let askingInterval = 64
    @exclusivity(unchecked) private var eventsUntilAsking = 0

    init(setting: Setting, timeLimit: VirtualTime, registry: BehaviourRegistry = BehaviourRegistry()) {
        self.setting = setting
        self.registry = registry
        self.timeLimit = timeLimit
        clock = FrameClock(frameRate: setting.device.frameRate)
        stage = Stage(setting: setting, clock: time)
        touches = Touches(activity: stage.activity)
    }

    /// Whether nothing moves, animates or transitions, and no work waits. A
    /// scroll view that is not idle is moving, or tracking a finger.
    var isIdle: Bool {
        touches.isEmpty && stage.navigation.transitionEnd == nil && !scheduler.hasPendingWork && stage.isStill
    }

    /// Cuts every stream the world owns, so the behaviours' graphs (whose
    /// closures hold the world's scroll views and subjects) can be freed.
    /// The world must not be used after.
    func dismantle() {
        remakeScreen = nil
        stage.dismantle()
        touches.removeAll()
        registry.commands.removeAll()
        timers.removeAll()
        observers.removeAll()
    }

    // MARK: Turns

    /// Runs one turn: `body`, then reports, end-of-turn work and the reports
    /// that work causes, until everything has settled.
    func turn(_ kind: TurnKind, _ body: () -> Void) throws(RunFailure) {
        try turnBudget.count(at: now)
        body()
        try endTurn(kind)
        if stage.sheet != nil { try reportSheet() }
    }

    /// The end of a turn whose work is done: reports, end-of-turn work and
    /// the reports that work causes, until everything has settled, then the
    /// observers and the invariants. A frame calls it directly: passing its
    /// work as a closure retained and released the world at every frame.
    /// Returns whether the turn reported or ran anything (a frame that did
    /// neither left the world as it found it).
    @inline(__always) @discardableResult
    private func endTurn(_ kind: TurnKind) throws(RunFailure) -> Bool {
        let changed = try settle(after: kind)
        if let stopReason { throw stopReason }
        if let minimizer = stage.tabBarMinimizer { minimizer.look(at: stage.scrollViewTabBarFollows) }
        try turnBudget.check(pendingTimers: timers.count, at: now)
        if !observers.isEmpty {
            for observer in observers { observer.turnEnded(kind, in: self) }
        }
        if let invariants = unretainedInvariants, let broken = invariants._withUnsafeGuaranteedRef({ $0.broken(in: self) }) { throw broken }
        return changed
    }

    /// Bounds the turns and timers of a run, as the time limit bounds its time.
    /// Touched once per turn, never overlapping another access, so the
    /// per-turn path skips the runtime's exclusivity checks.
    @exclusivity(unchecked) private var turnBudget = TurnBudget()

    /// Why a behaviour stopped the run in this turn (a value that cannot be,
    /// such as a division by zero); the turn ends the run unrecorded.
    @exclusivity(unchecked) private(set) var stopReason: RunFailure?

    /// Tells the observers what a behaviour logs.
    func log(_ text: String) {
        for observer in observers { observer.logged(text, at: now) }
    }

    /// Stops the run at the end of this turn, for the first reason given.
    func stop(_ reason: RunFailure) {
        if stopReason == nil { stopReason = reason }
    }

    private static let settleRounds = 1000
    /// The most deferred tasks one round of a turn runs.
    private static let tasksPerRound = 100_000

    /// Reports and runs end-of-turn work until nothing is left; returns
    /// whether there was any.
    private func settle(after kind: TurnKind) throws(RunFailure) -> Bool {
        for round in 0..<Self.settleRounds {
            var changed = stage.report()
            if scheduler.hasPendingWork {
                guard scheduler.runEndOfTurn(atMost: Self.tasksPerRound) else { throw unsettled(after: kind) }
                changed = true
            }
            if let runaway = stage.activity.runawayLayout { throw runawayLayout(of: stage.scrollViewList[runaway], after: kind) }
            if !changed { return round > 0 }
        }
        throw unsettled(after: kind)
    }

    /// The failure of a turn whose content changes nested past
    /// ``LayoutNesting/limit``, naming the behaviours acting on the scroll view.
    private func runawayLayout(of scrollView: SimulatedScrollView, after kind: TurnKind) -> RunFailure {
        stage.activity.runawayLayout = nil
        let acting = behaviours(acting: [scrollView.id])
        return RunFailure(
            "behaviours answered each content change of `\(scrollView.id)` with another, \(LayoutNesting.limit) deep in one turn (\(kind)) at t=\(now)"
                + (acting.isEmpty ? "" : ": \(Self.names(of: acting)) change\(acting.count == 1 ? "s" : "") it from its `contentChange`"),
            at: acting.first?.mark ?? .start, isLimit: true)
    }

    /// The behaviours whose parameters name one of `scrollViews`; of two of
    /// one plugin on one line, which a message would name alike, the first.
    private func behaviours(acting scrollViews: [String]) -> [BehaviourSpec] {
        var acting: [BehaviourSpec] = []
        for behaviour in setting.screens.flatMap(\.behaviours) where scrollViews.contains(where: { behaviour.parameters.references($0) })
            && !acting.contains(where: { $0.plugin == behaviour.plugin && $0.mark.line == behaviour.mark.line }) {
            acting.append(behaviour)
        }
        return acting
    }

    /// `` `plugin` on line N ``, for each of `behaviours`.
    private static func names(of behaviours: [BehaviourSpec]) -> String {
        behaviours.map { "`\($0.plugin)` on line \($0.mark.line)" }.joined(separator: ", ")
    }

    /// The failure of a turn that never settles, naming the scroll views that
    /// still change (one more round shows them) and, at the first's place, the
    /// behaviours acting on them.
    private func unsettled(after kind: TurnKind) -> RunFailure {
        let changing = stage.reportNamingChanges()
        scheduler.runEndOfTurn(atMost: Self.tasksPerRound)
        let acting = behaviours(acting: changing)
        let names = changing.map { "`\($0)`" }.joined(separator: ", ")
        let behaviours = Self.names(of: acting)
        return RunFailure(
            "behaviours kept changing \(names.isEmpty ? "scroll views" : names) for \(Self.settleRounds) rounds in one turn (\(kind)) at t=\(now)"
                + (behaviours.isEmpty ? "" : ": \(behaviours) answer\(acting.count == 1 ? "s" : "") each change with another"),
            at: acting.first?.mark ?? .start, isLimit: true)
    }

    // MARK: Time

    /// Whether a frame could change anything: a finger is down (and moves,
    /// or has not rested through a frame that changed nothing), a transition
    /// runs, something moves or animates, or a change waits to be reported.
    private var needsFrames: Bool {
        !skipsQuietFrames || (!touches.isEmpty && !fingersRest) || stage.navigation.transitionEnd != nil || !stage.isQuiet
    }

    /// The turn after which frames change nothing while the fingers down
    /// rest: a frame that tracked them all resting changed nothing, so the
    /// next, tracking them at the same places and at no speed, would change
    /// nothing either, until another turn runs or a finger moves again.
    @exclusivity(unchecked) private var restingSinceTurn = -1

    /// Whether the fingers down rest, and a frame since the last other turn
    /// showed that tracking them changes nothing.
    private var fingersRest: Bool {
        restingSinceTurn == turnBudget.turns && touches.rest(at: now)
    }

    /// The next frame to run. While nothing moves, frames would change
    /// nothing, so time skips them, up to the first past the time limit,
    /// which ends the run just as running them all would.
    private var nextFrame: (index: Int64, time: VirtualTime) {
        needsFrames ? clock.nextFrame(notBefore: now)
            : clock.nextFrame(notBefore: max(now, timeLimit + VirtualTime(nanoseconds: 1)))
    }

    /// The next frame to run, and when the next frame, transition end or timer is due.
    var nextEvent: (frame: Int64, time: VirtualTime) {
        let (frame, frameTime) = nextFrame
        return (frame, min(frameTime, stage.navigation.transitionEnd ?? frameTime, timers.nextTime ?? frameTime))
    }

    /// Runs the next frame, transition end or timer.
    func runNextEvent() throws(RunFailure) {
        try run(nextEvent)
    }

    /// Runs `event`, the ``nextEvent`` worked out by the caller.
    func run(_ event: (frame: Int64, time: VirtualTime)) throws(RunFailure) {
        let (frame, time) = event
        guard time <= timeLimit else {
            standAtLastFrame(before: frame)
            throw RunFailure("the run reached its time limit of \(timeLimit) of virtual time (raise it with --max-time)", at: .start, isLimit: true)
        }
        try askWhetherToStop()
        now = time
        if stage.navigation.transitionEnd == time {
            try finishTransition()
        } else if let work = timers.popDue(at: time) {
            try turn(.timer) { work() }
        } else {
            try self.frame(frame)
        }
    }

    /// Asks ``shouldStop`` every ``askingInterval``th event.
    @inline(__always)
    private func askWhetherToStop() throws(RunFailure) {
        eventsUntilAsking &-= 1
        if eventsUntilAsking < 0 {
            eventsUntilAsking = Self.askingInterval - 1
            if let shouldStop, shouldStop() { throw RunFailure("interrupted at t=\(now)", at: .start) }
        }
    }

    /// Moves time to the last of the frames skipped before `frame`, where
    /// running them would have left it.
    private func standAtLastFrame(before frame: Int64) {
        guard frame - 1 >= clock.nextIndex else { return }
        now = max(now, clock.time(ofFrame: frame - 1))
    }

    /// Runs every frame and transition end before `time`, then stands at `time`.
    func advance(to time: VirtualTime) throws(RunFailure) {
        while case let event = nextEvent, event.time < time {
            if try !coast(before: time) { try run(event) }
        }
        now = max(now, time)
    }

    /// Whether the next frames may coast: no finger is down, nothing
    /// animates but scroll views nobody sees move, no work waits, and no
    /// trace, plot or replay records every turn. Invariants checked at those
    /// frames would read what they read at the turn before: what moves is
    /// what they do not read, and nothing else changes.
    private var mayCoast: Bool {
        skipsQuietFrames && touches.isEmpty && observers.isEmpty && !scheduler.hasPendingWork && stage.tabBarMinimizer == nil && stage.mayCoast
    }

    /// Runs the frames before `end` that only move scroll views no behaviour
    /// hears, at once: each would move them along their curves and report to
    /// nobody, so nothing else would run, and their curves are functions of
    /// time, so the last of those frames leaves them where every one of them
    /// would. Stops before the first frame that would do more (a motion ends
    /// or hands on), the next timer, the time limit and the turn limits,
    /// leaving those to ``run(_:)``; returns whether it ran any.
    @inline(__always)
    func coast(before end: VirtualTime) throws(RunFailure) -> Bool {
        // Asked before every frame: the common answer, no, is worked out inline.
        guard mayCoast else { return false }
        return try coastMaking(before: end)
    }

    /// ``coast(before:)`` once ``mayCoast`` holds.
    @inline(never)
    private func coastMaking(before end: VirtualTime) throws(RunFailure) -> Bool {
        let end = min(end, timers.nextTime ?? end, timeLimit + VirtualTime(nanoseconds: 1))
        let first = clock.nextFrame(notBefore: now)
        guard first.time < end else { return false }
        let allowed = turnBudget.framesAllowed(from: first.index, clock: clock)
        let last = min(clock.lastFrame(before: end), first.index + allowed - 1)
        guard last >= first.index, let through = stage.lastCoastingFrame(in: first.index...last, clock: clock) else { return false }
        try askWhetherToStop()
        let frames = first.index...through
        let time = clock.time(ofFrame: through)
        stage.coast(to: time)
        turnBudget.count(frames: frames, clock: clock)
        clock.ran(frames: frames)
        now = time
        framesCoasted &+= frames.count
        return true
    }

    /// How many frames coasted.
    @exclusivity(unchecked) private(set) var framesCoasted = 0

    /// Inlined into ``run(_:)``, where it is the common case.
    @inline(__always)
    private func frame(_ index: Int64) throws(RunFailure) {
        let time = now
        clock.ran(frame: index)
        try turnBudget.count(at: time)
        touches.track(at: time)
        stage.advance(to: time)
        if stage.keyboardMoves { stage.moveKeyboard(to: time) }
        if let end = stage.activity.barsAnimationEnd, time >= end { stage.activity.barsAnimationEnd = nil }
        if stage.activity.sheetMoves { _ = stage.sheet?.advance(to: time) }
        if try !endTurn(.frame), !touches.isEmpty { noteRest(at: time) }
        if stage.sheet != nil { try reportSheet() }
    }

    /// After a frame that changed nothing with fingers down: if they all
    /// rest and nothing else moves, frames change nothing until another turn.
    @inline(never)
    private func noteRest(at time: VirtualTime) {
        guard !stage.keyboardMoves, stage.isQuiet, touches.rest(at: time) else { return }
        restingSinceTurn = turnBudget.turns
    }
}

/// What started a turn, for the trace. Its parts are put together into
/// words only when a trace or a message shows them: a script of thousands
/// of steps shows none.
enum TurnKind: Sendable, CustomStringConvertible {
    case frame
    /// Work a behaviour scheduled (`delay`, `throttle`, `every`).
    case timer
    /// A script step: its `action`, on what it names (`fling(feed)`), if anything.
    case input(_ action: String, on: String? = nil)
    /// A tap at a point (`x` the middle of the screen when `nil`).
    case tap(x: Double?, y: Double)
    case lifecycle(screen: String, call: String)

    var description: String {
        switch self {
        case .frame: return "frame"
        case .timer: return "timer"
        case let .input(action, target): return target.map { "\(action)(\($0))" } ?? action
        case let .tap(x, y): return x.map { "tap(x: \($0.formatted), y: \(y.formatted))" } ?? "tap(y: \(y.formatted))"
        case .lifecycle(let screen, let call): return "\(screen).\(call)"
        }
    }
}

extension TurnKind {
    /// Frames and timers are left out of traces when they change nothing.
    var isQuiet: Bool {
        switch self {
        case .frame, .timer: return true
        case .input, .tap, .lifecycle: return false
        }
    }
}

extension SimulatedScrollView {
    /// Reports an offset change since the last report, and a change of phase
    /// with the delegate moments it means; returns whether anything was reported.
    @inline(__always)
    func report() -> Bool {
        // Read through the optional, not bound: a list without estimates copies nothing per report.
        if items?.estimatedCount ?? 0 > 0 { layOutEstimatedItems() }
        var reported = false
        if offset != reportedOffset || needsLayoutReport {
            needsLayoutReport = false
            let change = OffsetChange(previous: reportedOffset, current: offset, top: top, bottom: bottom)
            reportedOffset = offset
            unretainedDidScroll?._withUnsafeGuaranteedRef { $0.send(change) }
            reported = true
        }
        if phase != reportedPhase {
            let previous = reportedPhase
            reportedPhase = phase
            phaseChangedSubject?.send(phase)
            reported = reportPhaseMoments(from: previous) || reported
        }
        if scrollPhaseLog != nil { reported = reportScrollPhases() || reported }
        return reported
    }

    /// `willBeginDecelerating`, `didEndDecelerating`, `didEndScrollingAnimation`
    /// or `didScrollToTop`, and turning idle, as the phase moved from
    /// `previous`; returns whether any was sent.
    private func reportPhaseMoments(from previous: ScrollPhase) -> Bool {
        switch (previous, phase) {
        case (_, .decelerating):
            moments?.willBeginDecelerating.send(())
            return true
        case (.decelerating, .idle):
            moments?.didEndDecelerating.send(())
        case (.animating, .idle):
            if endScrollToTop() { moments?.didScrollToTop.send(()) } else { moments?.didEndScrollingAnimation.send(()) }
        default:
            break
        }
        guard phase == .idle else { return false }
        didBecomeIdleSubject?.send(())
        if previous != .animating { snapLargeTitle() }
        return true
    }
}
