/// What a behaviour's rules across parameters may read of the screen it is
/// declared on: the declared geometry of the scroll views and views its
/// parameters name (``BehaviourPlugin/problems(in:on:)``), as the spec writes
/// it, before anything runs.
public struct DeclaredScreen: Sendable {
    private let screen: Screen

    package init(_ screen: Screen) {
        self.screen = screen
    }

    /// The axis the scroll view `id` scrolls along; `nil` when the screen declares no such scroll view.
    public func axis(ofScrollView id: String) -> ScrollAxis? {
        scrollView(id)?.axis
    }

    /// The scroll views placed in the scroll view `id` (`in: id`), in file order.
    public func scrollViews(inside id: String) -> [String] {
        screen.scrollViews.filter { $0.container?.outer == id }.map(\.id)
    }

    /// The height the view `id` declares; `nil` when it declares none, or the screen no such view.
    public func height(ofView id: String) -> Double? {
        view(id)?.height
    }

    /// Whether the view `id` has a frame on the screen (`y` and `height`), so that a touch can land on it.
    public func hasFrame(view id: String) -> Bool {
        view(id)?.frame != nil
    }

    package func scrollView(_ id: String) -> ScrollViewSpec? {
        screen.scrollViews.first { $0.id == id }
    }

    package func view(_ id: String) -> ViewSpec? {
        screen.views.first { $0.id == id }
    }
}
