/// A screen in a run: one object for the whole run (a fresh push makes its
/// scroll views, views and behaviours anew in place), visible from `didAppear`
/// until `willDisappear`, seen by behaviours through its ``ScreenHost`` face.
final class SimulatedScreen: ScreenHost {
    /// Its identifier.
    let id: String
    /// The tab it is the root of, if any.
    let tab: String?
    /// Whether it is visible now.
    private(set) var isVisible = false
    /// Its visibility, for `pausable`, and its lifecycle calls, each made
    /// when a behaviour first asks for it: a screen no behaviour hears
    /// allocates none and sends to none.
    private var visibleSubject: BehaviorSubject<Bool>?
    private(set) var willAppearSubject: PublishSubject<Void>?
    private(set) var didAppearSubject: PublishSubject<Void>?
    private(set) var willDisappearSubject: PublishSubject<Void>?
    private(set) var didDisappearSubject: PublishSubject<Void>?
    /// Each detent a sheet showing it comes to rest at, made when a behaviour first asks.
    private(set) var detentChangeSubject: PublishSubject<String>?

    /// Its navigation bar, if it has one.
    let navigationBar: NavigationBar?
    /// The scroll view the navigation bar follows.
    var contentScrollView: SimulatedScrollView?
    /// Its scroll views, whose insets follow its bars.
    var scrollViews: [SimulatedScrollView] = []

    /// The scroll view the bars follow: the navigation bar's content scroll
    /// view, or the first vertical one not inside another.
    var primaryScrollView: SimulatedScrollView? {
        contentScrollView ?? scrollViews.first { $0.container == nil && $0.axis.scrollsVertically }
    }
    /// The toolbar's band at the bottom (0 without one), and whether it has items (it hides on swipe with the bar).
    let toolbarBand: Double
    let toolbarHasItems: Bool
    /// Which bars are hidden, and the navigation bar's animation under way.
    var bars = BarsState()
    /// The world's time and what its frames visit, for the bars' animations.
    let clock: BehaviourClock
    let activity: Activity

    init(_ spec: Screen, clock: BehaviourClock, activity: Activity) {
        id = spec.id
        tab = spec.tab
        navigationBar = spec.navigationBar
        toolbarBand = spec.toolbar ? BarMetrics.toolbar : 0
        toolbarHasItems = spec.toolbarHasItems
        self.clock = clock
        self.activity = activity
    }

    /// The fingers down on its views that behaviours hear, which its hiding cancels.
    var fingersOnViews: [ViewFingerTracker] = []

    /// It becomes visible or not: hidden, the fingers on its views are cancelled first.
    func setVisible(_ visible: Bool) {
        if !visible, !fingersOnViews.isEmpty {
            for tracker in fingersOnViews { tracker.cancel() }
            fingersOnViews.removeAll()
        }
        isVisible = visible
        visibleSubject?.send(visible)
    }

    /// How far the content has scrolled up past its top edge, and how far of
    /// that the bar gives way to (a large title's height; nothing for a standard bar).
    private var scrolledUnderBar: (scrolled: Double, collapsible: Double)? {
        guard let navigationBar, navigationBar.style != .hidden, let scrollView = contentScrollView else { return nil }
        return (scrollView.offset - scrollView.top, navigationBar.style == .large ? BarMetrics.largeTitle : 0)
    }

    /// The navigation bar's height now: 0 while hidden, on its way while it
    /// hides or shows, else ``shownNavigationBarHeight``.
    var navigationBarHeight: Double {
        bars.navigationBarHeight(shown: shownNavigationBarHeight, at: clock.now)
    }

    /// The navigation bar's height while it shows: a large title gives way as the content
    /// scrolls up, down to the standard bar, and stretches as it is pulled down.
    var shownNavigationBarHeight: Double {
        guard let navigationBar else { return 0 }
        guard let (scrolled, collapsible) = scrolledUnderBar, collapsible > 0 else { return navigationBar.style.height }
        return BarMetrics.navigationBar + max(0, collapsible - scrolled)
    }

    /// Whether the bar shows its scroll-edge appearance (transparent, iOS 15's
    /// default): while the content's top edge meets the bar's bottom, that is
    /// while the content is at its top, or a large title still shows.
    var isAtScrollEdge: Bool {
        guard let (scrolled, collapsible) = scrolledUnderBar else { return false }
        return scrolled <= collapsible
    }

    var visibility: Observable<Bool> {
        if let visibleSubject { return visibleSubject }
        let made = BehaviorSubject("visible(\(id))", value: isVisible)
        visibleSubject = made
        return made
    }
    var viewWillAppear: Observable<Void> { PublishSubject.made(in: &willAppearSubject, label: "willAppear") }
    var viewDidAppear: Observable<Void> { PublishSubject.made(in: &didAppearSubject, label: "appear") }
    var viewWillDisappear: Observable<Void> { PublishSubject.made(in: &willDisappearSubject, label: "willDisappear") }
    var viewDidDisappear: Observable<Void> { PublishSubject.made(in: &didDisappearSubject, label: "didDisappear") }
    var detentChanged: Observable<String> { PublishSubject.made(in: &detentChangeSubject, label: "detentChange") }

    /// Cuts its streams from the behaviours' graphs.
    func dismantle() {
        visibleSubject?.removeAllObservers()
        willAppearSubject?.removeAllObservers()
        didAppearSubject?.removeAllObservers()
        willDisappearSubject?.removeAllObservers()
        didDisappearSubject?.removeAllObservers()
        detentChangeSubject?.removeAllObservers()
    }
}
