/// A screen in a run: one instance for the whole run, visible from `didAppear`
/// until `willDisappear`.
public final class SimulatedScreen {
    /// Its identifier.
    public let id: String
    /// The tab it is the root of, if any.
    public let tab: String?
    /// Whether it is visible, for `pausable`.
    public let visible: BehaviorSubject<Bool>
    /// Each `didAppear`, after it became visible.
    public let didAppear = PublishSubject<Void>("appear")

    init(_ spec: Screen) {
        id = spec.id
        tab = spec.tab
        visible = BehaviorSubject("visible(\(spec.id))", value: false)
    }

    /// Whether it is visible now.
    public var isVisible: Bool { visible.value }
}
