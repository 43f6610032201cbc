/// A screen in a run: one object for the whole run (a fresh push makes its
/// scroll views, views and behaviours anew in place), visible from `didAppear`
/// until `willDisappear`, seen by behaviours through its ``ScreenHost`` face.
final class SimulatedScreen: ScreenHost {
    /// Its identifier.
    let id: String
    /// The tab it is the root of, if any.
    let tab: String?
    /// Whether it is visible, for `pausable`.
    let visible: BehaviorSubject<Bool>
    /// Its lifecycle calls.
    let willAppearSubject = PublishSubject<Void>("willAppear")
    let didAppearSubject = PublishSubject<Void>("appear")
    let willDisappearSubject = PublishSubject<Void>("willDisappear")
    let didDisappearSubject = PublishSubject<Void>("didDisappear")

    /// Its navigation bar, if it has one.
    let navigationBar: NavigationBar?
    /// The scroll view the navigation bar follows.
    var contentScrollView: SimulatedScrollView?

    init(_ spec: Screen) {
        id = spec.id
        tab = spec.tab
        navigationBar = spec.navigationBar
        visible = BehaviorSubject("visible(\(spec.id))", value: false)
    }

    /// How far the content has scrolled up past its top edge, and how far of
    /// that the bar gives way to (a large title's height; nothing for a standard bar).
    private var scrolledUnderBar: (scrolled: Double, collapsible: Double)? {
        guard let navigationBar, navigationBar.style != .hidden, let scrollView = contentScrollView else { return nil }
        return (scrollView.offset - scrollView.top, navigationBar.style == .large ? BarMetrics.largeTitle : 0)
    }

    /// The navigation bar's height now: a large title gives way as the content
    /// scrolls up, down to the standard bar, and stretches as it is pulled down.
    var navigationBarHeight: Double {
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

    /// Whether it is visible now.
    var isVisible: Bool { visible.value }
    var visibility: Observable<Bool> { visible }
    var viewWillAppear: Observable<Void> { willAppearSubject }
    var viewDidAppear: Observable<Void> { didAppearSubject }
    var viewWillDisappear: Observable<Void> { willDisappearSubject }
    var viewDidDisappear: Observable<Void> { didDisappearSubject }

    /// Cuts its streams from the behaviours' graphs.
    func dismantle() {
        visible.removeAllObservers()
        for subject in [willAppearSubject, didAppearSubject, willDisappearSubject, didDisappearSubject] {
            subject.removeAllObservers()
        }
    }
}
