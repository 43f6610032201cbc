/// What a run shows: its screens, scroll views and views, the window's hit
/// tests and tab bar, and navigation between the screens. Frames move what
/// moves on it; reports tell the behaviours what changed.
final class Stage {
    let scrollViewList: [SimulatedScrollView]
    let viewList: [SimulatedView]
    let screenList: [SimulatedScreen]
    /// Which scroll views and views the next frame and report must visit,
    /// which finger acts now and which scroll views fingers hold.
    let activity: Activity
    /// The lists above without reference counting, for the per-frame loops:
    /// the lists keep every element alive as long as the stage.
    private let unmanagedScrollViews: [Unmanaged<SimulatedScrollView>]
    private let unmanagedViews: [Unmanaged<SimulatedView>]
    /// What each identifier names, by its place in its list, and each scroll
    /// view's and view's screen, by place in ``screenList``.
    private let stageIndex: StageIndex
    // Unchecked for speed: with Touches' and IndexBits', scrollbench's exploration 15% faster; the unretained lists above, with the fingers', pans' and the world's, 25% (docs/benchmarks.md, "What the unchecked accesses buy").
    /// The navigation state: selected tab, stacks, transition.
    @exclusivity(unchecked) var navigation: Navigation
    /// The software keyboard.
    @exclusivity(unchecked) var keyboard: Keyboard
    /// The views with a frame, per screen (in ``screenList``'s order).
    private let placedViews: [[SimulatedView]]
    /// The views each screen places in a scroll view's content, in declaration order.
    private var contentViews: [[SimulatedView]] = []
    /// Each hit test of a tap, with the tap's `y` (`UIWindow.hitTest`).
    let hitTests = PublishSubject<Double>("hitTest")
    /// Each reselect of the selected tab whose root is on top.
    let tabReselected = PublishSubject<String>("tabReselect")
    /// The tab bar's minimising and accessory, when the spec says (`tabBar`).
    let tabBar: TabBar?
    /// Whether the tab bar is minimised, when it may be.
    let tabBarMinimizer: TabBarMinimizer?
    /// The sheet presented, if one is.
    var sheet: Sheet?

    /// The stage `spec` declares, its motion timed by `clock`. The
    /// declarations are read in place, once each: a spec may declare a
    /// thousand screens, and copying a declaration retains everything it holds.
    init(setting: Setting, clock: BehaviourClock) {
        let screens = setting.screens
        let stageIndex = setting.stageIndex
        let activity = Activity(scrollViews: stageIndex.screenOfScrollView.count, views: stageIndex.screenOfView.count)
        self.activity = activity
        var scrollViews: [SimulatedScrollView] = []
        var views: [SimulatedView] = []
        var screenObjects: [SimulatedScreen] = []
        var placedViews: [[SimulatedView]] = []
        scrollViews.reserveCapacity(stageIndex.screenOfScrollView.count)
        views.reserveCapacity(stageIndex.screenOfView.count)
        screenObjects.reserveCapacity(screens.count)
        placedViews.reserveCapacity(screens.count)
        // One glide curve per deceleration rate, shared: what one scroll view's
        // glides worked out serves every other's. A spec names a rate or two.
        var glides: [GlideCurve] = []
        for screen in screens.indices {
            for declared in screens[screen].scrollViews.indices {
                let rate = screens[screen].scrollViews[declared].decelerationRate
                let glide: GlideCurve
                if let shared = glides.first(where: { $0.deceleration.rate == rate }) {
                    glide = shared
                } else {
                    glide = GlideCurve(rate: rate)
                    glides.append(glide)
                }
                scrollViews.append(SimulatedScrollView(
                    screens[screen].scrollViews[declared], index: scrollViews.count, activity: activity, glide: glide, clock: clock))
            }
            var placed: [SimulatedView] = []
            var inContent: [SimulatedView] = []
            let firstScrollView = scrollViews.count - screens[screen].scrollViews.count
            for declared in screens[screen].views.indices {
                let spec = screens[screen].views[declared]
                let view = SimulatedView(spec, index: views.count, activity: activity, clock: clock)
                views.append(view)
                if spec.frame != nil { placed.append(view) }
                if let placement = spec.placement, let host = screens[screen].scrollViews.firstIndex(where: { $0.id == placement.scrollView }) {
                    view.content = ContentView(placement: placement, scrollView: scrollViews[firstScrollView + host])
                    inContent.append(view)
                }
            }
            placedViews.append(placed)
            contentViews.append(inContent)
            let screenObject = SimulatedScreen(screens[screen], clock: clock, activity: activity)
            screenObject.scrollViews = Array(scrollViews[firstScrollView...])
            screenObjects.append(screenObject)
        }
        scrollViewList = scrollViews
        viewList = views
        screenList = screenObjects
        unmanagedScrollViews = scrollViews.map(Unmanaged.passUnretained)
        unmanagedViews = views.map(Unmanaged.passUnretained)
        self.stageIndex = stageIndex
        self.placedViews = placedViews
        navigation = Navigation(tabs: setting.tabs, screens: screens)
        keyboard = Keyboard(device: setting.device)
        tabBar = setting.tabBar
        tabBarMinimizer = TabBarMinimizer(setting.tabBar)
        connect(screens)
    }

