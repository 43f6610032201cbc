/// Makes scripts from a spec's own world, as a hand would play with the app:
/// drags and flings of any distance, duration and release, never faster than
/// a hand moves, fingers held while other things happen, taps and tab
/// selects no closer together than a hand's (``HandPace``),
/// pushes and pops, content changes (rows inserted and deleted in lists),
/// pinches of scroll views that zoom, the keyboard shown and hidden where
/// the spec has one, the app's own
/// scrolls and zooms where the spec's script makes them, the behaviours'
/// commands, and waits that end mid-glide. Every script is valid for the
/// spec: only visible scroll views are touched, fingers are lifted, pushes
/// wait for their transition, only rows that are there are deleted, and the
/// keyboard is shown only when hidden and hidden only when shown.
struct ScriptGenerator {
    private let spec: Spec
    /// Screens shown only by `push`.
    private let pushable: [String]
    /// Each screen by its `id`, looked up once a step.
    private let screens: [String: ShownScreen]
    /// The kinds of step with their weights, in the order picks count them;
    /// kinds weighted 0 left out.
    private let weighted: [(kind: Kind, weight: Int)]
    /// The weight of a wait, the step taken when no other is possible.
    private let waitWeight: Int
    /// The navigation every script starts from.
    private let start: Navigation
    /// Whether the spec has a keyboard to show: its script shows one, one of
    /// its scroll views dismisses one, an invariant reads it, or `explore`
    /// weights keyboard steps.
    private let hasKeyboard: Bool
    /// The scroll views the app scrolls itself (`scrollTo` in the spec's
    /// script), or all of them when `explore` weights `scrollTo`.
    private let scrolledByApp: ByApp
    /// The scroll views the app zooms itself (`zoomTo`), the same way.
    private let zoomedByApp: ByApp
    /// Whether the tab bar minimises, so that a hand taps it to expand it.
    private let tabBarMinimizes: Bool
    /// Finger paths recorded from people (`--touches`) that fit the device: half the drags play one.
    private let touchPaths: [[TouchSample]]
    /// The sheets the spec's script presents, one per screen, which scripts present too.
    private let presentations: [SheetPresentation]
    /// Whether scripts press keys and stop scroll views: where the spec's script does, or `explore` weights them.
    private let pressesKeys: Bool
    private let stopsScrolling: Bool

    init(spec: Spec, touchPaths: [[TouchSample]] = []) {
        self.spec = spec
        self.touchPaths = touchPaths.filter { $0.allSatisfy { $0.isOnScreen(width: spec.device.width, height: spec.device.height) } }
        let presentations = spec.presentations
        self.presentations = presentations
        let uses = { (kind: Kind, step: any ScriptStep.Type) in
            (spec.exploreWeights[kind.rawValue] ?? 0) > 0 || (spec.script ?? []).contains { type(of: $0.action) == step }
        }
        pressesKeys = uses(.key, Step.KeyPress.self)
        stopsScrolling = uses(.stopScrolling, Step.StopScrolling.self)
        // Without tabs the first screen is the root; every other screen without a tab (and not a sheet the script presents) is pushed.
        pushable = spec.screens.dropFirst(spec.tabs.isEmpty ? 1 : 0).filter { screen in screen.tab == nil && !presentations.contains { $0.screen == screen.id } }.map(\.id)
        screens = Dictionary(spec.screens.map { ($0.id, ShownScreen($0, plugins: spec.plugins)) }) { first, _ in first }
        let weight = { (kind: Kind) in spec.exploreWeights[kind.rawValue] ?? kind.weight }
        weighted = Kind.allCases.map { ($0, weight($0)) }.filter { $0.weight > 0 }
        waitWeight = weight(.wait)
        start = Navigation(tabs: spec.tabs, screens: spec.screens)
        hasKeyboard = (spec.script ?? []).contains { $0.action is Step.ShowKeyboard }
            || spec.screens.contains { $0.scrollViews.contains { $0.keyboardDismissMode != .none } }
            || spec.invariants.contains { $0.paths.contains { $0.target == "keyboard" } }
            || (spec.exploreWeights[Kind.keyboard.rawValue] ?? 0) > 0
        scrolledByApp = ByApp(.scrollTo, of: spec) { action in
            (action as? Step.ScrollTo)?.scrollView ?? (action as? Step.ItemScroll)?.scrollView
        }
        zoomedByApp = ByApp(.zoomTo, of: spec) { action in
            (action as? Step.ZoomTo)?.zoom.scrollView
        }
        tabBarMinimizes = (spec.tabBar?.minimizeBehavior.resolved ?? .never) != .never
    }

