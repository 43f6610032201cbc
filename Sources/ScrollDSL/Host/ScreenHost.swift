/// What a behaviour sees of its screen: the view controller's lifecycle.
public protocol ScreenHost: AnyObject {
    /// Its identifier in the spec.
    var id: String { get }
    /// The tab it is the root of, if any.
    var tab: String? { get }
    /// Whether it is visible now: from `viewDidAppear` to `viewWillDisappear`.
    var isVisible: Bool { get }
    /// Its visibility, replaying the current value to each new subscriber
    /// (seed 000's `isVisible`, for `pausable`).
    var visibility: Observable<Bool> { get }
    /// `viewWillAppear`.
    var viewWillAppear: Observable<Void> { get }
    /// `viewDidAppear`, after it became visible.
    var viewDidAppear: Observable<Void> { get }
    /// `viewWillDisappear`, as it stops being visible.
    var viewWillDisappear: Observable<Void> { get }
    /// `viewDidDisappear`.
    var viewDidDisappear: Observable<Void> { get }
}