    /// Links each scroll view to the one it is nested in, and each screen's
    /// navigation bar to the scroll view it follows, as `screens` declare.
    private func connect(_ screens: [Screen]) {
        var next = 0
        for screen in screens.indices {
            for declared in screens[screen].scrollViews.indices {
                if let container = screens[screen].scrollViews[declared].container {
                    scrollViewList[next].container = scrollView(container.outer)
                    scrollViewList[next].containerOrigin = (container.origin.x, container.origin.y)
                }
                next += 1
            }
            if let bar = screens[screen].navigationBar, let contentScrollView = bar.contentScrollView {
                let followed = scrollView(contentScrollView)
                screenList[screen].contentScrollView = followed
                if bar.hidesBarsOnSwipe { followed.swipesBarsOf = screenList[screen] }
                if bar.style == .large { followed.largeTitleSnap = LargeTitleSnap(declaredInsetTop: followed.contentInset.top) }
            }
        }
    }

    /// The topmost view with a frame holding the point where it shows, on the
    /// last visible screen that has one (UIKit's hit test, over the views a spec places).
    func viewHit(x: Double, y: Double) -> SimulatedView? {
        // By place, walking no list but these two: a spec may declare a thousand screens.
        for screen in screenList.indices.reversed() where !placedViews[screen].isEmpty && screenList[screen].isVisible {
            // A view is hit where it shows: its frame moved by its translation.
            if let view = placedViews[screen].last(where: { $0.frame!.contains(x: x, y: y - $0.translation) }) { return view }
        }
        // Then views in content, where their scroll view's visible area shows them.
        for screen in screenList.indices.reversed() where !contentViews[screen].isEmpty && screenList[screen].isVisible {
            if let view = contentViews[screen].last(where: { $0.content!.shows(x: x, y: y) }) { return view }
        }
        return nil
    }

    /// Whether a behaviour listens to status-bar taps on `scrollView`,
    /// replacing the system's scroll-to-top there.
    func handlesStatusBarTap(on scrollView: SimulatedScrollView) -> Bool {
        stageIndex.statusBarTapHandled.contains(scrollView.id)
    }

    /// The scroll view with an identifier the spec declares.
    func scrollView(_ id: String) -> SimulatedScrollView { scrollView(ifDeclared: id)! }
    /// The view with an identifier the spec declares.
    func view(_ id: String) -> SimulatedView {
        guard case .view(let index) = stageIndex.places[id] else { preconditionFailure("`\(id)` names no view") }
        return viewList[index]
    }
    /// The screen with an identifier the spec declares.
    func screen(_ id: String) -> SimulatedScreen { screen(ifDeclared: id)! }
    /// The scroll view `id` names, if it names one (one lookup where asking,
    /// then taking, would make two).
    func scrollView(ifDeclared id: String) -> SimulatedScrollView? {
        guard case .scrollView(let index) = stageIndex.places[id] else { return nil }
        return scrollViewList[index]
    }
    /// The screen `id` names, if it names one.
    func screen(ifDeclared id: String) -> SimulatedScreen? {
        guard case .screen(let index) = stageIndex.places[id] else { return nil }
        return screenList[index]
    }
    /// What `id` names on the stage, if anything: one lookup, where asking
    /// for each kind in turn would make one per kind.
    func declaration(named id: String) -> Declaration? {
        switch stageIndex.places[id] {
        case .scrollView(let index): return .scrollView(scrollViewList[index])
        case .view(let index): return .view(viewList[index])
        case .screen(let index): return .screen(screenList[index])
        case nil: return nil
        }
    }
    /// The screen that shows `scrollView`.
    func screen(showing scrollView: SimulatedScrollView) -> SimulatedScreen { screenList[stageIndex.screenOfScrollView[scrollView.index]] }
    /// The screen that shows `view`.
    func screen(showing view: SimulatedView) -> SimulatedScreen { screenList[stageIndex.screenOfView[view.index]] }

    /// The one scroll view of the visible screens whose `scrollsToTop` is
    /// true, or `nil` when none or several are (UIKit then scrolls none).
    func onlyScrollViewScrollingToTop() -> SimulatedScrollView? {
        var only: SimulatedScrollView?
        for scrollView in scrollViewList where scrollView.scrollsToTop && screen(showing: scrollView).isVisible {
            guard only == nil else { return nil }
            only = scrollView
        }
        return only
    }

    /// `finger` has lifted: what it held, other fingers may take.
    func letGo(of finger: Finger) {
        let lifted = ObjectIdentifier(finger)
        var held = activity.held.first(from: 0)
        while let index = held {
            let scrollView = scrollViewList[index]
            if scrollView.holder == lifted {
                scrollView.holder = nil
                activity.held.remove(index)
            }
            held = activity.held.first(from: index + 1)
        }
    }

    /// The selected tab, when the spec has tabs.
    var selectedTab: String? { navigation.selectedTab }