    /// A screen the script may act on, with the commands its behaviours
    /// hear. A class, so that a step looks it up without copying the screen.
    private final class ShownScreen: Sendable {
        let screen: Screen
        /// Each behaviour `id` on the screen with the commands its plugin hears.
        let commands: [(id: String, command: String)]

        init(_ screen: Screen, plugins: PluginSet) {
            self.screen = screen
            commands = screen.behaviours.flatMap { behaviour -> [(id: String, command: String)] in
                guard let id = behaviour.id else { return [] }
                let declared = plugins.behaviour(named: behaviour.plugin)?.declaration.commands ?? []
                return declared.map { (id, $0) }
            }
        }
    }

    /// The scroll views the app itself acts on in one kind of step: those
    /// the spec's script acts on, or every one when `explore` weights the kind.
    private struct ByApp {
        private let every: Bool
        private let ids: Set<String>

        init(_ kind: Kind, of spec: Spec, target: (any ScriptStep) -> String?) {
            every = (spec.exploreWeights[kind.rawValue] ?? 0) > 0
            ids = Set((spec.script ?? []).compactMap { target($0.action) })
        }

        func includes(_ scrollView: ScrollViewSpec) -> Bool {
            every || ids.contains(scrollView.id)
        }
    }

    /// What the next step may be.
    typealias Kind = ExploreKind

    /// A script of `count` steps (then the fingers still down lift, and the
    /// world comes to rest), from `random`.
    func script(_ count: Int, random: inout SplitMix) -> [Step] {
        var steps: [Step] = []
        script(count, random: &random, into: &steps)
        return steps
    }

    /// ``script(_:random:)`` written over `buffer`, whose memory it keeps:
    /// exploring fills one buffer a thread, run after run. (A script's steps
    /// take more than a kilobyte, and before handing out a block that large
    /// glibc merges the small blocks the last run freed, so that the next
    /// run allocated its graphs the slow way.)
    func script(_ count: Int, random: inout SplitMix, into buffer: inout [Step]) {
        var state = GenerationState(navigation: start)
        // The steps (the last may add a transition's wait), the lifts of at
        // most two fingers held, the last wait.
        var steps = Lines(reusing: &buffer, capacity: count + 4)
        defer { swap(&buffer, &steps.steps) }
        // The shown stack and screen, looked up again only after a step that navigates.
        var stack = state.navigation.currentStack
        var screen = stack.last.flatMap { screens[$0] }
        while steps.count < count {
            let made = steps.count
            let kind = pick(on: screen, stackDepth: stack.count, state, random: &random)
            make(kind, on: screen, &state, random: &random, into: &steps)
            for step in made..<steps.count { state.pace.count(steps.steps[step].action) }
            if kind.navigates {
                stack = state.navigation.currentStack
                screen = stack.last.flatMap { screens[$0] }
            }
            if !presentations.isEmpty {
                // Fingers and taps go to the sheet while one shows, and nowhere while one may show.
                switch state.sheet {
                case .none: screen = stack.last.flatMap { screens[$0] }
                case .shown(let sheet): screen = screens[sheet.screen]
                case .unknown: screen = nil
                }
            }
        }
        steps += state.held.map { Step.Lift(scrollView: $0, release: .finger) }
        steps.append(Step.WaitForIdle(timeout: .seconds(30)))
    }

