/// Where a script being checked stands: the screens shown and the fingers down.
struct ScriptPlay {
    /// The spec the script plays on.
    let spec: Spec
    /// Tabs and stacks as the steps so far leave them.
    var navigation: Navigation
    /// The scroll views a finger holds.
    var held: Set<String> = []

    init(spec: Spec) {
        self.spec = spec
        navigation = Navigation(tabs: spec.tabs, screens: spec.screens)
    }

    /// Whether a new finger may land on `scrollView`: no finger holds it, and its screen shows.
    func canTouch(_ scrollView: String) -> Bool {
        !held.contains(scrollView) && shows { $0.scrollViews.contains { $0.id == scrollView } }
    }

    /// Whether the first screen that `holds` is the one shown.
    func shows(_ holds: (Screen) -> Bool) -> Bool {
        spec.screens.first(where: holds)?.id == navigation.top
    }
}