    /// The scroll view the tab bar follows: the content scroll view of the selected tab's visible screen.
    var scrollViewTabBarFollows: SimulatedScrollView? {
        navigation.top.flatMap { screen(ifDeclared: $0)?.primaryScrollView }
    }

    /// Whether nothing moves or animates (a finger may still hold a scroll view).
    var isStill: Bool { activity.moving.isEmpty && activity.animating.isEmpty && !keyboard.isAnimating && activity.barsAnimationEnd == nil && !activity.sheetMoves }
    /// Whether no frame would change anything on the stage.
    var isQuiet: Bool { activity.isQuiet && !keyboard.isAnimating }

    /// Moves every scroll view and view in motion along it to `time`.
    /// Inlined into the world's frame, as the loop was before the stage had
    /// a type of its own (the simulation benchmark measures it).
    @inline(__always)
    func advance(to time: VirtualTime) {
        var scrollView = activity.moving.first(from: 0)
        while let index = scrollView {
            unmanagedScrollViews[index]._withUnsafeGuaranteedRef { $0.advance(to: time) }
            scrollView = activity.moving.first(from: index + 1)
        }
        var view = activity.animating.first(from: 0)
        while let index = view {
            unmanagedViews[index]._withUnsafeGuaranteedRef { $0.advance(to: time) }
            view = activity.animating.first(from: index + 1)
        }
    }

    /// Whether frames may coast on the stage: scroll views move, each one
    /// that may coast (``SimulatedScrollView/mayCoast``), every change is
    /// reported, no view or keyboard animates and no transition runs.
    var mayCoast: Bool {
        guard !activity.moving.isEmpty, activity.unreported.isEmpty, activity.animating.isEmpty, activity.barsAnimationEnd == nil, !activity.sheetMoves,
              !keyboardMoves, navigation.transitionEnd == nil else { return false }
        var scrollView = activity.moving.first(from: 0)
        while let index = scrollView {
            guard unmanagedScrollViews[index]._withUnsafeGuaranteedRef({ $0.mayCoast }) else { return false }
            scrollView = activity.moving.first(from: index + 1)
        }
        return true
    }

    /// The last of `frames` through which every scroll view in motion
    /// coasts (``SimulatedScrollView/lastCoastingFrame(in:clock:)``), or `nil`
    /// when one does not coast through the first; ``mayCoast`` holds.
    func lastCoastingFrame(in frames: ClosedRange<Int64>, clock: FrameClock) -> Int64? {
        var last = frames.upperBound
        var scrollView = activity.moving.first(from: 0)
        while let index = scrollView {
            guard let coasting = unmanagedScrollViews[index]._withUnsafeGuaranteedRef({ $0.lastCoastingFrame(in: frames.lowerBound...last, clock: clock) })
            else { return nil }
            last = coasting
            scrollView = activity.moving.first(from: index + 1)
        }
        return last
    }

    /// Moves every scroll view in motion to `time`, a frame they all coast through.
    func coast(to time: VirtualTime) {
        var scrollView = activity.moving.first(from: 0)
        while let index = scrollView {
            unmanagedScrollViews[index]._withUnsafeGuaranteedRef { $0.coast(to: time) }
            scrollView = activity.moving.first(from: index + 1)
        }
    }

    /// Whether the keyboard moves in frames: animating, or held by a finger.
    var keyboardMoves: Bool { keyboard.isAnimating || keyboard.holder != nil }

    /// The keyboard moves along its animation, or follows the finger holding it.
    @inline(never)
    func moveKeyboard(to time: VirtualTime) {
        if let (finger, touchY) = keyboard.holder {
            keyboard.follow(fingerY: touchY - finger.distance(at: time).y)
        } else {
            keyboard.advance(to: time)
        }
    }

    /// Reports each scroll view's changes since its last report, in the
    /// stage's order; returns whether anything was reported. Inlined into the
    /// world's settling, as ``advance(to:)`` is into its frame.
    @inline(__always)
    func report() -> Bool {
        var changed = false
        var next = activity.unreported.first(from: 0)
        while let index = next {
            activity.unreported.remove(index)
            changed = unmanagedScrollViews[index]._withUnsafeGuaranteedRef { $0.report() } || changed
            next = activity.unreported.first(from: index + 1)
        }
        return changed
    }

    /// Reports once more, naming the scroll views that still changed.
    func reportNamingChanges() -> [String] {
        var changing: [String] = []
        var next = activity.unreported.first(from: 0)
        while let index = next {
            activity.unreported.remove(index)
            if scrollViewList[index].report() { changing.append(scrollViewList[index].id) }
            next = activity.unreported.first(from: index + 1)
        }
        return changing
    }

    /// Cuts every stream the stage owns from the behaviours' graphs.
    func dismantle() {
        hitTests.removeAllObservers()
        tabReselected.removeAllObservers()
        scrollViewList.forEach { $0.dismantle() }
        viewList.forEach { $0.dismantle() }
        screenList.forEach { $0.dismantle() }
    }
}

extension Stage {
    /// What an identifier names on the stage.
    enum Declaration {
        case scrollView(SimulatedScrollView)
        case view(SimulatedView)
        case screen(SimulatedScreen)
    }
}