    /// A script's steps as they are made, each on a line of its own: one
    /// array, allocated at most once (a step is large).
    private struct Lines {
        fileprivate var steps: [Step] = []

        /// Lines written over `buffer`'s memory, which they take.
        init(reusing buffer: inout [Step], capacity: Int) {
            swap(&steps, &buffer)
            steps.removeAll(keepingCapacity: true)
            steps.reserveCapacity(capacity)
        }

        var count: Int { steps.count }

        mutating func append(_ action: any ScriptStep) {
            steps.append(Step(action: action, mark: Mark(line: steps.count + 1, column: 1)))
        }

        static func += (lines: inout Lines, actions: [any ScriptStep]) {
            for action in actions { lines.append(action) }
        }
    }

    /// The next kind of step, drawn by weight among those possible (a wait
    /// when none is: a lift is always possible while a finger is down, and
    /// a wait always). Which kinds are possible is worked out once, as one
    /// bit each, rather than gathered into a list at every step.
    private func pick(on screen: ShownScreen?, stackDepth: Int, _ state: GenerationState, random: inout SplitMix) -> Kind {
        let situation = self.situation(on: screen, stackDepth: stackDepth, state)
        var possible: UInt32 = 0
        var total = 0
        for (index, choice) in weighted.enumerated() where situation.allows(choice.kind) {
            possible |= 1 << index
            total += choice.weight
        }
        guard total > 0 else {
            // One draw, as every pick makes: each seed's scripts stay what they were.
            _ = random.int(in: 0...(max(waitWeight, 1) - 1))
            return .wait
        }
        var pick = random.int(in: 0...(total - 1))
        for (index, choice) in weighted.enumerated() where possible & (1 << index) != 0 {
            if pick < choice.weight { return choice.kind }
            pick -= choice.weight
        }
        return .wait
    }

    struct GenerationState {
        var navigation: Navigation
        /// Scroll views a finger holds, in touch order.
        var held: [String] = []
        /// Rows inserted so far (each insertion's ids start with its number).
        var insertions = 0
        /// The declared rows left in each list a step changed, in order.
        var rows: [String: [String]] = [:]
        /// Whether the keyboard shows, as far as the script can tell.
        var keyboard = KeyboardState.hidden
        /// The time since the last tap, which a hand cannot repeat at once.
        var pace = HandPace.Clock()
        /// The sheet presented, as far as the script can tell.
        var sheet = SheetState.none

        /// The declared rows of `list` not yet deleted, in order.
        func rowsLeft(in list: ScrollViewSpec) -> [String] {
            rows[list.id] ?? list.sections?.flatMap { $0.items.map(\.id) } ?? []
        }

        /// A finger touches or moves on `scrollView`: one that dismisses the keyboard may hide it.
        mutating func fingerTouches(_ scrollView: ScrollViewSpec) {
            if keyboard == .shown, scrollView.keyboardDismissMode != .none { keyboard = .unknown }
        }
    }

    /// What the script knows of a sheet: a finger or a tap on one that is not
    /// modal may dismiss it or not, and then only `dismiss` is certain to be valid.
    enum SheetState {
        case none
        case shown(SheetPresentation)
        case unknown(SheetPresentation)
    }

    /// What the script knows of the keyboard: a finger on a scroll view that
    /// dismisses it may hide it or not (with `interactive`, that depends on
    /// how the finger lifts), and then no keyboard step is certain to be valid.
    enum KeyboardState {
        case hidden, shown, unknown
    }

    private func free(_ screen: ShownScreen?, _ state: GenerationState) -> [ScrollViewSpec] {
        guard let scrollViews = screen?.screen.scrollViews else { return [] }
        return state.held.isEmpty ? scrollViews : scrollViews.filter { !state.held.contains($0.id) }
    }

