/// What a behaviour sees of its screen: the view controller's lifecycle, and its bars.
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
    /// Each detent a sheet showing this screen comes to rest at, by id (`none` when it is dismissed).
    var detentChanged: Observable<String> { get }
    /// Whether its navigation bar is hidden (or hiding).
    var isNavigationBarHidden: Bool { get }
    /// Whether its toolbar is hidden.
    var isToolbarHidden: Bool { get }
    /// `setNavigationBarHidden(_:animated:)`: the bar hides or shows, over
    /// 330 ms when animated; the insets of the screen's scroll views follow at
    /// once. Nothing on a screen without a navigation bar, or with a hidden style.
    func setNavigationBarHidden(_ hidden: Bool, animated: Bool)
    /// `setToolbarHidden(_:animated:)`: the toolbar hides or shows, and its
    /// band leaves (or comes back to) the bottom insets at once. Nothing on a screen without a toolbar.
    func setToolbarHidden(_ hidden: Bool, animated: Bool)
}
