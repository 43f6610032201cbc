/// A screen in a run: one instance for the whole run, visible from `didAppear`
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

    init(_ spec: Screen) {
        id = spec.id
        tab = spec.tab
        visible = BehaviorSubject("visible(\(spec.id))", value: false)
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