    /// Free scroll views the app scrolls itself.
    private func freeScrolledByApp(_ screen: ShownScreen?, _ state: GenerationState) -> [ScrollViewSpec] {
        free(screen, state).filter(scrolledByApp.includes)
    }

    /// Free scroll views that zoom and that the app zooms itself.
    private func freeZoomedByApp(_ screen: ShownScreen?, _ state: GenerationState) -> [ScrollViewSpec] {
        free(screen, state).filter { $0.zooms && zoomedByApp.includes($0) }
    }

    /// What decides which kinds of step are possible at a step, worked out
    /// once for the step rather than once for each kind.
    private struct Situation {
        let hasFree: Bool
        let hasFreeZoomable: Bool
        let hasFreeScrolledByApp: Bool
        let hasFreeZoomedByApp: Bool
        let held: Int
        let hasViews: Bool
        let hasCommands: Bool
        /// Whether a hand can tap again yet.
        let canTap: Bool
        let canSelectTab: Bool
        let canPush: Bool
        let canPop: Bool
        let canToggleKeyboard: Bool
        let canPresent: Bool
        let canPressKey: Bool
        let canStop: Bool

        func allows(_ kind: Kind) -> Bool {
            switch kind {
            case .drag, .fling, .setContent: return hasFree
            case .touchDown: return hasFree && held < 2
            case .moveBy, .lift: return held > 0
            case .wait: return true
            case .tapStatusBar: return canTap
            case .tapView: return hasViews && canTap
            case .selectTab: return canSelectTab && canTap
            case .push: return canPush
            case .pop: return canPop
            case .command: return hasCommands
            case .pinch: return hasFreeZoomable
            case .keyboard: return canToggleKeyboard
            case .scrollTo: return hasFreeScrolledByApp
            case .zoomTo: return hasFreeZoomedByApp
            case .sheet: return canPresent
            case .key: return canPressKey
            case .stopScrolling: return canStop
            }
        }
    }

    /// `stackDepth`: how many screens the shown tab's stack holds.
    private func situation(on shown: ShownScreen?, stackDepth: Int, _ state: GenerationState) -> Situation {
        let noSheet: Bool
        if case .none = state.sheet { noSheet = true } else { noSheet = false }
        let still = state.held.isEmpty && noSheet
        let scrollViews = shown?.screen.scrollViews ?? []
        return Situation(
            hasFree: scrollViews.contains { !state.held.contains($0.id) },
            hasFreeZoomable: scrollViews.contains { $0.zooms && !state.held.contains($0.id) },
            hasFreeScrolledByApp: scrollViews.contains { scrolledByApp.includes($0) && !state.held.contains($0.id) },
            hasFreeZoomedByApp: scrollViews.contains { $0.zooms && zoomedByApp.includes($0) && !state.held.contains($0.id) },
            held: state.held.count,
            hasViews: !(shown?.screen.views.isEmpty ?? true) || scrollViews.contains { $0.sections != nil && !$0.declaresRows && !state.rowsLeft(in: $0).isEmpty }
                || (tabBarMinimizes && shown != nil),
            hasCommands: !(shown?.commands.isEmpty ?? true),
            canTap: state.pace.allowsTap,
            canSelectTab: still && spec.tabs.count > 1,
            canPush: still && pushable.contains { !state.navigation.isStacked($0) },
            canPop: still && stackDepth > 1,
            canToggleKeyboard: hasKeyboard && state.keyboard != .unknown && noSheet,
            canPresent: !presentations.isEmpty && state.held.isEmpty,
            canPressKey: pressesKeys && state.keyboard == .hidden && scrollViews.contains { !state.held.contains($0.id) },
            canStop: stopsScrolling && !scrollViews.isEmpty)
    }

    /// Appends the steps of `kind` (a push or pop with the wait for its transition).
    private func make(_ kind: Kind, on screen: ShownScreen?, _ state: inout GenerationState, random: inout SplitMix, into steps: inout Lines) {
        let transition = Step.Wait(duration: Navigation.transitionDuration + .milliseconds(50))
        switch kind {
        case .drag where !touchPaths.isEmpty && random.chance(50):
            let scrollView = random.pick(free(screen, state))
            steps.append(Step.SampledTouch(target: scrollView.id, onView: false, samples: random.pick(touchPaths)))
            state.fingerTouches(scrollView)
        case .drag:
            let scrollView = random.pick(free(screen, state))
            let release: Step.Release = random.chance(50) ? .finger : .velocity(Self.vector(Double(random.int(in: -50...50) * 100), on: scrollView, &random))
            let by = Self.vector(Double(random.int(in: -1500...1500)), on: scrollView, &random)
            steps.append(Step.Drag(scrollView: scrollView.id, by: by, duration: Self.duration(moving: by.length, &random), release: release))
            state.fingerTouches(scrollView)
        case .fling:
            let speed = Double(random.int(in: 1...Int(HandPace.fastestHand / 100)) * 100) * (random.chance(50) ? 1 : -1)
            let scrollView = random.pick(free(screen, state))
            steps.append(Step.Fling(scrollView: scrollView.id, velocity: Self.vector(speed, on: scrollView, length: HandPace.fastestHand, &random)))
            state.fingerTouches(scrollView)
        case .touchDown:
            let scrollView = random.pick(free(screen, state))
            state.held.append(scrollView.id)
            steps.append(Step.TouchDown(scrollView: scrollView.id))
            state.fingerTouches(scrollView)
        case .moveBy:
            let scrollView = held(random.pick(state.held))
            let by = Self.vector(Double(random.int(in: -400...400)), on: scrollView, &random)
            state.fingerTouches(scrollView)
            steps.append(Step.MoveBy(scrollView: scrollView.id, by: by, duration: Self.duration(moving: by.length, &random)))
        case .lift:
            let scrollView = held(random.pick(state.held))
            state.held.removeAll { $0 == scrollView.id }
            let release: Step.Release = random.chance(60) ? .finger : .velocity(Self.vector(Double(random.int(in: -30...30) * 100), on: scrollView, &random))
            steps.append(Step.Lift(scrollView: scrollView.id, release: release))
        case .wait:
            steps.append(Step.Wait(duration: .milliseconds(Int64(random.pick([16, 50, 100, 250, 400, 700, 1200, 2500]) + random.int(in: 0...9)))))
        case .tapStatusBar:
            steps.append(Step.TapStatusBar())
        case .tapView:
            // On a screen with items (1.3's, not a list's rows), half the taps land on an item still there.
            let lists = screen!.screen.scrollViews.filter { $0.sections != nil && !$0.declaresRows && !state.rowsLeft(in: $0).isEmpty }
            // With a tab bar that minimises, taps land on it as often as on each view of the screen, or on its items.
            if tabBarMinimizes, random.int(in: 0...(screen!.screen.views.count + (lists.isEmpty ? 0 : 1))) == 0 {
                steps.append(Step.TapTabBar())
                break
            }
            if !lists.isEmpty, screen!.screen.views.isEmpty || random.chance(50) {
                let list = random.pick(lists)
                steps.append(Step.TapItem(scrollView: list.id, item: random.pick(state.rowsLeft(in: list))))
            } else {
                steps.append(Step.TapView(view: random.pick(screen!.screen.views).id))
            }
        case .selectTab:
            let tab = random.pick(spec.tabs)
            let switches = tab != state.navigation.selectedTab
            steps.append(Step.SelectTab(tab: tab))
            let pops = state.navigation.select(tab)
            if pops { steps.append(transition) }
            // The keyboard belongs to the screen it showed on: another tab or a pop hides it.
            if switches || pops { state.keyboard = .hidden }
        case .push:
            let stacked = state.navigation.stackedScreens
            let target = random.pick(pushable.filter { !stacked.contains($0) })
            state.navigation.currentStack.append(target)
            steps += [Step.Push(screen: target), transition]
            state.keyboard = .hidden
        case .pop:
            state.navigation.currentStack.removeLast()
            steps += [Step.Pop(), transition]
            state.keyboard = .hidden
        case .setContent:
            // The content grows or shrinks along the scroll view's axis.
            let scrollView = random.pick(free(screen, state))
            if let first = scrollView.sections?.lazy.flatMap(\.items).first {
                steps.append(Self.rowChange(in: scrollView, height: first.size, &state, &random))
                return
            }
            let horizontal = scrollView.axis == .horizontal
            let declared = max(horizontal ? scrollView.contentWidth : scrollView.contentHeight, 100)
            let length = (declared * Double(random.int(in: 50...200)) / 100).rounded()
            var change = Step.ContentChange(scrollView: scrollView.id)
            if horizontal { change.contentWidth = length } else { change.contentHeight = length }
            steps.append(Step.SetContent(changes: [change]))
        case .command:
            let target = random.pick(screen!.commands)
            steps.append(Step.Command(name: target.command, behaviour: target.id))
        case .pinch:
            let scrollView = random.pick(free(screen, state).filter(\.zooms))
            steps.append(Step.Pinch(zoom: Self.pinch(of: scrollView, &random)))
        case .keyboard:
            steps.append(state.keyboard == .shown ? Step.HideKeyboard() : Step.ShowKeyboard())
            state.keyboard = state.keyboard == .shown ? .hidden : .shown
        case .scrollTo:
            let scrollView = random.pick(freeScrolledByApp(screen, state))
            steps.append(Self.scrollByApp(of: scrollView, rows: state.rowsLeft(in: scrollView), &random))
        case .zoomTo:
            steps.append(Step.ZoomTo(zoom: Self.zoomByApp(of: random.pick(freeZoomedByApp(screen, state)), &random)))
        case .sheet:
            Self.sheetStep(presentations, &state, random: &random, into: &steps)
        case .key:
            let scrollView = random.pick(free(screen, state))
            steps += [Step.Focus(scrollView: scrollView.id), Step.KeyPress(press: random.pick(Step.KeyPress.Press.allCases))]
        case .stopScrolling:
            steps.append(Step.StopScrolling(scrollView: random.pick(screen!.screen.scrollViews).id))
        }
        // A finger's lift or a tap on a sheet that is not modal may dismiss it.
        if case .shown(let sheet) = state.sheet, !sheet.isModal, [.drag, .fling, .lift, .tapStatusBar, .tapView].contains(kind) {
            state.sheet = .unknown(sheet)
        }
    }

    /// A sheet presented (then waited for), moved to one of its detents, or
    /// dismissed (then waited for until all rests: a finger may have sent it
    /// on a spring out already, which takes longer than the slide).
    private static func sheetStep(_ presentations: [SheetPresentation], _ state: inout GenerationState, random: inout SplitMix, into steps: inout Lines) {
        let slide = Step.Wait(duration: SheetDetent.slideDuration + .milliseconds(50))
        switch state.sheet {
        case .none:
            let sheet = random.pick(presentations)
            steps += [Step.Present(presentation: sheet), slide]
            state.sheet = .shown(sheet)
            state.keyboard = .hidden
        case .shown(let sheet) where random.chance(50):
            steps.append(Step.SetDetent(screen: sheet.screen, detent: random.pick(sheet.detents).id))
        case .shown(let sheet), .unknown(let sheet):
            steps += [Step.Dismiss(screen: sheet.screen), Step.WaitForIdle(timeout: .seconds(30))]
            state.sheet = .none
        }
    }

    /// The held scroll view `id` (fingers are held only on declared scroll views).
    private func held(_ id: String) -> ScrollViewSpec {
        spec.screens.lazy.flatMap(\.scrollViews).first { $0.id == id }!
    }
}
